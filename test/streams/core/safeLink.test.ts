import { createLinkGuard, MAX_LINK_LENGTH, safeExternalLink, safeLink } from '@streams/core/safeLink';
import fc from 'fast-check';
import { createRecordingLogger } from '../../support/fakeLogger';

describe('links go where they say', () => {
  it.each([
    ['https://jup.ag/swap', { kind: 'external', href: 'https://jup.ag/swap' }],
    ['https://static.jup.ag/banner/x.png?v=1#top', { kind: 'external', href: 'https://static.jup.ag/banner/x.png?v=1#top' }],
    ['/perps', { kind: 'internal', href: '/perps' }],
    ['/swap/SOL-USDC?inAmount=1#details', { kind: 'internal', href: '/swap/SOL-USDC?inAmount=1#details' }],
    ['/a/../b', { kind: 'internal', href: '/b' }],
  ])('%s is followed', (text, expected) => {
    expect(safeLink(text)).toEqual(expected);
  });

  it.each([
    ['//evil.example', 'protocol-relative: another host in the same tab'],
    ['//evil.example/path', 'protocol-relative with a path'],
    ['/\\evil.example', 'slash-backslash: the browser reads it as //evil.example'],
    ['/\\/evil.example', 'slash-backslash-slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/%5Cevil.example', 'an escaped backslash'],
    ['javascript:alert(1)', 'script'],
    ['JavaScript:alert(1)', 'script, any case'],
    [' javascript:alert(1)', 'script behind a space'],
    ['java\tscript:alert(1)', 'script with a tab the parser drops'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['http://evil.example', 'plain http'],
    ['https://user:pw@evil.example', 'credentials'],
    ['https://jup.ag@evil.example', 'a host hidden behind credentials'],
    ['ftp://evil.example', 'another scheme'],
    ['evil.example', 'no scheme, not a path'],
    ['/\u0000//evil.example', 'a NUL'],
    ['/\u2028', 'a line separator'],
    ['https://evil.example/\u202eexe.png', 'a bidi override'],
    ['', 'empty'],
    [`https://x.example/${'a'.repeat(3000)}`, 'over 2,048 characters'],
  ])('%s is refused (%s)', (text) => {
    const link = safeLink(text);
    // '/%5C…' stays a path of this site (an escaped backslash is just a character): never another host.
    if (link) expect(link).toEqual({ kind: 'internal', href: '/%5Cevil.example' });
    else expect(link).toBeUndefined();
  });

  it('no text ever leaves the site unless it is an absolute https link', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constantFrom('//', '/\\', 'javascript:', 'data:')).map((text) => text),
        (text) => {
          const link = safeLink(text);
          if (link?.kind === 'internal') expect(link.href.startsWith('/') && !link.href.startsWith('//')).toBe(true);
          if (link?.kind === 'external') expect(new URL(link.href).protocol).toBe('https:');
        },
      ),
    );
  });

  it('socials take other https sites only; the guard logs each refused link once', () => {
    expect(safeExternalLink('/swap')).toBeUndefined();
    expect(safeExternalLink('https://x.com/jup')).toBe('https://x.com/jup');
    const logger = createRecordingLogger();
    const guard = createLinkGuard(logger);
    expect(guard.external('javascript:alert(1)', 'website of M')).toBeUndefined();
    expect(guard.external('javascript:alert(1)', 'website of M')).toBeUndefined();
    expect(guard.external('/internal', 'website of M')).toBeUndefined();
    expect(guard.link('/perps', 'banner b')).toEqual({ kind: 'internal', href: '/perps' });
    expect(guard.link(undefined, 'banner b')).toBeUndefined();
    expect(logger.messages('warn')).toEqual([
      'Dropped a link that does not go to an https site or a page of this app',
      'Dropped a link that does not go to an https site or a page of this app',
    ]);
  });
});

const at = (code: number) => String.fromCodePoint(code);
const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

describe('characters the browser would rewrite are refused, their neighbours are kept', () => {
  it.each(
    (
      [
        [0x1f, 'the last C0 control'],
        [0x20, 'a space'],
        [0x7f, 'DEL, the first of the C1 range'],
        [0x80, 'a C1 control'],
        [0xa0, 'a no-break space, the last of the C1 range'],
        [0x5c, 'a backslash'],
        [0x1680, 'the ogham space mark'],
        [0x2000, 'the first of the typographic spaces'],
        [0x200b, 'a zero-width space'],
        [0x200f, 'a right-to-left mark, the last of that range'],
        [0x2028, 'a line separator'],
        [0x202f, 'a narrow no-break space, the last of the bidi range'],
        [0x205f, 'a medium mathematical space, the first of the invisible operators'],
        [0x2060, 'a word joiner'],
        [0x206f, 'the last invisible format character'],
        [0x3000, 'an ideographic space'],
        [0xfeff, 'a byte-order mark'],
      ] satisfies ReadonlyArray<readonly [number, string]>
    ).map(([code, name]) => [hex(code), name, code] as const),
  )('%s (%s) refuses both an https link and a path that carry it', (_label, _name, code) => {
    const character = at(code);
    expect(safeLink(`https://jup.ag/a${character}b`), hex(code)).toBeUndefined();
    expect(safeLink(`/a${character}b`), hex(code)).toBeUndefined();
  });

  it.each(
    (
      [
        [0x21, 'an exclamation mark, just over the space', 'a!b'],
        [0x7e, 'just under DEL', 'a~b'],
        [0xa1, 'just over the no-break space', 'a%C2%A1b'],
        [0x167f, 'just under the ogham space mark', 'a%E1%99%BFb'],
        [0x1681, 'just over the ogham space mark', 'a%E1%9A%81b'],
        [0x1fff, 'just under the typographic spaces', 'a%E1%BF%BFb'],
        [0x2010, 'a hyphen, just over the typographic spaces', 'a%E2%80%90b'],
        [0x2027, 'just under the line separator', 'a%E2%80%A7b'],
        [0x2030, 'a per mille sign, just over the bidi range', 'a%E2%80%B0b'],
        [0x205e, 'just under the invisible operators', 'a%E2%81%9Eb'],
        [0x2070, 'a superscript zero, just over the invisible format characters', 'a%E2%81%B0b'],
        [0x3001, 'an ideographic comma, just over the ideographic space', 'a%E3%80%81b'],
        [0xfefe, 'just under the byte-order mark', 'a%EF%BB%BEb'],
      ] satisfies ReadonlyArray<readonly [number, string, string]>
    ).map(([code, name, encoded]) => [hex(code), name, code, encoded] as const),
  )('%s (%s) is kept, percent-encoded in the href', (_label, _name, code, encoded) => {
    const character = at(code);
    expect(safeLink(`https://jup.ag/a${character}b`)).toEqual({ kind: 'external', href: `https://jup.ag/${encoded}` });
    expect(safeLink(`/a${character}b`)).toEqual({ kind: 'internal', href: `/${encoded}` });
  });
});

describe('hostile links are refused, odd but harmless spellings are normalised', () => {
  it.each([
    ['https://:pw@evil.example', 'a password without a user name'],
    ['https://user@evil.example', 'a user name without a password'],
    ['jAvAsCrIpT:alert(1)', 'script in mixed case'],
    ['DATA:text/html,x', 'data in capitals'],
    ['https://jup.ag/a\\b', 'a backslash the parser would turn into a slash'],
    ['/a\\b', 'a backslash inside a path'],
    ['//same-origin.invalid/perps', 'protocol-relative, even naming the host paths are checked against'],
    ['//', 'two slashes alone'],
  ])('%s is refused (%s)', (text) => {
    expect(safeLink(text)).toBeUndefined();
  });

  it.each([
    ['HTTPS://JUP.AG/Swap', { kind: 'external', href: 'https://jup.ag/Swap' }],
    ['https://jüp.ag/', { kind: 'external', href: 'https://xn--jp-xka.ag/' }],
    ['https://jup.ag:443/x', { kind: 'external', href: 'https://jup.ag/x' }],
    ['/a//', { kind: 'internal', href: '/a//' }],
    ['/a//evil.example', { kind: 'internal', href: '/a//evil.example' }],
    ['/%2F%2Fevil.example', { kind: 'internal', href: '/%2F%2Fevil.example' }],
  ])('%s is followed as %j', (text, expected) => {
    expect(safeLink(text)).toEqual(expected);
  });

  it.each([null, undefined, ''])('%j is no link', (text) => {
    expect(safeLink(text)).toBeUndefined();
    expect(safeExternalLink(text)).toBeUndefined();
  });

  it('a link of exactly 2,048 characters is followed; one more character is refused', () => {
    const base = 'https://x.example/';
    const longest = `${base}${'a'.repeat(MAX_LINK_LENGTH - base.length)}`;
    expect(longest).toHaveLength(2048);
    expect(safeLink(longest)).toEqual({ kind: 'external', href: longest });
    expect(safeLink(`${longest}a`)).toBeUndefined();
    const longestPath = `/${'p'.repeat(MAX_LINK_LENGTH - 1)}`;
    expect(safeLink(longestPath)).toEqual({ kind: 'internal', href: longestPath });
    expect(safeLink(`${longestPath}p`)).toBeUndefined();
  });
});

describe('the link guard', () => {
  const warning = 'Dropped a link that does not go to an https site or a page of this app';

  it('passes another https site through external without logging anything', () => {
    const logger = createRecordingLogger();
    const guard = createLinkGuard(logger);
    expect(guard.external('https://x.com/jup', 'twitter of M')).toBe('https://x.com/jup');
    expect(guard.external('HTTPS://X.COM/jup', 'twitter of M')).toBe('https://x.com/jup');
    expect(guard.link('https://jup.ag/swap', 'banner b')).toEqual({ kind: 'external', href: 'https://jup.ag/swap' });
    expect(guard.external(undefined, 'twitter of M')).toBeUndefined();
    expect(guard.external('', 'twitter of M')).toBeUndefined();
    expect(logger.entries).toEqual([]);
  });

  it('logs where a refused link came from and its first 120 characters', () => {
    const logger = createRecordingLogger();
    const guard = createLinkGuard(logger);
    const hostile = `javascript:${'x'.repeat(200)}`;
    expect(guard.link(hostile, 'banner b')).toBeUndefined();
    expect(guard.external('/perps', 'website of M')).toBeUndefined();
    expect(logger.entries).toEqual([
      { level: 'warn', message: warning, context: { where: 'banner b', link: hostile.slice(0, 120) } },
      { level: 'warn', message: warning, context: { where: 'website of M', link: '/perps' } },
    ]);
  });

  it('logs at most 100 refused links in a visit: the 100th is logged, the 101st is not', () => {
    const logger = createRecordingLogger();
    const guard = createLinkGuard(logger);
    for (let index = 1; index <= 99; index += 1) guard.link(`http://evil${index}.example`, 'feed');
    expect(logger.messages('warn')).toHaveLength(99);
    guard.link('http://evil100.example', 'feed');
    expect(logger.messages('warn')).toHaveLength(100);
    expect(logger.entries[99]?.context).toEqual({ where: 'feed', link: 'http://evil100.example' });
    guard.link('http://evil101.example', 'feed');
    guard.external('/perps', 'feed');
    expect(logger.messages('warn')).toHaveLength(100);
    // The refusal itself does not depend on the log: the link is still dropped.
    expect(guard.link('http://evil102.example', 'feed')).toBeUndefined();
    // Another guard (another visit) logs afresh.
    const fresh = createRecordingLogger();
    createLinkGuard(fresh).link('http://evil101.example', 'feed');
    expect(fresh.messages('warn')).toEqual([warning]);
  });
});
