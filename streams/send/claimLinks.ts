import { type Observable, ReplaySubject, type SchedulerLike, connectable, catchError, defer, filter, map, of, shareReplay, switchMap, take, tap } from 'rxjs';
import type { Logger } from '../core/ports';
import { fromBase58, toBase58 } from '../solana/codec';
import type { SolanaRpc, SolanaSubscriptions, TransactionSigner } from '../solana/ports';
import { TOKEN_PROGRAM } from '../solana/programs';
import type { CommandState, TxCommands } from '../tx/command';
import type { TxToastCopy } from '../tx/commandToasts';
import { TX_MESSAGES, TxFailure, type TxError, txError } from '../tx/errors';
import { shortAddress } from '../tx/intent';
import { NATIVE_SOL } from '../tx/landed';
import { fromBaseUnits } from '../swap/baseUnits';
import { verifyPayments } from './claimIntent';
import { type ClaimLinkKind, claimFragment, claimKeyLamports, linkSolCost, matchesCheck } from './claimLink';
import type * as ClaimToolsModule from './claimTransactions';
import type { ClaimHoldings } from './claimTransactions';
import { type LinkStatus, holdsSomething, linkStatus$, readHoldings } from './linkStatus';
import type { SentLink, SentLinks } from './sentLinks';

/** The web3.js half of the links (claimTransactions.ts), loaded with the first link. */
export type ClaimTools = typeof ClaimToolsModule;

export interface ClaimLinkDeps {
  readonly rpc: SolanaRpc;
  readonly subscriptions: SolanaSubscriptions;
  readonly logger: Logger;
  /** The clock of a link's creation time. */
  readonly scheduler: SchedulerLike;
  readonly commands: Pick<TxCommands, 'run'>;
  /** Refetch an owner's holdings after a claim lands (the claim key's own refresh is the command's). */
  readonly refresh: (owner: string) => void;
  readonly sentLinks: SentLinks;
  readonly tools$: Observable<ClaimTools>;
}

export interface CreateLinkRequest {
  readonly signer: TransactionSigner;
  readonly kind: ClaimLinkKind;
  /** The claim key's seed: made by the page (crypto.getRandomValues), so it can find the link once it lands. */
  readonly seed: Uint8Array;
  readonly mint: string;
  readonly native: boolean;
  readonly symbol: string;
  /** Base units. */
  readonly amount: bigint;
  readonly amountText: string;
  readonly decimals: number;
  readonly programId: string | undefined;
  readonly sourceAccount: string | undefined;
}

/** What the recipient's page knows of a link: damaged (the seed is not the key it was made for), or its status. */
export type OpenedLink = { readonly status: 'damaged' } | (LinkStatus & { readonly claim?: string });

export const LINK_MESSAGES = {
  claimed: 'This link was already claimed.',
  reclaimed: 'The sender took this link back before it was claimed.',
  unfunded: 'Nothing was ever sent on this link.',
  unreadable: 'This link could not be read from the chain. Try again in a moment.',
} as const;

const linkCopy = (what: string): TxToastCopy => ({
  working: { title: 'Creating link', description: what },
  confirming: { title: 'Creating link', description: what },
  confirmed: { title: `Link ready: ${what}` },
  failed: (error) => ({ title: 'Link failed', description: error.message }),
});

const claimCopy = (what: string, reclaim: boolean): TxToastCopy => ({
  working: { title: reclaim ? 'Reclaiming' : 'Claiming', description: what },
  confirming: { title: reclaim ? 'Reclaiming' : 'Claiming', description: what },
  confirmed: { title: `${reclaim ? 'Reclaimed' : 'Claimed'} ${what}` },
  failed: (error) => ({ title: reclaim ? 'Reclaim failed' : 'Claim failed', description: error.message }),
});

/** Failures that end a link's funding before anything was sent: its key holds nothing and is forgotten. */
const NEVER_SENT = new Set<TxError['kind']>(['refused', 'signing', 'unsigned', 'insufficient-funds', 'expired']);

/** Runs whoever watches, replayed to whoever does (as the transaction command itself runs). */
const hot = (source$: Observable<CommandState>): Observable<CommandState> => {
  const states = connectable(source$, { connector: () => new ReplaySubject<CommandState>(), resetOnDisconnect: false });
  states.connect();
  return states;
};

/**
 * Claim links (issue 28 item 2) on the one transaction command. Making a link: the sender's
 * wallet funds a fresh key with the token and the SOL its claim needs; the key's seed is stored
 * in this browser before anything is signed. Claiming (or reclaiming): the key, signing without a
 * prompt, empties itself into one address, checked against that address before it signs.
 */
export const createClaimLinks = (deps: ClaimLinkDeps) => {
  const { rpc, logger, commands, sentLinks, tools$ } = deps;
  const failedState = (label: string, message: string): CommandState => ({ status: 'failed', label, error: txError('unknown', message) });
  const statuses = new Map<string, Observable<LinkStatus>>();

  const create = (request: CreateLinkRequest): Observable<CommandState> => {
    const what = `${request.amountText} ${request.symbol}`;
    const label = `Link for ${what}`;
    return hot(
      tools$.pipe(
        take(1),
        switchMap((tools) => {
          const key = tools.claimKeyOf(request.seed);
          const lamports = claimKeyLamports(request.native, request.amount);
          const token = request.native
            ? undefined
            : { mint: request.mint, decimals: request.decimals, programId: request.programId, sourceAccount: request.sourceAccount, amount: request.amount };
          const tokenAccount = token ? tools.recipientTokenAccount(key.address, token.mint, token.programId ?? TOKEN_PROGRAM) : undefined;
          const record: SentLink = {
            claim: key.address,
            seed: toBase58(request.seed),
            sender: request.signer.publicKey,
            kind: request.kind,
            mint: request.mint,
            native: request.native,
            symbol: request.symbol,
            amount: request.amount.toString(),
            decimals: request.decimals,
            createdAt: deps.scheduler.now(),
            funded: false,
          };
          return commands
            .run({
              kind: 'link',
              label,
              signer: request.signer,
              copy: linkCopy(what),
              intent: {
                summary: `Put ${what} on a claim link`,
                verify: (tx) => verifyPayments(tx, { to: key.address, lamports, ...(tokenAccount ? { tokenAccount, tokenAmount: request.amount } : {}) }),
              },
              build: () =>
                defer(() => {
                  sentLinks.add(record);
                  const spend = request.native
                    ? { maxOutflow: { [NATIVE_SOL]: linkSolCost(true, request.amount) } }
                    : {
                        maxOutflow: { [NATIVE_SOL]: linkSolCost(false, request.amount), [request.mint]: request.amount },
                        symbols: { [request.mint]: request.symbol },
                      };
                  return of({
                    kind: 'build',
                    build: tools.buildFundLink({ from: request.signer.publicKey, claim: key.address, lamports, ...(token ? { token } : {}) }),
                    spend,
                  } as const);
                }),
            })
            .pipe(
              tap((state) => {
                if (state.status === 'confirmed') sentLinks.funded(key.address);
                if ((state.status === 'failed' && NEVER_SENT.has(state.error.kind)) || state.status === 'expired') sentLinks.forget(key.address);
              }),
            );
        }),
        catchError((error: unknown) => of(failedState(label, error instanceof TxFailure ? error.error.message : TX_MESSAGES.unknown))),
      ),
    );
  };

  /** Why an empty link cannot be claimed, in the recipient's words. */
  const emptyReason = (claim: string): Observable<string> =>
    linkStatus$(deps, claim).pipe(
      filter((status) => status.status !== 'loading'),
      map((status) =>
        status.status === 'reclaimed'
          ? LINK_MESSAGES.reclaimed
          : status.status === 'claimed'
            ? LINK_MESSAGES.claimed
            : status.status === 'unfunded'
              ? LINK_MESSAGES.unfunded
              : undefined,
      ),
      map((reason) => reason ?? LINK_MESSAGES.unreadable),
      take(1),
    );

  /** The key's tokens and SOL, and whether `to` has the token's account: what the claim is built from. */
  const claimInputs = (tools: ClaimTools, claim: string, to: string) =>
    readHoldings(rpc, claim).pipe(
      switchMap((holdings) => {
        if (!holdsSomething(holdings)) return of({ holdings, tokenAccount: undefined, tokenAccountLamports: 0n, recipientHasAccount: false });
        const { token } = holdings;
        if (!token) return of({ holdings, tokenAccount: undefined, tokenAccountLamports: 0n, recipientHasAccount: false });
        const tokenAccount = tools.recipientTokenAccount(to, token.mint, token.programId);
        return rpc.getMultipleAccounts([token.account, tokenAccount], 'confirmed').pipe(
          take(1),
          map(([own, theirs]) => ({
            holdings,
            tokenAccount,
            tokenAccountLamports: own?.lamports ?? 0n,
            recipientHasAccount: theirs !== null && theirs !== undefined,
          })),
        );
      }),
    );

  const spendOf = (holdings: ClaimHoldings, tokenAccountLamports: bigint) =>
    holdings.token
      ? { maxOutflow: { [NATIVE_SOL]: holdings.lamports + tokenAccountLamports, [holdings.token.mint]: holdings.token.amount } }
      : { maxOutflow: { [NATIVE_SOL]: holdings.lamports } };

  /** Everything on the link into `to`: the recipient claiming it, or the sender taking it back. `what` names it in the toasts. */
  const claim = (seed: Uint8Array, to: string, what: string, mode: 'claim' | 'reclaim' = 'claim'): Observable<CommandState> => {
    const reclaim = mode === 'reclaim';
    const label = `${reclaim ? 'Reclaim' : 'Claim'} ${what}`;
    return hot(
      tools$.pipe(
        take(1),
        switchMap((tools) => {
          const key = tools.claimKeyOf(seed);
          return claimInputs(tools, key.address, to).pipe(
            switchMap(({ holdings, tokenAccount, tokenAccountLamports, recipientHasAccount }) => {
              if (!holdsSomething(holdings)) return emptyReason(key.address).pipe(map((reason) => failedState(label, reason)));
              return commands
                .run({
                  kind: mode,
                  label,
                  signer: key.signer,
                  copy: claimCopy(what, reclaim),
                  intent: {
                    summary: `${reclaim ? 'Take back' : 'Claim'} ${what} into ${shortAddress(to)}`,
                    verify: (tx) => verifyPayments(tx, { to, ...(tokenAccount ? { tokenAccount } : {}) }),
                  },
                  build: () =>
                    of({
                      kind: 'build',
                      build: tools.buildClaim({ claim: key.address, to, holdings, recipientHasAccount }),
                      spend: spendOf(holdings, tokenAccountLamports),
                    } as const),
                })
                .pipe(tap((state) => state.status === 'confirmed' && deps.refresh(to)));
            }),
          );
        }),
        catchError((error: unknown) => {
          logger.warn('A claim link could not be claimed', { error: error instanceof Error ? error.message : String(error) });
          return of(failedState(label, LINK_MESSAGES.unreadable));
        }),
      ),
    );
  };

  return {
    create,
    claim,
    /** The sender's links, newest first. */
    sent$: (sender: string) => sentLinks.of$(sender),
    /** A sent link's status, live (shared while watched). */
    status$: (link: SentLink): Observable<LinkStatus> => {
      let status = statuses.get(link.claim);
      if (!status) {
        status = linkStatus$(deps, link.claim, link.sender).pipe(shareReplay({ bufferSize: 1, refCount: true }));
        statuses.set(link.claim, status);
      }
      return status;
    },
    /** The fragment of a sent link, to copy it again. */
    fragmentOf: (link: SentLink): string => claimFragment(fromSeedText(link.seed), link.claim),
    /** The recipient's page: the link the fragment names, live; damaged when the seed does not make the key it was made for. */
    open$: (seed: Uint8Array, addressCheck: string): Observable<OpenedLink> =>
      tools$.pipe(
        take(1),
        switchMap((tools) => {
          const key = tools.claimKeyOf(seed);
          if (!matchesCheck(key.address, addressCheck)) return of<OpenedLink>({ status: 'damaged' });
          return linkStatus$(deps, key.address).pipe(map((status): OpenedLink => ({ ...status, claim: key.address })));
        }),
      ),
    /** The sender takes an unclaimed link back into the wallet that funded it. */
    reclaim: (link: SentLink): Observable<CommandState> =>
      claim(fromSeedText(link.seed), link.sender, `${fromBaseUnits(BigInt(link.amount), link.decimals)} ${link.symbol}`, 'reclaim'),
    /** Remove a link whose funding never landed (its key holds nothing). */
    forget: sentLinks.forget,
  };
};

/** A stored seed: the schema let in only text that decodes to 32 bytes. */
const fromSeedText = (text: string): Uint8Array => fromBase58(text) ?? new Uint8Array(32);

export type ClaimLinks = ReturnType<typeof createClaimLinks>;
