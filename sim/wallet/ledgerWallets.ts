import type { Ledger, LandedTransaction } from '../ledger';
import { uiAmountString } from '../ledger/tokenLayout';
import type { Market } from '../market/market';
import { TRANSFER_PLATFORM } from './activityLog';
import { type BalanceLedger, type OwnerBalances, readOwnerBalances } from './ledgerBalances';
import { type Transfer, transfersOf } from './ledgerTransfers';
import { type TokenAccountIndex, createTokenAccountIndex } from './tokenAccountIndex';
import type { WalletStore } from './walletStore';

/** What the wallet services use of the ledger. */
export type WalletLedger = BalanceLedger & Pick<Ledger, 'onTransaction' | 'onReset'>;

export interface LedgerWallets {
  /** An owner's SOL and token accounts, read from the ledger now. */
  balancesOf(owner: string, market: Market): OwnerBalances;
  readonly accounts: TokenAccountIndex;
  /** Stops listening to the ledger. */
  close(): void;
}

export interface LedgerWalletsOptions {
  /** USD price of a mint now, to value transfers as they land; none leaves them unvalued. */
  readonly priceUsd?: (mint: string) => number | undefined;
}

/** Files the token accounts a transaction leaves (and forgets those it closes or hands over). */
const indexAccounts = (index: TokenAccountIndex, record: LandedTransaction) => {
  const { accountKeys, meta } = record;
  const after = new Map(meta.postTokenBalances.map((balance) => [balance.accountIndex, balance]));
  for (const before of meta.preTokenBalances) {
    const address = accountKeys[before.accountIndex];
    if (address !== undefined && after.get(before.accountIndex)?.owner !== before.owner) index.forget(before.owner, address);
  }
  for (const balance of meta.postTokenBalances) {
    const address = accountKeys[balance.accountIndex];
    if (address === undefined) continue;
    index.see(balance.owner, { address, mint: balance.mint, programId: balance.programId, decimals: balance.uiTokenAmount.decimals });
  }
};

const activityOf = (transfer: Transfer, record: LandedTransaction, priceUsd: LedgerWalletsOptions['priceUsd']) => {
  const magnitude = transfer.delta < 0n ? -transfer.delta : transfer.delta;
  const amount = uiAmountString(magnitude, transfer.decimals);
  const price = priceUsd?.(transfer.mint);
  const usd = price === undefined ? undefined : Number(amount) * price;
  return {
    inputMint: transfer.mint,
    outputMint: transfer.mint,
    inputAmount: amount,
    outputAmount: amount,
    rate: 1,
    timestamp: record.blockTime,
    action: transfer.delta < 0n ? 'Send' : 'Receive',
    txHash: record.signature,
    platform: TRANSFER_PLATFORM,
    ...(transfer.counterparty !== undefined ? { counterparty: transfer.counterparty } : {}),
    ...(usd !== undefined ? { inputUsd: usd, outputUsd: usd } : {}),
  };
};

/**
 * Connects the wallet services to the ledger: every landed transaction's transfers become
 * Send/Receive activities of the wallets involved, its token accounts are indexed, and a
 * ledger reset empties the store (the simulator's reset goes through the ledger's).
 */
export const createLedgerWallets = (ledger: WalletLedger, store: WalletStore, options: LedgerWalletsOptions = {}): LedgerWallets => {
  const accounts = createTokenAccountIndex();
  const stopTransactions = ledger.onTransaction((record) => {
    indexAccounts(accounts, record);
    for (const transfer of transfersOf(record)) store.recordTransfer(transfer.owner, activityOf(transfer, record, options.priceUsd));
  });
  const stopResets = ledger.onReset(() => {
    accounts.clear();
    store.reset();
  });
  return {
    balancesOf: (owner, market) => readOwnerBalances(ledger, accounts, market, owner),
    accounts,
    close: () => {
      stopTransactions();
      stopResets();
    },
  };
};
