import { RPC_PROVIDERS, hostMatches, rpcProviderSources } from '@streams/core/config/rpcProviders';
import { RPC_URL_INVALID, checkCustomRpc } from '@streams/swap/rpcEndpoints';

/** The refusal names what was asked for and lists every provider (and this machine where allowed). */
const refusal = (what: string, loopback: boolean) =>
  `This app's security policy does not allow connections to ${what}. Use one of: Helius (*.helius-rpc.com), QuickNode (*.quiknode.pro), Triton (*.rpcpool.com), Alchemy (*.g.alchemy.com), Syndica (*.syndica.io), Ankr (rpc.ankr.com), Chainstack (*.chainstack.com), Solana (api.mainnet-beta.solana.com)${loopback ? ', this machine (localhost or 127.0.0.1, any port)' : ''}.`;

describe('a custom RPC: where the security policy lets the app go', () => {
  it.each([
    ['Helius, its key in the query', 'https://mainnet.helius-rpc.com/?api-key=abc', 'https://mainnet.helius-rpc.com/?api-key=abc'],
    [
      'QuickNode, two labels deep',
      'https://young-wild-fog.solana-mainnet.quiknode.pro/0123abcd/',
      'https://young-wild-fog.solana-mainnet.quiknode.pro/0123abcd',
    ],
    ['Triton', 'https://acme.mainnet.rpcpool.com/key', 'https://acme.mainnet.rpcpool.com/key'],
    ['Alchemy', 'https://solana-mainnet.g.alchemy.com/v2/key', 'https://solana-mainnet.g.alchemy.com/v2/key'],
    ['Syndica', 'https://solana-mainnet.api.syndica.io/api-key/key', 'https://solana-mainnet.api.syndica.io/api-key/key'],
    ['Ankr', 'https://rpc.ankr.com/solana/key', 'https://rpc.ankr.com/solana/key'],
    ['Chainstack', 'https://solana-mainnet.core.chainstack.com/key', 'https://solana-mainnet.core.chainstack.com/key'],
    ['the public endpoint', 'https://api.mainnet-beta.solana.com', 'https://api.mainnet-beta.solana.com'],
    ['upper case (hosts are case-blind)', 'HTTPS://MAINNET.Helius-RPC.com', 'https://mainnet.helius-rpc.com'],
    ['the scheme’s own port written out', 'https://mainnet.helius-rpc.com:443', 'https://mainnet.helius-rpc.com'],
  ])('%s: allowed in both profiles', (_name, text, url) => {
    expect(checkCustomRpc(text, { profile: 'mainnet' })).toEqual({ ok: true, url });
    expect(checkCustomRpc(text, { profile: 'sim' })).toEqual({ ok: true, url });
  });

  it.each([
    ['localhost on another port', 'http://localhost:8787', 'http://localhost:8787'],
    ['127.0.0.1, secure', 'https://127.0.0.1:8443/rpc', 'https://127.0.0.1:8443/rpc'],
    ['127.0.0.1 written as one number (the browser calls 127.0.0.1)', 'http://2130706433:8899', 'http://127.0.0.1:8899'],
  ])('this machine (%s): the simulator profile only', (_name, text, url) => {
    expect(checkCustomRpc(text, { profile: 'sim' })).toEqual({ ok: true, url });
    expect(checkCustomRpc(text, { profile: 'mainnet' })).toEqual({
      ok: false,
      message: refusal(`${new URL(url).hostname} (this machine) in this profile`, false),
    });
  });

  it.each([
    ['a lookalike: the provider as a subdomain of another site', 'https://helius-rpc.com.evil.io', 'helius-rpc.com.evil.io'],
    ['a lookalike: a provider host under another site', 'https://mainnet.helius-rpc.com.evil.io/?api-key=x', 'mainnet.helius-rpc.com.evil.io'],
    ['a lookalike: the dot percent-encoded', 'https://mainnet.helius-rpc.com%2eevil.io', 'mainnet.helius-rpc.com.evil.io'],
    ['a lookalike: a hyphen for the dot', 'https://mainnet-helius-rpc.com', 'mainnet-helius-rpc.com'],
    ['a lookalike: the domain as a path after a backslash', 'https://evil.io\\.helius-rpc.com', 'evil.io'],
    ['IDN: a Cyrillic е, named in punycode', 'https://mainnet.hеlius-rpc.com', 'mainnet.xn--hlius-rpc-g0h.com'],
    ['the provider’s bare domain (the wildcard needs a label)', 'https://helius-rpc.com', 'helius-rpc.com'],
    ['a trailing dot', 'https://mainnet.helius-rpc.com.', 'mainnet.helius-rpc.com.'],
    ['the company site, not its RPC', 'https://www.alchemy.com', 'www.alchemy.com'],
    ['Ankr’s site', 'https://www.ankr.com', 'www.ankr.com'],
    ['an unknown host', 'https://example.com', 'example.com'],
    ['IPv6 loopback (a CSP cannot name it)', 'http://[::1]:8899', '[::1]'],
    ['localhost. (not the name the policy allows)', 'http://localhost.:8899', 'localhost.'],
  ])('%s: refused with the reason, in both profiles', (_name, text, host) => {
    expect(checkCustomRpc(text, { profile: 'mainnet' })).toEqual({ ok: false, message: refusal(host, false) });
    expect(checkCustomRpc(text, { profile: 'sim' })).toEqual({ ok: false, message: refusal(host, true) });
  });

  it('the development server (no CSP) calls nothing beyond this machine: a provider is refused there, loopback taken', () => {
    expect(checkCustomRpc('https://mainnet.helius-rpc.com', { profile: 'sim', localOnly: true })).toEqual({
      ok: false,
      message:
        "This app's security policy does not allow connections to mainnet.helius-rpc.com from the development server (it has no security policy). Use one of: this machine (localhost or 127.0.0.1, any port).",
    });
    expect(checkCustomRpc('http://localhost:8899', { profile: 'sim', localOnly: true })).toEqual({ ok: true, url: 'http://localhost:8899' });
  });

  it('a provider over plain http, or on another port, is refused: the policy names neither', () => {
    expect(checkCustomRpc('http://mainnet.helius-rpc.com', { profile: 'mainnet' })).toEqual({
      ok: false,
      message: refusal('mainnet.helius-rpc.com over plain http: use https', false),
    });
    expect(checkCustomRpc('https://mainnet.helius-rpc.com:8443', { profile: 'sim' })).toEqual({
      ok: false,
      message: refusal('mainnet.helius-rpc.com on port 8443: use the standard port', true),
    });
  });

  it.each([
    ['credentials', 'https://user:pw@mainnet.helius-rpc.com'],
    ['a user name alone', 'https://key@mainnet.helius-rpc.com'],
    ['a websocket URL', 'wss://mainnet.helius-rpc.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/plain,hi'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://mainnet.helius-rpc.com'],
    ['no scheme', 'mainnet.helius-rpc.com'],
    ['empty', ''],
  ])('%s: URL is invalid! (before the policy is asked)', (_name, text) => {
    expect(checkCustomRpc(text, { profile: 'sim' })).toEqual({ ok: false, message: RPC_URL_INVALID });
  });
});

describe('the list behind the check and the policy', () => {
  it('a wildcard means one label or more, never the domain itself, with the CSP’s meaning', () => {
    expect(hostMatches('*.rpcpool.com', 'a.rpcpool.com')).toBe(true);
    expect(hostMatches('*.rpcpool.com', 'a.b.rpcpool.com')).toBe(true);
    expect(hostMatches('*.rpcpool.com', 'rpcpool.com')).toBe(false);
    expect(hostMatches('*.rpcpool.com', 'evilrpcpool.com')).toBe(false);
    expect(hostMatches('rpc.ankr.com', 'rpc.ankr.com')).toBe(true);
    expect(hostMatches('rpc.ankr.com', 'x.rpc.ankr.com')).toBe(false);
  });

  it('every provider is one connect-src source on https and one on wss, no port, no scheme of its own', () => {
    expect(rpcProviderSources()).toEqual(RPC_PROVIDERS.flatMap((provider) => [`https://${provider.host}`, `wss://${provider.host}`]));
    for (const provider of RPC_PROVIDERS) expect(provider.host).toMatch(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
