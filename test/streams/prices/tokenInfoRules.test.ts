import { isVerifiedToken, needsWarningBadge, tokenInfoFromAsset } from '@streams/prices/tokenInfoRules';
import type { Asset } from '@streams/schemas/asset';

describe('token info rules (spec 001 §3)', () => {
  it.each([
    [['verified'], true],
    [['strict'], true],
    [['community'], true],
    [['token-2022', 'pump'], false],
    [[], false],
  ])('tags %j: verified %s, warning badge otherwise', (tags, verified) => {
    expect(isVerifiedToken({ tags })).toBe(verified);
    expect(needsWarningBadge({ tags })).toBe(!verified);
  });

  it('token info from an asset: chain 101, trimmed text, verified flag as a tag, derived volume and creation time', () => {
    const asset: Asset = {
      id: 'mint',
      name: `A\u0000 very long token name that goes on and on`,
      symbol: 'LONGSYMBOL123',
      decimals: 6,
      isVerified: true,
      tags: ['pump'],
      stats24h: { buyVolume: 10, sellVolume: 5 },
      firstPool: { id: 'p', createdAt: '2026-01-01T00:00:00Z' },
      freezeAuthority: null,
      website: 'https://example.com',
    };
    const info = tokenInfoFromAsset(asset);
    expect(info).toMatchObject({
      chainId: 101,
      address: 'mint',
      name: 'A very long token name that g…',
      symbol: 'LONGSYMBO…',
      tags: ['verified', 'pump'],
      verified: true,
      daily_volume: 15,
      created_at: '2026-01-01T00:00:00Z',
      freeze_authority: undefined,
      extensions: { website: 'https://example.com' },
    });
    expect(info.name).toHaveLength(30);
    expect(tokenInfoFromAsset({ ...asset, graduatedAt: '2026-02-01T00:00:00Z' }).created_at).toBe('2026-02-01T00:00:00Z');
    expect(tokenInfoFromAsset({ id: 'x', name: 'X', symbol: 'X' })).toMatchObject({ verified: false, daily_volume: undefined, decimals: 0 });
  });
});
