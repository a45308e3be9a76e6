import { formatHealth, healthTone } from '@/features/profile/health';
import { formatActivityTime } from '@/features/profile/formatTime';
import { portfolioSections } from '@/features/profile/portfolioSections';
import type { Portfolio } from '@streams/portfolio/types';

const book = (count: number, worth: number) => ({ totalWorth: worth, activeOrders: Array.from({ length: count }, () => ({}) as never) });
const portfolio = (values: { trigger: number; recurring: number; perps: number; lend: number }): Portfolio => ({
  totalNetWorth: 0,
  walletBalance: { totalWorth: 0, balances: [] },
  perpetual: { totalWorth: values.perps, openedPositions: [{} as never, {} as never] },
  limitOrder: book(1, values.trigger),
  dollarCostAverage: book(2, values.recurring),
  valueAverage: book(1, 0),
  vote: { lockedTokens: 0, totalWorth: 0 },
  lend: { totalWorth: values.lend, totalPositions: 4, earnPositions: [], borrowPositions: [] },
  tokenInfo: {},
});

describe('portfolio sub-tabs', () => {
  it('Holdings first, then by value, largest first, with counts', () => {
    const sections = portfolioSections(portfolio({ trigger: 10, recurring: 300, perps: 50, lend: 120 }), 7, 999);
    expect(sections.map((section) => `${section.label} ${section.count}`)).toEqual(['Holdings 7', 'Recurring 3', 'Lend 4', 'Perps 2', 'Trigger 1']);
  });

  it('equal values keep the spec order (Trigger, Recurring, Perps, Lend); no portfolio yet counts zero', () => {
    expect(portfolioSections(undefined, 0, 0).map((section) => `${section.label} ${section.count}`)).toEqual([
      'Holdings 0',
      'Trigger 0',
      'Recurring 0',
      'Perps 0',
      'Lend 0',
    ]);
  });
});

describe('lend health (spec 000 §5)', () => {
  it.each([
    [0, 'ratio', '100.0%', 'safe'],
    [0, 'factor', '>10', 'safe'],
    [0.3, 'ratio', '70.0%', 'safe'],
    [0.4, 'ratio', '60.0%', 'warning'],
    [0.5, 'factor', '2.00', 'warning'],
    [0.85, 'ratio', '15.0%', 'danger'],
    [1, 'factor', '1.00', 'danger'],
    [1.2, 'ratio', '0.0%', 'danger'],
  ] as const)('healthRatio %s as %s is %s (%s)', (ratio, mode, text, tone) => {
    expect(formatHealth(ratio, mode)).toBe(text);
    expect(healthTone(ratio)).toBe(tone);
  });
});

describe('activity time', () => {
  it("formats as 'dd MMM, y HH:mm:ss (x)'", () => {
    expect(formatActivityTime(Date.UTC(2026, 10, 21, 9, 5, 7))).toMatch(/^\d{2} Nov, 2026 \d{2}:05:07 \([+-]\d{2}(\d{2})?|Z\)$/);
    expect(formatActivityTime(Number.NaN)).toBe('–');
  });

  it('reads the local clock and zone offset, as the user sees them', () => {
    const at = new Date(2026, 0, 3, 4, 5, 6).getTime();
    const offset = -new Date(at).getTimezoneOffset();
    const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
    const minutes = Math.abs(offset) % 60 === 0 ? '' : String(Math.abs(offset) % 60).padStart(2, '0');
    expect(formatActivityTime(at)).toBe(`03 Jan, 2026 04:05:06 (${offset < 0 ? '-' : '+'}${hours}${minutes})`);
  });

  it('writes every month in three letters and midnight as 00', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatActivityTime(new Date(2026, month, 1, 0, 0, 0).getTime()).slice(3, 6));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(formatActivityTime(new Date(2026, 8, 1, 0, 0, 0).getTime())).toMatch(/^01 Sep, 2026 00:00:00 \(/);
  });
});
