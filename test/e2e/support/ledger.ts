import { type APIRequestContext, expect } from '@playwright/test';
import { Connection, type Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { type Simulator, originsOf, sharedSimulator } from './simulators';

/**
 * The test's simulator: its switchboard and its ledger's JSON-RPC (started by playwright.config.ts).
 * Live bindings: the worker's project picks its simulator (useSimulator, called by a worker fixture
 * in fixtures.ts before any test body runs), so read them inside tests and helpers, never at import.
 */
export let simUrl = originsOf(sharedSimulator).api;
export let rpcUrl = originsOf(sharedSimulator).rpc;
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

let ledger = new Connection(rpcUrl, 'confirmed');

/** Points every helper of this module at `simulator`. */
export const useSimulator = (simulator: Simulator) => {
  ({ api: simUrl, rpc: rpcUrl } = originsOf(simulator));
  ledger = new Connection(rpcUrl, 'confirmed');
};

/** A simulator switch or service call that must succeed (the answer's text names what went wrong). */
export const simPost = async (request: APIRequestContext, path: string, data: object) => {
  const response = await request.post(`${simUrl}${path}`, { data });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
};

/** 10 SOL (a real transfer, confirmed a block later), 1,000 USDC and a few tokens. */
export const fund = (request: APIRequestContext, address: string) => simPost(request, '/__sim/faucet', { address });

/** Demo perps, trigger and recurring orders, stake, lend, and their activity. */
export const seedDemoPositions = (request: APIRequestContext, address: string) => simPost(request, '/__sim/wallet/demo', { address });

/** Confirmed SOL balance, in SOL. */
export const solBalance = async (address: string) => (await ledger.getBalance(new PublicKey(address), 'confirmed')) / LAMPORTS_PER_SOL;

/** The owner's token balances of one mint, in UI units, per token account. */
export const tokenBalances = async (owner: string, mint: string): Promise<string[]> => {
  const { value } = await ledger.getParsedTokenAccountsByOwner(new PublicKey(owner), { mint: new PublicKey(mint) }, 'confirmed');
  return value.map((account) => String((account.account.data.parsed as { info: { tokenAmount: { uiAmountString: string } } }).info.tokenAmount.uiAmountString));
};

/** Waits until the faucet's SOL transfer has landed (it confirms one block after the request). */
export const fundAndConfirm = async (request: APIRequestContext, address: string) => {
  await fund(request, address);
  await expect.poll(() => solBalance(address)).toBe(10);
};

/** The ledger's status of a transaction: its confirmation level and error (null when it succeeded). */
/** The fee the ledger charged for a landed transaction, in lamports. */
export const transactionFee = async (signature: string): Promise<number | undefined> =>
  (await ledger.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }))?.meta?.fee;

export const transactionStatus = async (signature: string) => {
  const { value } = await ledger.getSignatureStatus(signature, { searchTransactionHistory: true });
  return value && { confirmationStatus: value.confirmationStatus, err: value.err };
};

/** A plain SOL transfer signed in Node, confirmed: what an outsider sends to a wallet (dust, a payment). */
export const sendLamports = async (from: Keypair, to: string, lamports: number) =>
  sendAndConfirmTransaction(
    ledger,
    new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: new PublicKey(to), lamports })),
    [from],
    {
      commitment: 'confirmed',
    },
  );
