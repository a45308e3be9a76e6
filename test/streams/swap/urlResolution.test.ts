import type { Asset } from '@streams/schemas/asset';
import { DEFAULT_BUY, DEFAULT_SELL, type SwapUrlInput, isPerpsRoute, parseSwapUrl, parseTokenRef, swapPath, swapSlug } from '@streams/swap/swapUrl';
import { SWAP_URL_MESSAGES, type SwapUrlResult, type TokenLookup, canConfirmChoice, createSwapUrlResolver } from '@streams/swap/urlResolution';
import { type Observable, map, mergeMap, of, queueScheduler, throwError } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { JUP, SOL, USDC } from './fixtures';

const jup: Asset = { id: JUP, name: 'Jupiter', symbol: 'JUP', decimals: 6, isVerified: true };
const fakeJup = (n: number): Asset => ({ id: `FakeJup${String(n).padStart(36, '1')}`, name: `Not Jupiter ${n}`, symbol: 'JUP', decimals: 6 });
const bonk: Asset = { id: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', name: 'Bonk', symbol: 'Bonk', decimals: 5, tags: ['verified'] };
const weird: Asset = { id: 'Weird111111111111111111111111111111111111111', name: 'Weird', symbol: '$WEIRD', decimals: 6, isVerified: true };
const unknown: Asset = { id: 'Unkn0wn1111111111111111111111111111111111111', name: 'Unknown', symbol: 'UNK', decimals: 6 };

/** A search over a small token set: by exact mint, else by symbol (case-insensitive). */
const catalogue: readonly Asset[] = [jup, bonk, weird, unknown];
const searchIn =
  (assets: readonly Asset[]): TokenLookup =>
  (query) =>
    of(assets.filter((asset) => asset.id === query || asset.symbol.toLowerCase() === query.toLowerCase()));

const resolveOnce = (
  input: SwapUrlInput,
  lookup: TokenLookup = searchIn(catalogue),
  duplicates: string[] = [],
): { result: SwapUrlResult | undefined; queries: string[] } => {
  const queries: string[] = [];
  const resolver = createSwapUrlResolver({
    lookup: (query) => (queries.push(query), lookup(query)),
    duplicates$: of(new Set(duplicates.map((symbol) => symbol.toUpperCase()))),
    scheduler: queueScheduler,
    logger: createRecordingLogger(),
  });
  let result: SwapUrlResult | undefined;
  resolver.resolve(input).subscribe((value) => (result = value));
  return { result, queries };
};

const summary = (result: SwapUrlResult | undefined): string => {
  switch (result?.kind) {
    case 'resolved':
      return `${result.sell.symbol}>${result.buy.symbol} ${result.path}`;
    case 'default':
      return `default ${result.path} (${result.reason})`;
    case 'not-found':
      return `not-found ${result.path}`;
    case 'duplicate-symbol':
      return `choose selling:${result.selling?.length ?? '-'} buying:${result.buying?.length ?? '-'}`;
    case 'skip':
      return 'skip';
    default:
      return 'nothing';
  }
};

describe('swap URL parsing (spec 001 §5)', () => {
  it.each([
    ['SOL', { kind: 'symbol', symbol: 'SOL' }],
    [`JUP_${JUP}`, { kind: 'symbol-address', symbol: 'JUP', address: JUP }],
    ['JUP_short', { kind: 'symbol', symbol: 'JUP_short' }],
    [`J_${'x'.repeat(31)}`, { kind: 'symbol', symbol: `J_${'x'.repeat(31)}` }],
    [`J_${'x'.repeat(48)}`, { kind: 'symbol-address', symbol: 'J', address: 'x'.repeat(48) }],
    [`J_${'x'.repeat(49)}`, { kind: 'symbol', symbol: `J_${'x'.repeat(49)}` }],
    [JUP, { kind: 'address', address: JUP }],
    ['x'.repeat(32), { kind: 'address', address: 'x'.repeat(32) }],
    ['x'.repeat(31), { kind: 'symbol', symbol: 'x'.repeat(31) }],
    ['', undefined],
  ])('%j → %j', (part, ref) => expect(parseTokenRef(part)).toEqual(ref));

  it.each([
    ['1.5', '1.5', false],
    ['0', undefined, true],
    ['-1', undefined, true],
    ['abc', undefined, true],
    ['1e18', undefined, true],
    ['99999999999999999', '99999999999999999', false],
    ['100000000000000000', undefined, true],
    [undefined, undefined, false],
  ])('inAmount %j kept as %j (dropped: %s)', (inAmount, kept, dropped) => {
    const parsed = parseSwapUrl({ pathname: '/swap', inOut: 'SOL-USDC', inAmount });
    expect(parsed.inAmount).toBe(kept);
    expect(parsed.amountDropped).toBe(dropped);
  });

  it('sell and buy parameters (address shape only) win over inOut', () => {
    expect(parseSwapUrl({ pathname: '/swap', inOut: 'SOL-USDC', buy: JUP })).toMatchObject({
      sell: { kind: 'symbol', symbol: 'SOL' },
      buy: { kind: 'address', address: JUP },
    });
    expect(parseSwapUrl({ pathname: '/swap', inOut: 'SOL-USDC', buy: 'JUP_x' }).buy).toEqual({ kind: 'symbol', symbol: 'USDC' });
    expect(parseSwapUrl({ pathname: '/swap', inOut: 'SOL-USDC-JUP' }).malformed).toBe(true);
  });

  it.each([
    ['/perps', true],
    ['/perps/SOL-USDC', true],
    ['/perps-v2', true],
    ['/perps-legacy/x', true],
    ['/swap/SOL-USDC', false],
    ['/perpsx', false],
  ])('%s is a perps route: %s', (pathname, perps) => expect(isPerpsRoute(pathname)).toBe(perps));
});

describe('swap URL resolution (spec 001 §5)', () => {
  it.each([
    ['built-in symbols need no lookup', { inOut: 'SOL-USDC' }, 'SOL>USDC /swap/SOL-USDC', []],
    ['lower-case built-in symbols', { inOut: 'sol-usdt' }, 'SOL>USDT /swap/SOL-USDT', []],
    ['a verified symbol', { inOut: 'SOL-JUP' }, 'SOL>JUP /swap/SOL-JUP', ['JUP']],
    ['symbol_address resolves the address', { inOut: `SOL-JUP_${JUP}` }, 'SOL>JUP /swap/SOL-JUP', [JUP]],
    ['an address', { inOut: `${USDC}-${JUP}` }, 'USDC>JUP /swap/USDC-JUP', [JUP]],
    ['sell and buy parameters', { sell: JUP, buy: SOL }, 'JUP>SOL /swap/JUP-SOL', [JUP]],
    ['a missing side takes the default', { sell: JUP }, 'JUP>USDC /swap/JUP-USDC', [JUP]],
    ['the amount is kept in the path', { inOut: 'SOL-USDC', inAmount: '2.5' }, 'SOL>USDC /swap/SOL-USDC?inAmount=2.5', []],
    ['an amount over the limit is dropped', { inOut: 'SOL-USDC', inAmount: '1e30' }, 'SOL>USDC /swap/SOL-USDC', []],
    ['a non-alphanumeric symbol uses the address as slug', { inOut: `SOL-${weird.id}` }, `SOL>$WEIRD /swap/SOL-${weird.id}`, [weird.id]],
    ['an unverified token uses the address as slug', { inOut: `${unknown.id}-SOL` }, `UNK>SOL /swap/${unknown.id}-SOL`, [unknown.id]],
    ['same token both sides: sell resets to the default sell token', { inOut: 'JUP-JUP' }, 'SOL>JUP /swap/SOL-JUP', ['JUP']],
    ['SOL on both sides: the default pair', { inOut: 'SOL-SOL' }, 'SOL>USDC /swap/SOL-USDC', []],
    [
      'an unknown address: not found modal, then the default pair',
      { inOut: `SOL-${'Nope'.padEnd(40, '1')}` },
      'not-found /swap/SOL-USDC',
      ['Nope'.padEnd(40, '1')],
    ],
    ['an unknown symbol: the not-found notice, then the default pair', { inOut: 'SOL-NOPE' }, 'not-found /swap/SOL-USDC', ['NOPE']],
    ['a malformed pair: the default pair', { inOut: 'SOL' }, 'default /swap/SOL-USDC (malformed pair)', []],
    ['a perps route is skipped', { pathname: '/perps/SOL-USDC', inOut: 'SOL-USDC' }, 'skip', []],
  ])('%s', (_name, url, expected, queries) => {
    const outcome = resolveOnce({ pathname: '/swap', ...url });
    expect(summary(outcome.result)).toBe(expected);
    expect(outcome.queries).toEqual(queries);
  });

  it('a symbol that duplicated verified tokens share is not a slug', () => {
    expect(summary(resolveOnce({ pathname: '/swap', inOut: 'SOL-JUP' }, searchIn(catalogue), ['jup']).result)).toBe(`SOL>JUP /swap/SOL-${JUP}`);
  });

  it('two verified tokens sharing a symbol: the same one whatever order the search answers in (the older), addressed by its mint', () => {
    const older: Asset = {
      id: 'Weth0lder111111111111111111111111111111111',
      name: 'Wrapped Ether (Wormhole)',
      symbol: 'WETH',
      decimals: 8,
      isVerified: true,
      createdAt: '2021-03-01T00:00:00Z',
    };
    const newer: Asset = {
      id: 'Weth1Newer11111111111111111111111111111111',
      name: 'Wrapped Ether (Sollet)',
      symbol: 'WETH',
      decimals: 8,
      isVerified: true,
      createdAt: '2022-06-01T00:00:00Z',
    };
    const opened = (answer: readonly Asset[]) => summary(resolveOnce({ pathname: '/swap', inOut: 'SOL-WETH' }, () => of(answer), ['WETH']).result);
    expect(opened([older, newer])).toBe(`SOL>WETH /swap/SOL-${older.id}`);
    expect(opened([newer, older])).toBe(`SOL>WETH /swap/SOL-${older.id}`);
    // Without a creation date to tell them apart, the mint decides: still one answer.
    const undated = [newer, older].map(({ createdAt: _dropped, ...rest }) => rest);
    expect(opened(undated)).toBe(opened([...undated].reverse()));
  });

  it('a symbol no token has logs the spec message', () => {
    const logger = createRecordingLogger();
    const resolver = createSwapUrlResolver({ lookup: () => of([]), scheduler: queueScheduler, logger });
    resolver.resolve({ pathname: '/swap', inOut: 'SOL-NOPE', sell: null, buy: null, inAmount: null }).subscribe();
    expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'Invalid token information', context: { symbol: 'NOPE' } }));
  });

  it('two tokens sharing a symbol: the verified one; more than two: the user chooses', () => {
    expect(summary(resolveOnce({ pathname: '/swap', inOut: 'SOL-JUP' }, searchIn([fakeJup(1), jup])).result)).toBe('SOL>JUP /swap/SOL-JUP');
    const { result } = resolveOnce({ pathname: '/swap', inOut: 'SOL-JUP', inAmount: '3' }, searchIn([fakeJup(1), jup, fakeJup(2)]));
    expect(result).toEqual({
      kind: 'duplicate-symbol',
      message: SWAP_URL_MESSAGES.duplicateSymbol,
      selling: undefined,
      buying: [fakeJup(1), jup, fakeJup(2)],
      sell: DEFAULT_SELL,
      buy: undefined,
      inAmount: '3',
    });
  });

  it('the not-found modal carries the spec texts (spec 001 §5 for an address, §2.2 for a token)', () => {
    const { result } = resolveOnce({ pathname: '/swap', buy: 'Nope'.padEnd(40, '1') });
    expect(result).toEqual({
      kind: 'not-found',
      title: 'One of the token addresses in the URL cannot be found.',
      description:
        'We could not find the token you are looking for. Please double check the token symbol/address. You will be redirected back to the swap page.',
      path: '/swap/SOL-USDC',
    });
    expect(resolveOnce({ pathname: '/swap', inOut: 'SOL-NOPE' }).result).toEqual({
      kind: 'not-found',
      title: 'We could not find the token you are looking for.',
      description: 'Please double check the token symbol/address. You will be redirected back to the swap page.',
      path: '/swap/SOL-USDC',
    });
  });

  it('a token the app cannot represent (decimals out of range) is never resolved: the Unsupported token notice, then the default pair', () => {
    const hostile: Asset = { id: 'Hosti1e111111111111111111111111111111111111', name: 'Hostile', symbol: 'HOST', unsupported: 'decimals' };
    const unsupported = {
      kind: 'not-found',
      title: 'Unsupported token',
      description: `${SWAP_URL_MESSAGES.unsupportedDetail} ${SWAP_URL_MESSAGES.redirect}`,
      path: '/swap/SOL-USDC',
    };
    expect(resolveOnce({ pathname: '/swap', inOut: `SOL-${hostile.id}` }, searchIn([hostile])).result).toEqual(unsupported);
    expect(resolveOnce({ pathname: '/swap', inOut: 'HOST-SOL' }, searchIn([hostile])).result).toEqual(unsupported);
    // Among namesakes it is left out: two others are no choice to make.
    const namesake = { ...hostile, symbol: 'JUP' };
    expect(summary(resolveOnce({ pathname: '/swap', inOut: 'SOL-JUP' }, searchIn([fakeJup(1), jup, namesake])).result)).toBe('SOL>JUP /swap/SOL-JUP');
  });

  it('a lookup that fails falls back to the default pair', () => {
    const { result } = resolveOnce({ pathname: '/swap', inOut: 'SOL-JUP' }, (): Observable<readonly Asset[]> => throwError(() => new Error('search down')));
    expect(result?.kind).toBe('default');
    expect(result?.kind === 'default' ? [result.sell.id, result.buy.id] : []).toEqual([DEFAULT_SELL.id, DEFAULT_BUY.id]);
  });

  it('a lookup that completes empty found nothing: the not-found notice, then the default pair', () => {
    const { result } = resolveOnce({ pathname: '/swap', inOut: 'SOL-JUP' }, (): Observable<readonly Asset[]> => of());
    expect(summary(result)).toBe('not-found /swap/SOL-USDC');
  });

  it.each([
    [undefined, undefined, false],
    [jup, undefined, false],
    [jup, jup, false],
    [jup, fakeJup(1), true],
  ])('Confirm enabled for %j / %j: %s', (selling, buying, enabled) => expect(canConfirmChoice(selling, buying)).toBe(enabled));

  it('slugs and paths', () => {
    expect(swapSlug(jup, new Set())).toBe('JUP');
    expect(swapSlug(jup, new Set(['JUP']))).toBe(JUP);
    expect(swapPath(DEFAULT_SELL, DEFAULT_BUY, new Set(), '1')).toBe('/swap/SOL-USDC?inAmount=1');
  });
});

describe('swap URL lookups are reused for the route change cache duration (T44)', () => {
  it(
    'the same URL resolved again within 5000 ms searches once; from 5000 ms it searches again',
    marbles((m) => {
      // Every search subscribes to this one cold answer: its subscription log is the search log.
      const search$ = m.cold('(r|)', { r: [jup] as readonly Asset[] });
      const { resolve } = createSwapUrlResolver({ lookup: () => search$, scheduler: m.scheduler, logger: createRecordingLogger() });
      const at = (frame: number) =>
        m.cold(`${frame}ms (x|)`, { x: 0 }).pipe(
          mergeMap(() => resolve({ pathname: '/swap', inOut: 'SOL-JUP' })),
          map(summary),
        );
      const jupPair = { p: 'SOL>JUP /swap/SOL-JUP' };
      m.expect(at(0)).toBeObservable('          (p|)', jupPair);
      m.expect(at(4999)).toBeObservable('4999ms (p|)', jupPair);
      m.expect(at(5000)).toBeObservable('5000ms (p|)', jupPair);
      m.expect(at(9999)).toBeObservable('9999ms (p|)', jupPair);
      m.expect(search$).toHaveSubscriptions(['(^!)', '5000ms (^!)']);
    }),
  );
});

describe('swap URL symbols through the verified-symbol map and the id lookup', () => {
  const resolveWith = (inOut: string, answers: { map: Readonly<Record<string, string>> | Error; duplicates?: string[] }) => {
    const asked: string[] = [];
    const resolver = createSwapUrlResolver({
      lookup: (query) => (asked.push(`search ${query}`), searchIn(catalogue)(query)),
      duplicates$: of(new Set(answers.duplicates ?? [])),
      byAddress: (address) => (asked.push(`id ${address}`), of(catalogue.find((asset) => asset.id === address))),
      verifiedAddress: (symbol) => (asked.push(`map ${symbol}`), answers.map instanceof Error ? throwError(() => answers.map) : of(answers.map[symbol])),
      scheduler: queueScheduler,
      logger: createRecordingLogger(),
    });
    let result: SwapUrlResult | undefined;
    resolver.resolve({ pathname: '/swap', inOut, sell: null, buy: null, inAmount: null }).subscribe((value) => (result = value));
    return { summary: summary(result), asked };
  };

  it('a verified symbol opens its token by mint, with no free-text search', () => {
    expect(resolveWith('SOL-JUP', { map: { JUP } })).toEqual({ summary: 'SOL>JUP /swap/SOL-JUP', asked: ['map JUP', `id ${JUP}`] });
  });

  it('a symbol the map does not know is searched (an unverified token)', () => {
    expect(resolveWith('SOL-UNK', { map: {} })).toEqual({
      summary: 'SOL>UNK /swap/SOL-Unkn0wn1111111111111111111111111111111111111',
      asked: ['map UNK', 'search UNK'],
    });
  });

  it('a symbol several verified tokens share never asks the map (its one answer could change): it is searched and picked', () => {
    expect(resolveWith('SOL-JUP', { map: { JUP: bonk.id }, duplicates: ['JUP'] }).asked).toEqual(['search JUP']);
  });

  it("a map that names another symbol's token is not believed: the symbol is searched", () => {
    expect(resolveWith('SOL-JUP', { map: { JUP: bonk.id } })).toEqual({ summary: 'SOL>JUP /swap/SOL-JUP', asked: ['map JUP', `id ${bonk.id}`, 'search JUP'] });
  });

  it('a map that fails (a malformed answer) gives the default pair', () => {
    expect(resolveWith('SOL-JUP', { map: new Error('Invalid searchSymbol response structure from Search API') }).summary).toBe(
      'default /swap/SOL-USDC (lookup failed)',
    );
  });
});
