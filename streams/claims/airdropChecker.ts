import type { Observable } from 'rxjs';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, of, switchMap } from 'rxjs';
import { isAddress } from '../solana/codec';
import { fromBaseUnits } from '../swap/baseUnits';
import type { ClaimsState } from './claimProof';
import type { Claim } from './claimSchema';

export const ADDRESS_ERROR = 'Not a Solana address: 32 to 44 base58 characters';

/** One claimable airdrop as the checker lists it. */
export interface AirdropRow {
  readonly id: string;
  readonly mint: string;
  readonly symbol: string;
  /** Whole tokens, exact (base units converted, rounded down). */
  readonly amount: string;
  /** USD, when the token has a price. */
  readonly usdValue: number | undefined;
}

export type AirdropState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  /** The claim proof is no longer asked for (its cut-off has passed). */
  | { readonly status: 'closed' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly rows: readonly AirdropRow[] };

export interface AirdropCheckerView {
  /** The address field as shown: the connected wallet until the user types. */
  readonly text: string;
  readonly error: string | undefined;
  /** The address whose airdrops are listed. */
  readonly checked: string | undefined;
  /** The listed address is the connected wallet: its airdrops can be claimed on /claim. */
  readonly isWallet: boolean;
}

export interface AirdropCheckerDeps {
  /** The claim proof of an address (claimProof.ts), asked while it is listed. */
  readonly claims$: (address: string) => Observable<ClaimsState>;
  readonly wallet$: Observable<string | undefined>;
  readonly symbol$: (mint: string) => Observable<string>;
  readonly price$: (mint: string) => Observable<number | undefined>;
}

interface Typed {
  /** What the user typed; undefined until they type (the field shows the wallet). */
  readonly text: string | undefined;
  /** The address checked last; undefined lists the connected wallet. */
  readonly checked: string | undefined;
  readonly error: string | undefined;
}

const rowOf = (claim: Claim, symbol: string, price: number | undefined): AirdropRow => {
  const amount = fromBaseUnits(BigInt(claim.amount), claim.decimals);
  return { id: claim.id, mint: claim.mint, symbol, amount, usdValue: price === undefined ? undefined : Number(amount) * price };
};

/**
 * The airdrop checker (/portfolio/airdrop-checker) as a stream model: any address's claimable
 * airdrops from the claim proof, read-only. The field shows the connected wallet until the user
 * types; Check lists the typed address, or says why it is none. Claimed airdrops are left out.
 */
export const createAirdropChecker = ({ claims$, wallet$, symbol$, price$ }: AirdropCheckerDeps) => {
  const typed = new BehaviorSubject<Typed>({ text: undefined, checked: undefined, error: undefined });
  const view$: Observable<AirdropCheckerView> = combineLatest([typed, wallet$]).pipe(
    map(([state, wallet]) => {
      const checked = state.checked ?? wallet;
      return { text: state.text ?? wallet ?? '', error: state.error, checked, isWallet: checked !== undefined && checked === wallet };
    }),
  );
  const rows$ = (state: ClaimsState): Observable<AirdropState> => {
    if (state.status === 'idle') return of({ status: 'closed' });
    if (state.status !== 'ready') return of(state);
    const open = state.claims.filter((claim) => !claim.claimed);
    if (open.length === 0) return of({ status: 'ready', rows: [] });
    const rows = open.map((claim) => combineLatest([symbol$(claim.mint), price$(claim.mint)]).pipe(map(([symbol, price]) => rowOf(claim, symbol, price))));
    return combineLatest(rows).pipe(map((ready) => ({ status: 'ready', rows: ready })));
  };
  const results$: Observable<AirdropState> = view$.pipe(
    map((view) => view.checked),
    distinctUntilChanged(),
    switchMap((address) => (address === undefined ? of<AirdropState>({ status: 'idle' }) : claims$(address).pipe(switchMap(rows$)))),
  );
  return {
    view$,
    results$,
    type: (text: string) => typed.next({ ...typed.value, text, error: undefined }),
    check: () => {
      const state = typed.value;
      if (state.text === undefined) return;
      const address = state.text.trim();
      typed.next(isAddress(address) ? { ...state, checked: address, error: undefined } : { ...state, error: ADDRESS_ERROR });
    },
  };
};

export type AirdropChecker = ReturnType<typeof createAirdropChecker>;
