import { ageLabel } from '@/format/age';
import { fallbackIcon, iconUrl } from '@/format/iconUrl';

describe('token icons', () => {
  it.each([
    ['no icon', undefined, undefined, fallbackIcon],
    ['not a URL', 'icon.png', undefined, fallbackIcon],
    ['javascript', 'javascript:alert(1)', undefined, fallbackIcon],
    ['plain http remote', 'http://cdn.example.com/a.png', undefined, fallbackIcon],
    ['https without a proxy', 'https://cdn.example.com/a.png', undefined, 'https://cdn.example.com/a.png'],
    ["the app's own file, never proxied", '/tokens/sol.svg', 'https://wsrv.nl/', '/tokens/sol.svg'],
    ["protocol-relative is not the app's own", '//evil.example/a.png', undefined, fallbackIcon],
    ['the simulator over http', 'http://127.0.0.1:8787/icons/x.svg', 'https://wsrv.nl/', 'http://127.0.0.1:8787/icons/x.svg'],
  ])('%s', (_name, icon, proxy, expected) => {
    expect(iconUrl(icon, proxy)).toBe(expected);
  });

  it('goes through the proxy with w, h, dpr and the url', () => {
    const url = new URL(iconUrl('https://cdn.example.com/a.png', 'https://wsrv.nl/'));
    expect(url.origin).toBe('https://wsrv.nl');
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '48', h: '48', dpr: '2', q: '80', url: 'https://cdn.example.com/a.png' });
  });
});

describe('ages', () => {
  it.each([
    [0, '0s'],
    [59_000, '59s'],
    [60_000, '1m'],
    [3_599_000, '59m'],
    [3_600_000, '1h'],
    [86_400_000 * 3, '3d'],
    [86_400_000 * 45, '1mo'],
    [86_400_000 * 800, '2y'],
    [-5, '–'],
  ])('%s ms → %s', (ms, expected) => {
    expect(ageLabel(ms)).toBe(expected);
  });
});
