import fc from 'fast-check';
import { CLOCK_OPTIONS, formatClockTime, isClockOptions } from '@streams/core/clockTime';
import { dateTimeFormat } from '@streams/core/locale';

/** What the hand-written clock must equal: Intl itself, en-US, with the same options. */
const intl = new Intl.DateTimeFormat('en-US', CLOCK_OPTIONS);

describe('formatClockTime: the 24-hour clock without Intl (issue 27)', () => {
  it.each([
    [new Date(2026, 0, 1, 0, 3, 5), '00:03:05'],
    [new Date(2026, 0, 1, 9, 0, 0), '09:00:00'],
    [new Date(2026, 10, 28, 14, 3, 5), '14:03:05'],
    [new Date(2026, 11, 31, 23, 59, 59, 999), '23:59:59'],
  ])('%s reads %s, as Intl does', (date, expected) => {
    expect(formatClockTime(date)).toBe(expected);
    expect(intl.format(date)).toBe(expected);
  });

  it('equals Intl for any time from 1970 to 2100, as a Date or epoch ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(formatClockTime(ms)).toBe(intl.format(ms));
        expect(formatClockTime(new Date(ms))).toBe(intl.format(new Date(ms)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves an invalid time to Intl', () => {
    expect(formatClockTime(Number.NaN)).toBeUndefined();
    expect(formatClockTime(new Date('not a date'))).toBeUndefined();
  });
});

describe('isClockOptions', () => {
  it('knows the clock in any key order, and nothing else', () => {
    expect(isClockOptions({ second: '2-digit', hourCycle: 'h23', minute: '2-digit', hour: '2-digit' })).toBe(true);
    expect(isClockOptions({ hour: '2-digit', minute: '2-digit', second: '2-digit' })).toBe(false);
    expect(isClockOptions({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h12' })).toBe(false);
    expect(isClockOptions({ ...CLOCK_OPTIONS, timeZone: 'UTC' })).toBe(false);
    expect(isClockOptions(undefined)).toBe(false);
  });
});

describe('dateTimeFormat with the clock options', () => {
  const clock = dateTimeFormat(CLOCK_OPTIONS);

  it('formats as Intl does, and still gives Intl parts', () => {
    const at = new Date(2026, 10, 28, 7, 8, 9);
    expect(clock.format(at)).toBe('07:08:09');
    expect(
      clock
        .formatToParts(at)
        .map((part) => part.value)
        .join(''),
    ).toBe('07:08:09');
  });

  it('throws as Intl does for an invalid time', () => {
    expect(() => clock.format(Number.NaN)).toThrow(RangeError);
  });

  it('formats the current time when given none, as Intl does', () => {
    expect(clock.format()).toMatch(/^\d\d:\d\d:\d\d$/);
  });
});
