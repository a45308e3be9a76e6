import type { Asset } from '@streams/schemas/asset';
import { DEFAULT_BUY, DEFAULT_SELL, type SwapUrlInput } from '@streams/swap/swapUrl';
import { SWAP_URL_MESSAGES, type SwapUrlResult, type TokenLookup, canConfirmChoice, createSwapUrlResolver } from '@streams/swap/urlResolution';
import { type Observable, of, queueScheduler, throwError } from 'rxjs';
import { type LogEntry, createRecordingLogger } from '../../support/fakeLogger';
import { JUP, USDC } from './fixtures';

const jup: Asset = { id: JUP, name: 'Jupiter', symbol: 'JUP', decimals: 6, isVerified: true };
const jupSol: Asset = { id: 'jupSoLaHXQiZZTSfEWMTRRgpnyFm8f6sZdosWBjx93v', name: 'Jupiter Staked SOL', symbol: 'JupSOL', decimals: 9, isVerified: true };
const fakeJup = (n: number): Asset => ({ id: `FakeJup${String(n).padStart(36, '1')}`, name: `Not Jupiter ${n}`, symbol: 'JUP', decimals: 6 });
const threeJups: readonly Asset[] = [fakeJup(1), jup, fakeJup(2)];
const bonk: Asset = { id: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', name: 'Bonk', symbol: 'Bonk', decimals: 5, isVerified: true };
const bonkShout: Asset = { id: 'BoNKShout1111111111111111111111111111111111', name: 'BONK (other)', symbol: 'BONK', decimals: 6, isVerified: true };
const unknown: Asset = { id: 'Unkn0wn1111111111111111111111111111111111111', name: 'Unknown', symbol: 'UNK', decimals: 6 };
const nowhere = 'Nope'.padEnd(40, '1');

/** A search that answers loosely, as the search service does: every token whose symbol or mint contains the query, any case. */
const looseSearch =
  (assets: readonly Asset[]): TokenLookup =>
  (query) =>
    of(assets.filter((asset) => asset.id.includes(query) || asset.symbol.toLowerCase().includes(query.toLowerCase())));

/** A search that always answers the same tokens, whatever it was asked. */
const answers =
  (assets: readonly Asset[]): TokenLookup =>
  () =>
    of(assets);

const resolveOnce = (
  input: Omit<SwapUrlInput, 'pathname'>,
  lookup: TokenLookup,
  duplicates: string[] = [],
): { result: SwapUrlResult | undefined; warnings: LogEntry[] } => {
  const logger = createRecordingLogger();
  const resolver = createSwapUrlResolver({
    lookup,
    duplicates$: of(new Set(duplicates.map((symbol) => symbol.toUpperCase()))),
    scheduler: queueScheduler,
    logger,
  });
  let result: SwapUrlResult | undefined;
  resolver.resolve({ pathname: '/swap', ...input }).subscribe((value) => (result = value));
  return { result, warnings: logger.entries.filter((entry) => entry.level === 'warn') };
};

const pairOf = (result: SwapUrlResult | undefined): string =>
  result?.kind === 'resolved' ? `${result.sell.name} > ${result.buy.name} ${result.path}` : `${result?.kind ?? 'nothing'}`;

const tokenNotFound = {
  kind: 'not-found',
  title: SWAP_URL_MESSAGES.tokenNotFound,
  description: 'Please double check the token symbol/address. You will be redirected back to the swap page.',
  path: '/swap/SOL-USDC',
};
const addressNotFound = {
  kind: 'not-found',
  title: 'One of the token addresses in the URL cannot be found.',
  description: 'We could not find the token you are looking for. Please double check the token symbol/address. You will be redirected back to the swap page.',
  path: '/swap/SOL-USDC',
};

describe('swap URL symbols against a search that answers loosely (spec 001 §5, §7)', () => {
  it('a symbol resolves to the token with exactly that symbol, not to another token the search also found', () => {
    // JupSOL is verified and comes first in the answer: it must still not stand in for JUP.
    expect(pairOf(resolveOnce({ inOut: 'SOL-JUP' }, looseSearch([jupSol, jup])).result)).toBe('Wrapped SOL > Jupiter /swap/SOL-JUP');
  });

  it('a symbol in another case resolves to the token whose symbol matches it case-insensitively, and the URL takes its canonical symbol', () => {
    expect(pairOf(resolveOnce({ inOut: 'SOL-jup' }, looseSearch([jupSol, jup])).result)).toBe('Wrapped SOL > Jupiter /swap/SOL-JUP');
    expect(pairOf(resolveOnce({ inOut: 'jUp-SOL', inAmount: '2' }, looseSearch([jupSol, jup])).result)).toBe('Jupiter > Wrapped SOL /swap/JUP-SOL?inAmount=2');
  });

  it('a symbol in another case that only a longer symbol contains is not found', () => {
    expect(resolveOnce({ inOut: 'SOL-jup' }, looseSearch([jupSol])).result).toEqual(tokenNotFound);
  });

  it('a case-sensitive match wins over a verified token whose symbol differs only in case', () => {
    // BONK comes first and is verified too: the URL said Bonk.
    const search = looseSearch([bonkShout, bonk]);
    expect(pairOf(resolveOnce({ inOut: 'SOL-Bonk' }, search).result)).toBe('Wrapped SOL > Bonk /swap/SOL-Bonk');
    expect(pairOf(resolveOnce({ inOut: 'SOL-BONK' }, search).result)).toBe('Wrapped SOL > BONK (other) /swap/SOL-BONK');
  });

  it('only the case-sensitive namesakes count towards a choice: one exact match among three case-insensitive ones is no choice', () => {
    const bonkLower: Asset = { ...bonkShout, id: 'BoNKLower111111111111111111111111111111111', name: 'bonk (lower)', symbol: 'bonk' };
    expect(pairOf(resolveOnce({ inOut: 'SOL-Bonk' }, looseSearch([bonkShout, bonkLower, bonk])).result)).toBe('Wrapped SOL > Bonk /swap/SOL-Bonk');
  });
});

describe('swap URL addresses against a search that answers other tokens too', () => {
  it('an address resolves to the token with that mint, not to the first token the search answered', () => {
    expect(pairOf(resolveOnce({ inOut: `${unknown.id}-SOL` }, answers([jup, unknown])).result)).toBe(`Unknown > Wrapped SOL /swap/${unknown.id}-SOL`);
  });

  it('an address the search answers only other tokens for is not found', () => {
    expect(resolveOnce({ inOut: `SOL-${nowhere}` }, answers([jup, unknown])).result).toEqual(addressNotFound);
  });
});

describe('swap URL resolution: which notice a side that cannot be resolved shows', () => {
  it('an unknown address on the selling side: the address not-found modal', () => {
    expect(resolveOnce({ sell: nowhere, buy: JUP }, answers([jup])).result).toEqual(addressNotFound);
    expect(resolveOnce({ inOut: `${nowhere}-SOL` }, answers([jup])).result).toEqual(addressNotFound);
  });

  it('an unknown symbol on the selling side: the token not-found notice', () => {
    expect(resolveOnce({ inOut: 'NOPE-SOL' }, looseSearch([jup])).result).toEqual(tokenNotFound);
  });

  it('an unknown token outranks a choice on the other side: the notice, not the token picker', () => {
    const search: TokenLookup = (query) => (query === 'JUP' ? of(threeJups) : of([]));
    expect(resolveOnce({ inOut: `${nowhere}-JUP` }, search).result).toEqual(addressNotFound);
    expect(resolveOnce({ inOut: 'JUP-NOPE' }, search).result).toEqual(tokenNotFound);
  });
});

describe('swap URL resolution: more than two namesakes ask which token (spec 001 §5)', () => {
  const choose = (selling: readonly Asset[] | undefined, buying: readonly Asset[] | undefined, sell: Asset | undefined, buy: Asset | undefined) => ({
    kind: 'duplicate-symbol',
    message: 'There are more than 2 tokens with the same symbol. Please select the token you want to swap.',
    selling,
    buying,
    sell,
    buy,
    inAmount: undefined,
  });
  const search: TokenLookup = (query) => of(query === 'JUP' ? threeJups : [bonk, unknown].filter((asset) => asset.symbol === query || asset.id === query));

  it('namesakes on the selling side: the user chooses what to sell; the token bought by symbol is kept', () => {
    expect(resolveOnce({ inOut: 'JUP-Bonk' }, search).result).toEqual(choose(threeJups, undefined, undefined, bonk));
  });

  it('namesakes on the buying side: the token sold by symbol, by address or by built-in mint is kept', () => {
    expect(resolveOnce({ inOut: 'Bonk-JUP' }, search).result).toEqual(choose(undefined, threeJups, bonk, undefined));
    expect(resolveOnce({ inOut: `${unknown.id}-JUP` }, search).result).toEqual(choose(undefined, threeJups, unknown, undefined));
    expect(resolveOnce({ inOut: `${USDC}-JUP` }, search).result).toEqual(choose(undefined, threeJups, DEFAULT_BUY, undefined));
  });

  it('namesakes on both sides: the user chooses both', () => {
    expect(resolveOnce({ inOut: 'JUP-JUP' }, search).result).toEqual(choose(threeJups, threeJups, undefined, undefined));
  });

  it('Confirm stays disabled while the selling side is unchosen, whatever the buying side', () => {
    expect(canConfirmChoice(undefined, jup)).toBe(false);
    expect(canConfirmChoice(fakeJup(1), undefined)).toBe(false);
  });
});

describe('swap URL resolution when the search fails', () => {
  const failing =
    (error: unknown): TokenLookup =>
    (): Observable<readonly Asset[]> =>
      throwError(() => error);

  it('a failed search goes to the default pair, says why, and warns with the error message', () => {
    const { result, warnings } = resolveOnce({ inOut: 'SOL-JUP' }, failing(new Error('search down')));
    expect(result).toEqual({ kind: 'default', sell: DEFAULT_SELL, buy: DEFAULT_BUY, path: '/swap/SOL-USDC', reason: 'lookup failed' });
    expect(warnings).toEqual([{ level: 'warn', message: 'Swap URL lookup failed; using the default pair', context: { error: 'search down' } }]);
  });

  it('a search failing with something other than an Error is warned about as text', () => {
    const { result, warnings } = resolveOnce({ inOut: `${nowhere}-SOL` }, failing('HTTP 503'));
    expect(result?.kind === 'default' ? result.reason : result?.kind).toBe('lookup failed');
    expect(warnings.map((entry) => entry.context)).toEqual([{ error: 'HTTP 503' }]);
  });

  it('the default pair after a failed search still spells a shared symbol as its address', () => {
    const { result } = resolveOnce({ inOut: 'SOL-JUP' }, failing(new Error('search down')), ['usdc']);
    expect(result?.kind === 'default' ? result.path : result?.kind).toBe(`/swap/SOL-${USDC}`);
  });
});
