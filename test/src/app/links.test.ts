import { mobileLinkFrom, pageParam } from '@/app/links';

describe('page parameters (/login next, /mobile from)', () => {
  it('takes a path of this app, with its query and fragment', () => {
    expect(pageParam('/tokens/abc?tab=holders#top', '/login', '/pro')).toEqual({ path: '/tokens/abc?tab=holders#top', refused: false });
  });

  it('gives the fallback quietly when there is none', () => {
    expect(pageParam(null, '/login', '/pro')).toEqual({ path: '/pro', refused: false });
    expect(pageParam('', '/login', '/pro')).toEqual({ path: '/pro', refused: false });
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>',
    ' /pro',
    '/pro\u0000',
    '/pro\u202e',
    'pro',
    `/${'a'.repeat(3000)}`,
    '/login',
    '/login?next=/login',
    '/login/',
    '/login#x',
  ])('refuses %j for the fallback', (text) => {
    expect(pageParam(text, '/login', '/pro')).toEqual({ path: '/pro', refused: true });
  });

  it('a page that only starts like the page itself is another page', () => {
    expect(pageParam('/loginx', '/login', '/pro')).toEqual({ path: '/loginx', refused: false });
  });
});

describe('the Mobile entry’s link', () => {
  it('carries the current page, query included; home needs none; on /mobile it keeps the page named', () => {
    expect(mobileLinkFrom({ pathname: '/swap/SOL-USDC', search: '?inAmount=1' })).toBe('/mobile?from=%2Fswap%2FSOL-USDC%3FinAmount%3D1');
    expect(mobileLinkFrom({ pathname: '/', search: '' })).toBe('/mobile');
    expect(mobileLinkFrom({ pathname: '/mobile', search: '?from=%2Fpro' })).toBe('/mobile?from=%2Fpro');
  });

  it('round-trips: the page named reads back through pageParam', () => {
    const link = mobileLinkFrom({ pathname: '/tokens/x', search: '?a=1&b=2' });
    const from = new URLSearchParams(link.split('?')[1]).get('from');
    expect(pageParam(from, '/mobile', '/')).toEqual({ path: '/tokens/x?a=1&b=2', refused: false });
  });
});
