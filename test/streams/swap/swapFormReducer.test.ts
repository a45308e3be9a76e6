import type { Asset } from '@streams/schemas/asset';
import { type SwapAsset, swapAssetOf } from '@streams/swap/swapAsset';
import { EMPTY_CORE, type FormCore, type FormEvent, type SwapChoice, choiceOf, reduceForm, resolvedPair } from '@streams/swap/swapFormReducer';
import { DEFAULT_BUY, DEFAULT_SELL } from '@streams/swap/swapUrl';
import type { SwapUrlResult } from '@streams/swap/urlResolution';
import { JUP } from './fixtures';

const assetOf = (id: string, symbol: string, decimals: number | undefined, extra: Partial<Asset> = {}): Asset =>
  ({ id, symbol, name: symbol, decimals, isVerified: true, ...extra }) as Asset;
const tokenOf = (asset: Asset): SwapAsset => {
  const token = swapAssetOf(asset);
  if (!token) throw new Error(`no swap token for ${asset.symbol}`);
  return token;
};

const SOL = tokenOf(DEFAULT_SELL);
const USDC = tokenOf(DEFAULT_BUY);
const JUP_TOKEN = tokenOf(assetOf(JUP, 'JUP', 6));
/** Two verified tokens that share the symbol BONK: a URL naming BONK is ambiguous. */
const BONK_A_MINT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const BONK_B_MINT = 'BonkB1111111111111111111111111111111111111';
const BONK_A = tokenOf(assetOf(BONK_A_MINT, 'BONK', 5));
const BONK_B = tokenOf(assetOf(BONK_B_MINT, 'BONK', 5));

const reduce = (core: FormCore, ...events: FormEvent[]): FormCore => events.reduce(reduceForm, core);
const resolved = (sell: SwapAsset, buy: SwapAsset, path: string, rewrite: boolean, inAmount?: string): FormEvent => ({
  kind: 'resolved',
  sell,
  buy,
  inAmount,
  path,
  rewrite,
});
/** The form on SOL → USDC, opened at its canonical address (no write of its own yet). */
const onSolUsdc = reduce(EMPTY_CORE, resolved(SOL, USDC, '/swap/SOL-USDC', false));
/** The form after it wrote an address once (numbered 1). */
const afterOneWrite = reduce(EMPTY_CORE, resolved(SOL, USDC, '/swap/SOL-USDC', true));

const choice = (change: Partial<SwapChoice> = {}): SwapChoice => ({
  message: 'Several tokens are called BONK',
  selling: undefined,
  buying: undefined,
  sell: undefined,
  buy: undefined,
  inAmount: undefined,
  ...change,
});
const option = (token: SwapAsset) => ({ ...token, liquidity: undefined });

describe('a fresh swap form', () => {
  it('waits for its address, with no pair, nothing typed and the sell amount as the exact side', () => {
    expect(EMPTY_CORE).toEqual({
      resolution: 'pending',
      notFound: undefined,
      choosing: undefined,
      sell: undefined,
      buy: undefined,
      amountText: '',
      mode: 'ExactIn',
      outText: '',
      address: undefined,
      written: undefined,
      pairPath: undefined,
      duplicates: new Set(),
    });
  });
});

describe('the address resolving', () => {
  it('shows the pair with the URL amount, and writes no address when the page is already there', () => {
    const core = reduce(EMPTY_CORE, resolved(SOL, USDC, '/swap/SOL-USDC', false, '1.5'));
    expect(core).toMatchObject({ resolution: 'ready', sell: SOL, buy: USDC, amountText: '1.5', mode: 'ExactIn', outText: '', pairPath: '/swap/SOL-USDC' });
    expect(core.address).toBeUndefined();
    expect(core.written).toBeUndefined();
  });

  it('replaces a non-canonical address with the canonical one, numbered after the page has applied none', () => {
    const core = reduce(EMPTY_CORE, resolved(SOL, USDC, '/swap/SOL-USDC', true));
    expect(core.address?.path).toBe('/swap/SOL-USDC');
    expect(core.address?.seq).toBeGreaterThan(0);
    expect(core.written).toBe('/swap/SOL-USDC');
  });

  it('numbers a second rewrite to the same path after the first, so the page applies it again', () => {
    const first = afterOneWrite.address?.seq ?? Number.NaN;
    const core = reduce(afterOneWrite, resolved(SOL, USDC, '/swap/SOL-USDC', true));
    expect(core.address?.path).toBe('/swap/SOL-USDC');
    expect(core.address?.seq).toBeGreaterThan(first);
  });

  it('drops a buy amount typed before the address resolved: the URL amount is the sell amount', () => {
    const core = reduce(EMPTY_CORE, { kind: 'out-amount', text: '20' }, resolved(SOL, USDC, '/swap/SOL-USDC', false));
    expect(core).toMatchObject({ amountText: '', outText: '', mode: 'ExactIn' });
  });
});

describe('picking a token', () => {
  it('changes nothing before the address has resolved to a pair', () => {
    expect(reduce(EMPTY_CORE, { kind: 'choose', side: 'sell', token: JUP_TOKEN })).toBe(EMPTY_CORE);
    expect(reduce(EMPTY_CORE, { kind: 'choose', side: 'buy', token: JUP_TOKEN })).toBe(EMPTY_CORE);
  });

  it('a new sell token keeps the buy token and the typed amount, and writes the new pair address', () => {
    const core = reduce(onSolUsdc, { kind: 'amount', text: '2' }, { kind: 'choose', side: 'sell', token: JUP_TOKEN });
    expect(core).toMatchObject({ sell: JUP_TOKEN, buy: USDC, amountText: '2', written: '/swap/JUP-USDC', pairPath: '/swap/JUP-USDC' });
    expect(core.address?.path).toBe('/swap/JUP-USDC');
  });

  it('a new buy token keeps the sell token', () => {
    const core = reduce(onSolUsdc, { kind: 'choose', side: 'buy', token: JUP_TOKEN });
    expect(core).toMatchObject({ sell: SOL, buy: JUP_TOKEN, written: '/swap/SOL-JUP', pairPath: '/swap/SOL-JUP' });
    expect(core.address?.path).toBe('/swap/SOL-JUP');
  });

  it('a picked token whose symbol several verified tokens share is written by its mint (the Tokens API list), others by symbol', () => {
    const core = reduce(onSolUsdc, { kind: 'duplicates', symbols: new Set(['BONK']) }, { kind: 'choose', side: 'buy', token: BONK_B });
    expect(core.address?.path).toBe(`/swap/SOL-${BONK_B_MINT}`);
    expect(reduce(core, { kind: 'choose', side: 'buy', token: JUP_TOKEN }).address?.path).toBe('/swap/SOL-JUP');
    // Before the list arrives, the symbol it would have named.
    expect(reduce(onSolUsdc, { kind: 'choose', side: 'buy', token: BONK_B }).address?.path).toBe('/swap/SOL-BONK');
  });

  it('picking the buy token as the sell token swaps the two sides (never the same token twice)', () => {
    const core = reduce(onSolUsdc, { kind: 'choose', side: 'sell', token: USDC });
    expect(core).toMatchObject({ sell: USDC, buy: SOL, pairPath: '/swap/USDC-SOL' });
    expect(core.address?.path).toBe('/swap/USDC-SOL');
  });

  it('picking the sell token as the buy token swaps the two sides', () => {
    const core = reduce(onSolUsdc, { kind: 'choose', side: 'buy', token: SOL });
    expect(core).toMatchObject({ sell: USDC, buy: SOL, pairPath: '/swap/USDC-SOL' });
    expect(core.address?.path).toBe('/swap/USDC-SOL');
  });

  it('numbers each pick after the last write, even when it returns to an address written before', () => {
    const away = reduce(afterOneWrite, { kind: 'choose', side: 'buy', token: JUP_TOKEN });
    const back = reduce(away, { kind: 'choose', side: 'buy', token: USDC });
    expect(back.address?.path).toBe('/swap/SOL-USDC');
    expect(away.address?.seq).toBeGreaterThan(afterOneWrite.address?.seq ?? Number.NaN);
    expect(back.address?.seq).toBeGreaterThan(away.address?.seq ?? Number.NaN);
  });

  it('the first pick on a form that never wrote is numbered after the none the page applied', () => {
    const core = reduce(onSolUsdc, { kind: 'choose', side: 'sell', token: JUP_TOKEN });
    expect(core.address?.seq).toBeGreaterThan(0);
  });
});

describe('flipping the pair', () => {
  it('swaps the sides and keeps the sell amount typed', () => {
    const core = reduce(onSolUsdc, { kind: 'amount', text: '0.25' }, { kind: 'flip' });
    expect(core).toMatchObject({ sell: USDC, buy: SOL, amountText: '0.25', outText: '', mode: 'ExactIn', pairPath: '/swap/USDC-SOL' });
    expect(core.address?.path).toBe('/swap/USDC-SOL');
  });

  it('turns an exact buy amount into the new sell amount', () => {
    const core = reduce(onSolUsdc, { kind: 'out-amount', text: '17' }, { kind: 'flip' });
    expect(core).toMatchObject({ sell: USDC, buy: SOL, amountText: '17', outText: '', mode: 'ExactIn' });
  });

  it('numbers a flip back to the first address after the flip away', () => {
    const away = reduce(afterOneWrite, { kind: 'flip' });
    const back = reduce(away, { kind: 'flip' });
    expect(back.address?.path).toBe('/swap/SOL-USDC');
    expect(away.address?.seq).toBeGreaterThan(afterOneWrite.address?.seq ?? Number.NaN);
    expect(back.address?.seq).toBeGreaterThan(away.address?.seq ?? Number.NaN);
  });

  it('does nothing before the pair has resolved, even with a buy amount typed', () => {
    const typed = reduce(EMPTY_CORE, { kind: 'out-amount', text: '17' });
    expect(reduce(typed, { kind: 'flip' })).toBe(typed);
  });
});

describe('amounts', () => {
  it('typing a buy amount makes it the exact side; typing a sell amount again clears it', () => {
    const exactOut = reduce(onSolUsdc, { kind: 'amount', text: '1' }, { kind: 'out-amount', text: '30' });
    expect(exactOut).toMatchObject({ amountText: '1', outText: '30', mode: 'ExactOut' });
    expect(reduce(exactOut, { kind: 'amount', text: '2' })).toMatchObject({ amountText: '2', outText: '', mode: 'ExactIn' });
  });

  it('a landed swap clears both amounts and goes back to an exact sell amount, keeping the pair', () => {
    const typed = reduce(onSolUsdc, { kind: 'amount', text: '1' }, { kind: 'out-amount', text: '30' });
    expect(reduce(typed, { kind: 'landed' })).toEqual({ ...typed, amountText: '', outText: '', mode: 'ExactIn' });
  });
});

describe('the chooser for a shared symbol', () => {
  const choosingSell = reduce(EMPTY_CORE, { kind: 'ambiguous', choice: choice({ selling: [option(BONK_A), option(BONK_B)], buy: USDC, inAmount: '100' }) });
  const choosingBuy = reduce(EMPTY_CORE, { kind: 'ambiguous', choice: choice({ buying: [option(BONK_A), option(BONK_B)], sell: SOL }) });

  it('opens with the choice and waits for the user', () => {
    expect(choosingSell).toMatchObject({ resolution: 'choosing', notFound: undefined });
    expect(choosingSell.choosing?.selling).toHaveLength(2);
  });

  it('names the chosen sell namesake by its mint, so the address never asks again; the URL amount is kept', () => {
    const core = reduce(choosingSell, { kind: 'chose', sell: BONK_B, buy: USDC });
    expect(core).toMatchObject({
      resolution: 'ready',
      choosing: undefined,
      sell: BONK_B,
      buy: USDC,
      amountText: '100',
      written: `/swap/${BONK_B_MINT}-USDC`,
      pairPath: `/swap/${BONK_B_MINT}-USDC`,
    });
    expect(core.address?.path).toBe(`/swap/${BONK_B_MINT}-USDC`);
  });

  it('names the chosen buy namesake by its mint and the unambiguous sell token by its symbol', () => {
    const core = reduce(choosingBuy, { kind: 'chose', sell: SOL, buy: BONK_A });
    expect(core.address?.path).toBe(`/swap/SOL-${BONK_A_MINT}`);
    expect(core.pairPath).toBe(`/swap/SOL-${BONK_A_MINT}`);
  });

  it('quotes the address amount as a sell amount even after a buy amount was typed (the typed buy amount goes)', () => {
    const typedBuy = reduce(onSolUsdc, { kind: 'out-amount', text: '30' });
    expect(typedBuy).toMatchObject({ mode: 'ExactOut', outText: '30' });
    const choosing = reduce(typedBuy, { kind: 'ambiguous', choice: choice({ selling: [option(BONK_A), option(BONK_B)], buy: USDC, inAmount: '100' }) });
    expect(reduce(choosing, { kind: 'chose', sell: BONK_A, buy: USDC })).toMatchObject({ amountText: '100', mode: 'ExactIn', outText: '' });
  });

  it('leaves the amount empty when the URL had none', () => {
    expect(reduce(choosingBuy, { kind: 'chose', sell: SOL, buy: BONK_A }).amountText).toBe('');
  });

  it('numbers the chosen address after the last write', () => {
    const choosing = reduce(afterOneWrite, { kind: 'ambiguous', choice: choice({ buying: [option(BONK_A), option(BONK_B)], sell: SOL }) });
    const core = reduce(choosing, { kind: 'chose', sell: SOL, buy: BONK_A });
    expect(core.address?.seq).toBeGreaterThan(afterOneWrite.address?.seq ?? Number.NaN);
  });

  it('the first chosen address is numbered after the none the page applied', () => {
    expect(reduce(choosingBuy, { kind: 'chose', sell: SOL, buy: BONK_A }).address?.seq).toBeGreaterThan(0);
  });

  it('refuses the same token on both sides: the chooser stays open', () => {
    expect(reduce(choosingSell, { kind: 'chose', sell: BONK_A, buy: BONK_A })).toBe(choosingSell);
  });

  it('ignores a choice when no chooser is open', () => {
    expect(reduce(onSolUsdc, { kind: 'chose', sell: BONK_A, buy: USDC })).toBe(onSolUsdc);
  });

  it('closing it goes to the default pair address, to be resolved like any other', () => {
    const core = reduce(choosingSell, { kind: 'dismiss' });
    expect(core).toMatchObject({ resolution: 'pending', choosing: undefined, notFound: undefined, written: undefined });
    expect(core.address?.path).toBe('/swap/SOL-USDC');
    expect(core.address?.seq).toBeGreaterThan(0);
  });
});

describe('an address that names no token', () => {
  const notFound = { title: 'Token not found', description: 'Redirecting to SOL-USDC.', path: '/swap/SOL-USDC' };

  it('shows the message, closing any chooser', () => {
    const core = reduce(EMPTY_CORE, { kind: 'ambiguous', choice: choice() }, { kind: 'not-found', ...notFound });
    expect(core).toMatchObject({ resolution: 'not-found', choosing: undefined, notFound });
  });

  it('dismissing it goes to the redirect address, numbered after the last write, and forgets what the form wrote', () => {
    const shown = reduce(afterOneWrite, { kind: 'not-found', ...notFound });
    const core = reduce(shown, { kind: 'dismiss' });
    expect(core).toMatchObject({ resolution: 'pending', notFound: undefined, choosing: undefined, written: undefined });
    expect(core.address?.path).toBe('/swap/SOL-USDC');
    expect(core.address?.seq).toBeGreaterThan(afterOneWrite.address?.seq ?? Number.NaN);
  });

  it('dismissing with nothing open changes nothing', () => {
    expect(reduce(onSolUsdc, { kind: 'dismiss' })).toBe(onSolUsdc);
  });
});

describe('the pair of a URL resolution', () => {
  const SOL_ASSET = DEFAULT_SELL;
  const USDC_ASSET = DEFAULT_BUY;
  /** A token the service sent without decimals: its amounts cannot be converted. */
  const NO_DECIMALS = assetOf('NoDec11111111111111111111111111111111111111', 'NODEC', undefined);

  it('a resolved URL gives its pair and its amount', () => {
    const result: SwapUrlResult = { kind: 'resolved', sell: SOL_ASSET, buy: USDC_ASSET, inAmount: '3', path: '/swap/SOL-USDC?inAmount=3' };
    expect(resolvedPair(result)).toEqual({ sell: SOL, buy: USDC, inAmount: '3' });
  });

  it('the default pair comes without an amount', () => {
    const result: SwapUrlResult = { kind: 'default', sell: SOL_ASSET, buy: USDC_ASSET, path: '/swap/SOL-USDC', reason: 'malformed pair' };
    expect(resolvedPair(result)).toEqual({ sell: SOL, buy: USDC, inAmount: undefined });
  });

  it.each<[string, Asset, Asset]>([
    ['sell', NO_DECIMALS, USDC_ASSET],
    ['buy', SOL_ASSET, NO_DECIMALS],
    ['both', NO_DECIMALS, NO_DECIMALS],
  ])('no pair when the %s token has unknown decimals (nothing could be converted to base units)', (_side, sell, buy) => {
    expect(resolvedPair({ kind: 'resolved', sell, buy, inAmount: '1', path: '/swap/x-y' })).toBeUndefined();
    expect(resolvedPair({ kind: 'default', sell, buy, path: '/swap/x-y', reason: 'lookup failed' })).toBeUndefined();
  });

  it('no pair for a not-found address, a chooser or a skipped one', () => {
    expect(resolvedPair({ kind: 'not-found', title: 't', description: 'd', path: '/swap/SOL-USDC' })).toBeUndefined();
    expect(resolvedPair({ kind: 'skip' })).toBeUndefined();
    expect(
      resolvedPair({ kind: 'duplicate-symbol', message: 'm', selling: [SOL_ASSET], buying: undefined, sell: undefined, buy: USDC_ASSET, inAmount: undefined }),
    ).toBeUndefined();
  });
});

describe('the chooser built from a URL resolution', () => {
  it('offers only the namesakes whose decimals are known, with their liquidity to tell them apart', () => {
    const choosing = choiceOf({
      kind: 'duplicate-symbol',
      message: 'Several tokens are called BONK',
      selling: [
        assetOf(BONK_A_MINT, 'BONK', 5, { liquidity: 1_000_000 }),
        assetOf('BonkNoDec111111111111111111111111111111111', 'BONK', undefined, { liquidity: 5 }),
        assetOf(BONK_B_MINT, 'BONK', 5, { liquidity: null }),
      ],
      buying: undefined,
      sell: undefined,
      buy: DEFAULT_BUY,
      inAmount: '7',
    });
    expect(choosing).toEqual({
      message: 'Several tokens are called BONK',
      selling: [
        { ...BONK_A, liquidity: 1_000_000 },
        { ...BONK_B, liquidity: undefined },
      ],
      buying: undefined,
      sell: undefined,
      buy: USDC,
      inAmount: '7',
    });
  });

  it('offers nothing on a side whose namesakes all lack decimals', () => {
    const choosing = choiceOf({
      kind: 'duplicate-symbol',
      message: 'm',
      selling: undefined,
      buying: [assetOf('BonkNoDec111111111111111111111111111111111', 'BONK', undefined)],
      sell: DEFAULT_SELL,
      buy: undefined,
      inAmount: undefined,
    });
    expect(choosing.buying).toEqual([]);
    expect(choosing.sell).toEqual(SOL);
  });
});
