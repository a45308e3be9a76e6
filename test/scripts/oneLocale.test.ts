import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE, dateTimeFormat, numberFormat } from '@streams/core/locale';

/** Every .ts and .tsx file under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

// A formatter made anywhere else picks its own locale (or the browser's): README "Numbers, dates and live marks".
const OWN_LOCALE = /\bIntl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat|ListFormat|PluralRules)\b|\.toLocale(String|DateString|TimeString)\s*\(/;

describe('one number and date locale (issue 27)', () => {
  it('is en-US, and only streams/core/locale.ts makes formatters', () => {
    expect(LOCALE).toBe('en-US');
    const offenders = [...sources('src'), ...sources('streams')].filter(
      (path) => path !== join('streams', 'core', 'locale.ts') && OWN_LOCALE.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('formats with en-US grouping and a 24-hour clock where asked, whatever the machine’s language', () => {
    expect(numberFormat({ maximumFractionDigits: 2 }).format(1234567.891)).toBe('1,234,567.89');
    const clock = dateTimeFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    expect(clock.format(Date.UTC(2026, 10, 26, 14, 3, 5))).toBe('14:03:05');
    expect(dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 26, 14, 3))).toBe('Nov 26, 2026, 2:03 PM');
  });

  it('builds each Intl formatter on its first use, once, and none for plain numbers: loading a module costs no locale data', () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    const made = { numbers: 0, dates: 0 };
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.numbers += 1;
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.dates += 1;
      }
    } as typeof DateTimeFormat;
    try {
      const amount = numberFormat({ maximumFractionDigits: 0 });
      const day = dateTimeFormat({ dateStyle: 'short', timeZone: 'UTC' });
      expect(made).toEqual({ numbers: 0, dates: 0 });
      expect([amount.format(1234.5), amount.format(2e6)]).toEqual(['1,235', '2,000,000']);
      expect([
        day.format(Date.UTC(2026, 10, 26)),
        day
          .formatToParts(Date.UTC(2026, 10, 27))
          .map((part) => part.value)
          .join(''),
      ]).toEqual(['11/26/26', '11/27/26']);
      // Grouping and fraction digits need no locale data (enUsNumber.ts): only a bigint, or an
      // option beyond fraction digits, builds an Intl number formatter.
      expect(made).toEqual({ numbers: 0, dates: 1 });
      const percent = numberFormat({ style: 'percent' });
      expect([amount.format(12_345n), percent.format(0.25), amount.format(6n)]).toEqual(['12,345', '25%', '6']);
      expect(made).toEqual({ numbers: 2, dates: 1 });
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
