import type { ResourceState } from '@streams/core/cachedResource';
import { GOVERNANCE_MINT, type HoldingsView, createHoldingRows } from '@streams/portfolio/holdingRows';
import type { Asset } from '@streams/schemas/asset';
import { type Holding, NATIVE_MINT } from '@streams/wallet/holdings';
import type { ShareToken } from '@streams/portfolio/lendTokens';
import { type Observable, map, of } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';

const holding = (mint: string, amount: bigint, decimals: number, native = false): Holding => ({
  mint,
  native,
  amount,
  decimals,
  isFrozen: false,
  accounts: native ? [] : [`${mint}-ata`],
  programId: native ? undefined : 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
});
const ready = (value: Holding[]): ResourceState<Holding[]> => ({ status: 'ready', value, updatedAt: 0, stale: false, refreshing: false });
const asset = (id: string, symbol: string): Asset => ({ id, name: symbol, symbol }) as Asset;

const setup = (
  m: MarbleContext,
  holdings$: Observable<ResourceState<Holding[]>>,
  prices: Record<string, number>,
  info: Record<string, string> = {},
  shares: ReadonlyMap<string, ShareToken> = new Map(),
) =>
  createHoldingRows({
    holdings: { holdings$: () => holdings$ },
    tokenInfo: {
      info$: (mint) => (info[mint] ? m.cold('--a|', { a: asset(mint, info[mint]) }) : m.cold('--a|', { a: undefined })),
    },
    prices: {
      price$: (mint) => of<ResourceState<number | undefined>>({ status: 'ready', value: prices[mint], updatedAt: 0, stale: false, refreshing: false }),
    },
    lendTokens: { apys$: of(new Map([['USDC', 7.62]])), shares$: of(shares) },
    frameScheduler: m.scheduler,
  });

const summary = (view: HoldingsView) =>
  view.status === 'ready'
    ? view.rows
        .map((row) => `${row.info?.symbol ?? '?'}:${row.usdValue ?? '-'}${row.lendApy ? `:earn${row.lendApy}` : ''}${row.stakeable ? ':stake' : ''}`)
        .join(' ')
    : view.status;

describe('holding rows', () => {
  it(
    'joins balances with token info and prices, largest value first, unpriced last; chips for lend and the governance token',
    marbles((m) => {
      const rows = setup(
        m,
        of(
          ready([
            holding(NATIVE_MINT, 2_000_000_000n, 9, true),
            holding('USDC', 5_000_000n, 6),
            holding(GOVERNANCE_MINT, 10_000_000n, 6),
            holding('Mystery', 7n, 2),
          ]),
        ),
        { [NATIVE_MINT]: 150, USDC: 1, [GOVERNANCE_MINT]: 0.5 },
        { [NATIVE_MINT]: 'SOL', USDC: 'USDC', [GOVERNANCE_MINT]: 'JUP', Mystery: 'MYST' },
      ).rows$('W');
      // names arrive with the token-info answer (frame 2); one view per frame
      // (equal values fall back to symbol, then mint: JUP… before USDC while names are unknown)
      m.expect(rows.pipe(map(summary))).toBeObservable('a-b|', {
        a: '?:300 ?:5:stake ?:5:earn7.62 ?:-',
        b: 'SOL:300 JUP:5:stake USDC:5:earn7.62 MYST:-',
      });
    }),
  );

  it(
    'NFT-like holdings (1 unit, 0 decimals) are left out; an empty wallet is ready with no rows; loading and errors pass through',
    marbles((m) => {
      const holdings$ = m.cold('l-r-e', {
        l: { status: 'loading' } as ResourceState<Holding[]>,
        r: ready([holding('Nft', 1n, 0)]),
        e: { status: 'error', error: new Error('down'), last: undefined } as ResourceState<Holding[]>,
      });
      m.expect(setup(m, holdings$, {}).rows$('W').pipe(map(summary))).toBeObservable('l-r-e', { l: 'loading', r: '', e: 'error' });
    }),
  );

  it(
    'a row carries the freshness of its own price (T24): fresh, not marked while its refetch is out, marked with the last value when the refetch fails, fresh again when one answers',
    marbles((m) => {
      const price$ = m.cold('f-s-e-n', {
        f: { status: 'ready', value: 2, updatedAt: 0, stale: false, refreshing: false } as ResourceState<number | undefined>,
        s: { status: 'ready', value: 2, updatedAt: 0, stale: true, refreshing: true } as ResourceState<number | undefined>,
        e: { status: 'error', error: new Error('down'), last: { value: 2, updatedAt: 0 } } as ResourceState<number | undefined>,
        n: { status: 'ready', value: 3, updatedAt: 6, stale: false, refreshing: false } as ResourceState<number | undefined>,
      });
      const rows = createHoldingRows({
        holdings: { holdings$: () => of(ready([holding('USDC', 5_000_000n, 6)])) },
        tokenInfo: { info$: () => of(undefined) },
        prices: { price$: () => price$ },
        lendTokens: { apys$: of(new Map()), shares$: of(new Map()) },
        frameScheduler: m.scheduler,
      }).rows$('W');
      const marks = rows.pipe(
        map((view) => (view.status === 'ready' ? view.rows.map((row) => `${row.usdValue}:${row.priceFreshness.stale}`).join() : view.status)),
      );
      m.expect(marks).toBeObservable('f-s-e-n', { f: '10:false', s: '10:false', e: '10:true', n: '15:false' });
    }),
  );

  it(
    'a Lend share token reads as its vault’s token in Lend (the vault token’s icon), priced at what a share redeems for',
    marbles((m) => {
      const share: ShareToken = { mint: 'jlUSDCmint', symbol: 'jlUSDC', name: 'Jupiter Lend USDC', assetMint: 'USDC', assetsPerShare: 1.05 };
      const rows = setup(
        m,
        of(ready([holding('jlUSDCmint', 100_000_000n, 6)])),
        { USDC: 1, jlUSDCmint: 99 },
        { USDC: 'USDC' },
        new Map([[share.mint, share]]),
      ).rows$('W');
      m.expect(rows.pipe(map(summary))).toBeObservable('a-b|', { a: '?:105', b: 'jlUSDC:105' });
      m.flush();
    }),
  );
});
