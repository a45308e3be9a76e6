import { type Observable, combineLatest, map, of } from 'rxjs';
import type { ResourceState } from '../core/cachedResource';
import type { FeatureRegistry } from '../core/featureRegistry';
import type { PortNeeds } from '../core/featureNeeds';
import type { SolanaRpc } from '../solana/ports';
import type { WalletSession } from '../wallet/walletSession';
import { type TxNeeds, txFeature } from '../tx/feature';
import { withSessionSigner } from '../tx/withSigner';
import { claimApiOf } from '../claims/claimConfig';
import { type ClaimRequest, type DepositRequest, type OperateRequest, type WithdrawRequest, createLendCommands } from './lendCommands';
import { createLendReads } from './lendReads';
import { type VaultRow, vaultRows } from './vaultRows';

export type VaultRowsState =
  { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly rows: readonly VaultRow[]; readonly stale: boolean };

/**
 * Lend as a feature built on first use (issue 18): the /lend pages and the claim page ask for it,
 * so its code arrives with them. Reads (T16, T14), the vault rows joined with the wallet's
 * positions, and the writes, which sign with the connected wallet; after one lands the wallet's
 * lend reads, holdings and portfolio are fetched again.
 */
export const lendFeature = (
  deps: Pick<PortNeeds, 'http' | 'scheduler' | 'logger' | 'config'> & {
    readonly rpc: SolanaRpc;
    readonly session: WalletSession;
    readonly refresh: (owner: string) => void;
  },
  features: FeatureRegistry<TxNeeds>,
) => {
  const { http, scheduler, logger, config, rpc, session, refresh } = deps;
  const reads = createLendReads({ http, lendApi: config.endpoints.lendApi, dataApi: config.endpoints.marketApi, scheduler });
  const tx = features.get(txFeature);
  const commands = createLendCommands({
    http,
    lendApi: config.endpoints.lendApi,
    claimApi: claimApiOf(config),
    commands: tx.commands,
    latestBlockhash: () => rpc.getLatestBlockhash('confirmed'),
    logger,
    onLanded: (owner) => {
      reads.invalidate(owner);
      refresh(owner);
    },
  });
  const withSigner = withSessionSigner(session);

  /** The vault list with the wallet's positions (none without a wallet). */
  const rows$ = (owner: string | undefined): Observable<VaultRowsState> =>
    combineLatest([
      reads.vaults$(),
      owner ? reads.positions$(owner) : of<ResourceState<never[]>>({ status: 'ready', value: [], updatedAt: 0, stale: false, refreshing: false }),
    ]).pipe(
      map(([vaults, positions]): VaultRowsState => {
        if (vaults.status === 'loading') return { status: 'loading' };
        if (vaults.status === 'error' && !vaults.last) return { status: 'error' };
        const value = vaults.status === 'ready' ? vaults.value : (vaults.last?.value ?? []);
        const mine = positions.status === 'ready' ? positions.value : positions.status === 'error' ? positions.last?.value : undefined;
        return { status: 'ready', rows: vaultRows(value, mine), stale: vaults.status !== 'ready' || vaults.stale };
      }),
    );

  return {
    reads,
    rows$,
    deposit: (request: Omit<DepositRequest, 'signer'>) => withSigner<DepositRequest>(request, commands.deposit),
    withdraw: (request: Omit<WithdrawRequest, 'signer'>) => withSigner<WithdrawRequest>(request, commands.withdraw),
    operate: (request: Omit<OperateRequest, 'signer'>) => withSigner<OperateRequest>(request, commands.operate),
    claim: (request: Omit<ClaimRequest, 'signer'>) => withSigner<ClaimRequest>(request, commands.claim),
    busy$: tx.commands.busy$,
  };
};

export type Lend = ReturnType<typeof lendFeature>;
