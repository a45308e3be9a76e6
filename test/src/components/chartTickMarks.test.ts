import fc from 'fast-check';
import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { chartLocalization, tickMarkFormatter } from '@/components/chartTickMarks';

/** What lightweight-charts' default writes in en-US (it reads chart times as UTC). */
const intl = {
  [TickMarkType.Year]: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric' }),
  [TickMarkType.Month]: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' }),
  [TickMarkType.DayOfMonth]: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric' }),
  [TickMarkType.Time]: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  [TickMarkType.TimeWithSeconds]: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }),
};
const types = [TickMarkType.Year, TickMarkType.Month, TickMarkType.DayOfMonth, TickMarkType.Time, TickMarkType.TimeWithSeconds] as const;

describe('chart tick marks without Intl (issue 27: the first Intl date format blocked the chart)', () => {
  it.each([
    [TickMarkType.Year, '2026'],
    [TickMarkType.Month, 'Nov'],
    [TickMarkType.DayOfMonth, '28'],
    [TickMarkType.Time, '00:03'],
    [TickMarkType.TimeWithSeconds, '00:03:05'],
  ])('type %s of 2026-11-28 00:03:05 UTC reads %s', (type, expected) => {
    expect(tickMarkFormatter((Date.UTC(2026, 10, 28, 0, 3, 5) / 1000) as UTCTimestamp, type)).toBe(expected);
  });

  it('equals en-US Intl in UTC for any second from 1970 to 2100, every kind of mark', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.constantFrom(...types), (seconds, type) => {
        expect(tickMarkFormatter(seconds as UTCTimestamp, type)).toBe(intl[type].format(seconds * 1000));
      }),
      { numRuns: 3_000 },
    );
  });

  it("leaves business days, date strings and invalid times to the library's default", () => {
    expect(tickMarkFormatter({ year: 2026, month: 11, day: 28 }, TickMarkType.DayOfMonth)).toBeNull();
    expect(tickMarkFormatter('2026-11-28', TickMarkType.DayOfMonth)).toBeNull();
    expect(tickMarkFormatter(Number.NaN as never, TickMarkType.Time)).toBeNull();
  });

  it("names the product's one locale for the crosshair's date", () => {
    expect(chartLocalization.locale).toBe('en-US');
  });
});
