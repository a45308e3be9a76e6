import { bannerImageUrl, bannerVisible, countdownParts, nextBoundary } from '@streams/network/bannerRules';
import { type Banner, bannerSchema } from '@streams/network/bannerSchema';

const banner = (startTime: number, expiryTime: number, closeCount: number): Banner =>
  bannerSchema.parse({ id: 'b', startTime, expiryTime, closeCount, data: { title: { en: 'T' } } });

describe('banner rules (spec 000 §4)', () => {
  it.each([
    ['no banner', undefined, 50, 0, false],
    ['not started', banner(100, 200, 1), 99, 0, false],
    ['started', banner(100, 200, 1), 100, 0, true],
    ['last moment', banner(100, 200, 1), 199, 0, true],
    ['expired', banner(100, 200, 1), 200, 0, false],
    ['closed once of two', banner(100, 200, 2), 150, 1, true],
    ['closed as often as allowed', banner(100, 200, 2), 150, 2, false],
    ['closeCount 0: never shown', banner(100, 200, 0), 150, 0, false],
  ] as const)('%s', (_name, value, now, dismissals, shown) => {
    expect(bannerVisible(value, now, dismissals)).toBe(shown);
  });

  it('changes next at the start, then at the expiry, then never', () => {
    expect([nextBoundary(banner(100, 200, 1), 50), nextBoundary(banner(100, 200, 1), 150), nextBoundary(banner(100, 200, 1), 250)]).toEqual([
      100,
      200,
      undefined,
    ]);
  });

  it('a countdown in d/h/m/s, zero once passed', () => {
    expect(countdownParts(90_061_000 + 500, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("image paths: '/' is the banner's folder; the provider's static host moves to the configured one; no plain http", () => {
    expect(bannerImageUrl('/image.svg', 'b-1', 'http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/banner/b-1/image.svg');
    expect(bannerImageUrl('https://static.jup.ag/banner/b-1/x.png', 'b-1', 'http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/banner/b-1/x.png');
    expect(bannerImageUrl('https://cdn.example.com/x.png', 'b-1', 'http://host')).toBe('https://cdn.example.com/x.png');
    expect(bannerImageUrl('javascript:alert(1)', 'b-1', 'http://host')).toBeUndefined();
    expect(bannerImageUrl('http://insecure.example.com/x.png', 'b-1', 'http://host')).toBeUndefined();
  });

  it('a document with a bad date fails its schema; a hostile link does not take the banner down (it is dropped where shown)', () => {
    expect(bannerSchema.safeParse({ id: 'b', startTime: 'yesterday', expiryTime: 1, closeCount: 1, data: { title: {} } }).success).toBe(false);
    expect(
      bannerSchema.safeParse({
        id: 'b',
        startTime: 0,
        expiryTime: 1,
        closeCount: 1,
        data: { title: {}, buttons: [{ text: 'x', link: 'javascript:alert(1)' }] },
      }).success,
    ).toBe(true);
    expect(
      bannerSchema.safeParse({ id: 'b', startTime: 0, expiryTime: 1, closeCount: 1, data: { title: {}, buttons: [{ text: 'x', link: 'x'.repeat(501) }] } })
        .success,
    ).toBe(false);
  });
});
