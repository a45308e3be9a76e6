import { createLinkGuard, safeExternalLink, safeLink } from '@streams/core/safeLink';
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
