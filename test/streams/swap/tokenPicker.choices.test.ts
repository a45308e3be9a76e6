import type { HoldingRow } from '@streams/portfolio/holdingRows';
import type { ListedToken } from '@streams/prices/verifiedTokens';
import type { Asset } from '@streams/schemas/asset';
import { USDC_MINT, WRAPPED_SOL_MINT } from '@streams/swap/addresses';
import { type TokenChoice, localChoices } from '@streams/swap/tokenPicker';

const WOOF = 'Woof111111111111111111111111111111111111111';
const MEOW = 'Meow111111111111111111111111111111111111111';

const row = (mint: string, amount: bigint, decimals: number, info: Asset | undefined): HoldingRow => ({
  mint,
  native: false,
  amount,
  decimals,
  accounts: [],
  programId: undefined,
  uiAmount: Number(amount) / 10 ** decimals,
  info,
  unknown: info === undefined,
  usdPrice: undefined,
  usdValue: undefined,
  priceFreshness: { stale: false, updatedAt: undefined },
  lendApy: undefined,
  stakeable: false,
});

const info = (id: string, symbol: string, extra: Partial<Asset> = {}): Asset =>
  ({ id, name: `${symbol} token`, symbol, decimals: 9, icon: `https://img.example/${symbol}.png`, isVerified: true, ...extra }) as Asset;

const listed = (address: string, symbol: string, extra: Partial<ListedToken> = {}): ListedToken => ({
  address,
  name: `${symbol} listed`,
  symbol,
  decimals: 8,
  tags: ['verified'],
  ...extra,
});

const summary = (choices: readonly TokenChoice[]) => choices.map((choice) => `${choice.symbol}${choice.balance ? `=${choice.balance.amount}` : ''}`);

describe('the token picker’s local choices', () => {
  it('are the well-known tokens alone while there are no holdings and no list', () => {
    expect(summary(localChoices(undefined))).toEqual(['SOL', 'USDC', 'USDT', 'JUP', 'Bonk']);
    expect(summary(localChoices([]))).toEqual(['SOL', 'USDC', 'USDT', 'JUP', 'Bonk']);
  });

  it('lead with the wallet’s tokens and their balances, in the wallet’s order, then the well-known ones', () => {
    const choices = localChoices([
      row(WOOF, 1500n, 2, info(WOOF, 'WOOF', { decimals: 4 })),
      row(MEOW, 1n, 0, info(MEOW, 'MEOW', { isVerified: false, icon: null })),
    ]);
    expect(summary(choices)).toEqual(['WOOF=1500', 'MEOW=1', 'SOL', 'USDC', 'USDT', 'JUP', 'Bonk']);
    // the wallet's decimals are the truth (the balance is in its base units), not the service's
    expect(choices[0]).toEqual({
      id: WOOF,
      symbol: 'WOOF',
      name: 'WOOF token',
      icon: 'https://img.example/WOOF.png',
      trust: { level: 'verified' },
      token: { id: WOOF, symbol: 'WOOF', name: 'WOOF token', decimals: 2, icon: 'https://img.example/WOOF.png', verified: true, trust: { level: 'verified' } },
      balance: { amount: 1500n, decimals: 2 },
    });
    expect(choices[1]).toMatchObject({ icon: undefined, trust: { level: 'warning', reason: 'unverified' }, token: { decimals: 0 } });
  });

  it('leave out a token the wallet holds none of (0 base units) and one whose info has not come (boundary: 1 base unit is listed)', () => {
    const choices = localChoices([row(WOOF, 0n, 2, info(WOOF, 'WOOF')), row(MEOW, 5n, 0, undefined), row(WOOF, 1n, 2, info(WOOF, 'WOOF'))]);
    expect(summary(choices)).toEqual(['WOOF=1', 'SOL', 'USDC', 'USDT', 'JUP', 'Bonk']);
  });

  it('list a well-known token the wallet holds once, as the holding with its balance', () => {
    const choices = localChoices([row(USDC_MINT, 2_000_000n, 6, info(USDC_MINT, 'USDC', { name: 'USD Coin', decimals: 6 }))], [listed(USDC_MINT, 'USDC')]);
    expect(summary(choices)).toEqual(['USDC=2000000', 'SOL', 'USDT', 'JUP', 'Bonk']);
  });

  it('add the verified list’s tokens after the well-known ones, each once, with their logo and tick', () => {
    const choices = localChoices(undefined, [
      listed(WOOF, 'WOOF', { logoURI: 'https://img.example/woof-list.png' }),
      listed(MEOW, 'MEOW'),
      listed(WOOF, 'WOOF'),
    ]);
    expect(summary(choices)).toEqual(['SOL', 'USDC', 'USDT', 'JUP', 'Bonk', 'WOOF', 'MEOW']);
    expect(choices[5]).toEqual({
      id: WOOF,
      symbol: 'WOOF',
      name: 'WOOF listed',
      decimals: 8,
      icon: 'https://img.example/woof-list.png',
      verified: true,
      trust: { level: 'verified' },
      token: {
        id: WOOF,
        symbol: 'WOOF',
        name: 'WOOF listed',
        decimals: 8,
        icon: 'https://img.example/woof-list.png',
        verified: true,
        trust: { level: 'verified' },
      },
      balance: undefined,
    });
    expect(choices[6]).toMatchObject({ icon: undefined });
  });

  it('warn about a listed token its tags do not call verified', () => {
    const [meow] = localChoices(undefined, [listed(MEOW, 'MEOW', { tags: ['token-2022'] })]).slice(5);
    expect(meow).toMatchObject({ id: MEOW, verified: false, trust: { level: 'warning', reason: 'unverified' } });
  });

  it('give a well-known token without a built-in icon the list’s logo; SOL keeps its own', () => {
    const choices = localChoices(undefined, [
      listed(USDC_MINT, 'USDC', { logoURI: 'https://img.example/usdc.png' }),
      listed(WRAPPED_SOL_MINT, 'SOL', { logoURI: 'https://img.example/sol.png' }),
    ]);
    expect(summary(choices)).toEqual(['SOL', 'USDC', 'USDT', 'JUP', 'Bonk']);
    expect(choices.map((choice) => choice.icon)).toEqual(['/tokens/sol.svg', 'https://img.example/usdc.png', undefined, undefined, undefined]);
    expect(choices[1]?.token?.icon).toBe('https://img.example/usdc.png');
  });
});
