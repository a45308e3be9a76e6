import { checkOverrideUrl } from '@streams/core/config/originGuard';

describe('API base override origin guard', () => {
  it.each([
    ['a look-alike suffix domain', 'https://jup.ag.evil.com', 'http', 'origin https://jup.ag.evil.com not allowed'],
    ['a user name that reads like the host', 'https://jup.ag@evil.com', 'http', 'credentials in URL'],
    ['a password alone on an allowed host', 'https://:secret@api.jup.ag', 'http', 'credentials in URL'],
    ['a password alone on loopback', 'ws://:secret@127.0.0.1:8787', 'ws', 'credentials in URL'],
    ['plain http to a remote host', 'http://evil.com', 'http', 'plain http to a remote host'],
    ['plain http to the provider itself', 'http://jup.ag', 'http', 'plain http to a remote host'],
    ['plain ws to a remote host', 'ws://trench-stream.jup.ag/ws', 'ws', 'plain ws to a remote host'],
    ['a sub-domain not on the list', 'https://evil.jup.ag', 'http', 'origin https://evil.jup.ag not allowed'],
    ['a non-default port on an allowed host', 'https://jup.ag:8443', 'http', 'origin https://jup.ag:8443 not allowed'],
    ['a punycode look-alike', 'https://xn--jp-fka.ag', 'http', 'origin https://xn--jp-fka.ag not allowed'],
    ['a javascript: URL', 'javascript:alert(1)', 'http', 'scheme javascript: not allowed'],
    ['a websocket URL where HTTP is expected', 'wss://trench-stream.jup.ag/ws', 'http', 'scheme wss: not allowed'],
    ['text that is no URL', 'jup.ag', 'http', 'not a URL'],
    // A CSP source cannot name an IPv6 literal, so the policy could never allow it.
    ['IPv6 loopback, which the policy cannot name', 'http://[::1]:8787', 'http', 'plain http to a remote host'],
  ] as const)('rejects %s', (_name, raw, kind, reason) => {
    expect(checkOverrideUrl(raw, kind)).toEqual({ ok: false, reason });
  });

  it.each([
    ['the provider API over https', 'https://api.jup.ag', 'http', 'https://api.jup.ag'],
    ['an upper-case host with the default port', 'https://DATAPI.JUP.AG:443/', 'http', 'https://datapi.jup.ag'],
    ['the stream over wss', 'wss://trench-stream.jup.ag', 'ws', 'wss://trench-stream.jup.ag'],
  ] as const)('accepts %s as a remote origin', (_name, raw, kind, url) => {
    expect(checkOverrideUrl(raw, kind)).toEqual({ ok: true, url, loopback: false });
  });

  it.each([
    ['the simulator on 127.0.0.1 over plain http', 'http://127.0.0.1:8787', 'http', 'http://127.0.0.1:8787'],
    ['localhost on any port', 'http://localhost:9999/', 'http', 'http://localhost:9999'],
    ['a local socket', 'ws://localhost:8787', 'ws', 'ws://localhost:8787'],
  ] as const)('accepts %s as a loopback origin', (_name, raw, kind, url) => {
    expect(checkOverrideUrl(raw, kind)).toEqual({ ok: true, url, loopback: true });
  });

  describe('keeps only the origin', () => {
    it.each([
      ['a query', 'https://api.jup.ag/?x=', 'http', 'https://api.jup.ag'],
      ['a path', 'https://api.jup.ag/evil/path', 'http', 'https://api.jup.ag'],
      ['a fragment', 'https://datapi.jup.ag#/steal', 'http', 'https://datapi.jup.ag'],
      ['path, query and fragment together', 'https://perps-api.jup.ag/a/b?c=d#e', 'http', 'https://perps-api.jup.ag'],
      ['an encoded path that reads like another host', 'https://api.jup.ag/%2F%2Fevil.com', 'http', 'https://api.jup.ag'],
      ['the stream path', 'wss://trench-stream.jup.ag/ws?token=x', 'ws', 'wss://trench-stream.jup.ag'],
      ['a loopback path and query', 'http://127.0.0.1:8787/some/path?q=1#f', 'http', 'http://127.0.0.1:8787'],
    ] as const)('drops %s', (_name, raw, kind, url) => {
      const verdict = checkOverrideUrl(raw, kind);
      expect(verdict).toMatchObject({ ok: true, url });
    });

    it('still refuses a host that is not allowed, whatever the path says', () => {
      expect(checkOverrideUrl('https://evil.com/https://api.jup.ag', 'http')).toEqual({ ok: false, reason: 'origin https://evil.com not allowed' });
    });
  });
});
