import type { Keypair } from '@solana/web3.js';
import {
  type AddressLookupTableAccount,
  AddressLookupTableProgram,
  ComputeBudgetProgram,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionExpiredBlockheightExceededError,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { toBase58 } from '../../../sim/ledger/codec';
import { type Harness, keypair, rpc, startHarness } from './helpers';

/**
 * Sending and landing with a manual block clock (slotMs 0: blocks only on ledger.advance), so
 * every landing rule is checked exactly: next block, commitment depths, drops, delays, expiry.
 */
describe('ledger transactions (manual blocks)', () => {
  let harness: Harness;
  let payer: Keypair;
  const ledger = () => harness.running.ledger;

  const transfer = async (from: Keypair, to: PublicKey, lamports: number, blockhash?: string) => {
    const tx = new Transaction({
      feePayer: from.publicKey,
      recentBlockhash: blockhash ?? (await harness.connection.getLatestBlockhash('processed')).blockhash,
    });
    tx.add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
    tx.sign(from);
    return tx.serialize();
  };
  const status = async (signature: string) => (await harness.connection.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0];

  beforeAll(async () => {
    harness = await startHarness({ slotMs: 0, seed: 7 });
    payer = keypair();
    ledger().setLamports(payer.publicKey.toBase58(), 100n * BigInt(LAMPORTS_PER_SOL));
  });
  afterAll(() => harness.close());

  it('lands a send in the next block, then confirms after 1 block and finalizes after 32', async () => {
    const to = keypair().publicKey;
    const signature = await harness.connection.sendRawTransaction(await transfer(payer, to, 1_000_000));
    expect(await status(signature)).toBeNull(); // not inside the sendTransaction call
    expect(await harness.connection.getBalance(to, 'processed')).toBe(0);
    ledger().advance();
    expect(await status(signature)).toMatchObject({ confirmationStatus: 'processed', confirmations: 0, err: null, slot: ledger().slot() });
    expect(await harness.connection.getBalance(to, 'processed')).toBe(1_000_000);
    ledger().advance();
    expect(await status(signature)).toMatchObject({ confirmationStatus: 'confirmed', confirmations: 1 });
    ledger().advance(31);
    expect(await status(signature)).toMatchObject({ confirmationStatus: 'finalized', confirmations: null });
    expect(ledger().signatureStatus(signature)).toMatchObject({ confirmationStatus: 'finalized', err: null });
  });

  it('reports a landed transaction with the real getTransaction shape', async () => {
    const to = keypair().publicKey;
    const signature = await harness.connection.sendRawTransaction(await transfer(payer, to, 2_500_000));
    ledger().advance(2);
    const tx = await harness.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(tx).not.toBeNull();
    expect(tx?.version).toBe('legacy');
    expect(tx?.slot).toBe(ledger().signatureStatus(signature)?.slot);
    expect(tx?.blockTime).toEqual(expect.any(Number));
    const meta = tx?.meta;
    expect(meta).toMatchObject({ err: null, fee: 5000, preTokenBalances: [], postTokenBalances: [], loadedAddresses: { writable: [], readonly: [] } });
    expect(meta?.logMessages).toEqual(['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success']);
    const [payerPre, toPre] = meta?.preBalances ?? [];
    const [payerPost, toPost] = meta?.postBalances ?? [];
    expect((payerPre ?? 0) - (payerPost ?? 0)).toBe(2_500_000 + 5000);
    expect((toPost ?? 0) - (toPre ?? 0)).toBe(2_500_000);
    expect(tx?.transaction.signatures).toEqual([signature]);
    const base64 = await rpc(harness.running.rpcUrl, 'getTransaction', [signature, { encoding: 'base64', commitment: 'confirmed' }]);
    expect((base64.result as { transaction: unknown }).transaction).toEqual([expect.any(String), 'base64']);
    expect(await harness.connection.getTransaction(signature, { commitment: 'finalized', maxSupportedTransactionVersion: 0 })).toBeNull(); // not final yet
    const processed = await rpc(harness.running.rpcUrl, 'getTransaction', [signature, { commitment: 'processed' }]);
    expect(processed.error).toMatchObject({ code: -32602, message: 'Method does not support commitment below `confirmed`' });
  });

  it('requires maxSupportedTransactionVersion for v0 transactions, as the real RPC does', async () => {
    const { blockhash } = await harness.connection.getLatestBlockhash('processed');
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: keypair().publicKey, lamports: 1_000_000 })],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const signature = await harness.connection.sendTransaction(tx);
    ledger().advance(2);
    const refused = await rpc(harness.running.rpcUrl, 'getTransaction', [signature, { commitment: 'confirmed' }]);
    expect(refused.error?.code).toBe(-32015);
    const found = await harness.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(found?.version).toBe(0);
    expect(found?.meta?.err).toBeNull();
  });

  it('resolves address lookup tables in v0 transactions (loadedAddresses, annotated keys)', async () => {
    const recentSlot = await harness.connection.getSlot('finalized');
    const [create, table] = AddressLookupTableProgram.createLookupTable({ authority: payer.publicKey, payer: payer.publicKey, recentSlot });
    const targets = [keypair().publicKey, keypair().publicKey];
    const extend = AddressLookupTableProgram.extendLookupTable({ payer: payer.publicKey, authority: payer.publicKey, lookupTable: table, addresses: targets });
    const send = async (instructions: TransactionInstruction[], tables: AddressLookupTableAccount[] = []) => {
      const { blockhash } = await harness.connection.getLatestBlockhash('processed');
      const tx = new VersionedTransaction(
        new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions }).compileToV0Message(tables),
      );
      tx.sign([payer]);
      const signature = await harness.connection.sendTransaction(tx);
      ledger().advance(2);
      return signature;
    };
    await send([create, extend]);
    const lookup = (await harness.connection.getAddressLookupTable(table)).value;
    expect(lookup?.state.addresses.map(String)).toEqual(targets.map(String));
    const signature = await send(
      targets.map((target) => SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: target, lamports: LAMPORTS_PER_SOL })),
      lookup ? [lookup] : [],
    );
    const landed = await harness.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.err).toBeNull();
    expect(landed?.meta?.loadedAddresses).toEqual({ writable: targets, readonly: [] });
    expect(landed?.meta?.postBalances.slice(-2)).toEqual([LAMPORTS_PER_SOL, LAMPORTS_PER_SOL]);
    expect(landed?.transaction.message.addressTableLookups).toEqual([{ accountKey: table, writableIndexes: [0, 1], readonlyIndexes: [] }]);
    const parsed = await harness.connection.getParsedTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(parsed?.transaction.message.accountKeys.slice(-2).map((key) => [key.pubkey.toBase58(), key.source, key.writable])).toEqual(
      targets.map((target) => [target.toBase58(), 'lookupTable', true]),
    );
  });

  it('accepts base58-encoded sends (the RPC default encoding)', async () => {
    const bytes = await transfer(payer, keypair().publicKey, 1_000_000);
    const reply = await rpc(harness.running.rpcUrl, 'sendTransaction', [toBase58(bytes)]);
    expect(reply.result).toBe(toBase58(Transaction.from(bytes).signature ?? new Uint8Array()));
    ledger().advance();
    expect(await status(reply.result as string)).toMatchObject({ confirmationStatus: 'processed', err: null });
  });

  it('fails simulation with the program logs, and preflight with the real -32002 error', async () => {
    const poor = keypair();
    ledger().setLamports(poor.publicKey.toBase58(), 10_000_000n);
    const { blockhash } = await harness.connection.getLatestBlockhash('processed');
    const message = new TransactionMessage({
      payerKey: poor.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: keypair().publicKey, lamports: LAMPORTS_PER_SOL })],
    }).compileToLegacyMessage();
    const tx = new VersionedTransaction(message);
    tx.sign([poor]);
    const simulated = await harness.connection.simulateTransaction(tx, { sigVerify: true });
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(simulated.value.logs?.some((line) => line.includes('insufficient lamports'))).toBe(true);
    expect(simulated.value.unitsConsumed).toBeGreaterThan(0);

    const error = await harness.connection.sendRawTransaction(tx.serialize()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendTransactionError);
    const sendError = error as SendTransactionError;
    expect(sendError.message).toContain('Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1');
    expect(sendError.logs?.some((line) => line.includes('insufficient lamports'))).toBe(true);
    const raw = await rpc(harness.running.rpcUrl, 'sendTransaction', [Buffer.from(tx.serialize()).toString('base64'), { encoding: 'base64' }]);
    expect(raw.error).toMatchObject({ code: -32002, data: { err: { InstructionError: [0, { Custom: 1 }] }, logs: expect.any(Array) } });

    // With skipPreflight the failing transaction still lands (fee charged, error recorded), as on a real cluster.
    const signature = await harness.connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    ledger().advance(2);
    expect(await status(signature)).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] }, confirmationStatus: 'confirmed' });
    expect(await harness.connection.getBalance(poor.publicKey, 'processed')).toBe(10_000_000 - 5000);
  });

  it('simulates unsigned transactions without sigVerify, refuses bad signatures with it, and replaces blockhashes', async () => {
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: (await harness.connection.getLatestBlockhash('processed')).blockhash });
    tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: keypair().publicKey, lamports: 1_000_000 }));
    const unsigned = tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
    const simulated = await rpc(harness.running.rpcUrl, 'simulateTransaction', [unsigned, { encoding: 'base64' }]);
    expect(simulated.result).toMatchObject({ context: { slot: expect.any(Number) }, value: { err: null, logs: expect.any(Array) } });
    const verified = await rpc(harness.running.rpcUrl, 'simulateTransaction', [unsigned, { encoding: 'base64', sigVerify: true }]);
    expect(verified.error).toMatchObject({ code: -32003, message: 'Transaction signature verification failure' });
    const sent = await rpc(harness.running.rpcUrl, 'sendTransaction', [unsigned, { encoding: 'base64' }]);
    expect(sent.error?.code).toBe(-32003);

    const stale = new Transaction({ feePayer: payer.publicKey, recentBlockhash: new PublicKey(new Uint8Array(32).fill(3)).toBase58() });
    stale.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: keypair().publicKey, lamports: 1_000_000 }));
    const staleText = stale.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
    const notFound = await rpc(harness.running.rpcUrl, 'simulateTransaction', [staleText, { encoding: 'base64' }]);
    expect(notFound.result).toMatchObject({ value: { err: 'BlockhashNotFound', logs: [] } });
    const replaced = await rpc(harness.running.rpcUrl, 'simulateTransaction', [
      staleText,
      { encoding: 'base64', replaceRecentBlockhash: true, commitment: 'processed' },
    ]);
    expect(replaced.result).toMatchObject({
      value: { err: null, replacementBlockhash: { blockhash: expect.any(String), lastValidBlockHeight: ledger().blockHeight() + 150 } },
    });
  });

  it('rejects a blockhash older than 150 blocks with "Blockhash not found"', async () => {
    const { blockhash, lastValidBlockHeight } = await harness.connection.getLatestBlockhash('processed');
    const bytes = await transfer(payer, keypair().publicKey, 1_000_000, blockhash);
    ledger().advance(150);
    expect(ledger().blockHeight()).toBe(lastValidBlockHeight);
    expect((await harness.connection.isBlockhashValid(blockhash, { commitment: 'processed' })).value).toBe(true);
    ledger().advance(1);
    expect((await harness.connection.isBlockhashValid(blockhash, { commitment: 'processed' })).value).toBe(false);
    const error = await harness.connection.sendRawTransaction(bytes).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect((error as Error).message).toContain('Transaction simulation failed: Blockhash not found');
    const raw = await rpc(harness.running.rpcUrl, 'sendTransaction', [Buffer.from(bytes).toString('base64'), { encoding: 'base64' }]);
    expect(raw.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: Blockhash not found', data: { err: 'BlockhashNotFound' } });
    // skipPreflight accepts it, but it never lands.
    const signature = await harness.connection.sendRawTransaction(bytes, { skipPreflight: true });
    ledger().advance(3);
    expect(await status(signature)).toBeNull();
  });

  it('drops a queued transaction whose blockhash expires before its landing block', async () => {
    const { blockhash } = await harness.connection.getLatestBlockhash('processed');
    const bytes = await transfer(payer, keypair().publicKey, 1_000_000, blockhash);
    ledger().advance(148);
    ledger().delayLanding(5);
    const signature = await harness.connection.sendRawTransaction(bytes); // preflight passes: still valid
    ledger().delayLanding(0);
    ledger().advance(10);
    expect(await status(signature)).toBeNull();
  });

  it('dropNextSends: the dropped send never lands; a resend of the same bytes lands exactly once', async () => {
    const to = keypair().publicKey;
    const bytes = await transfer(payer, to, 3_000_000);
    ledger().dropNextSends(1);
    const signature = await harness.connection.sendRawTransaction(bytes);
    ledger().advance(5);
    expect(await status(signature)).toBeNull();
    expect(await harness.connection.sendRawTransaction(bytes)).toBe(signature);
    expect(await harness.connection.sendRawTransaction(bytes, { skipPreflight: true })).toBe(signature); // in flight twice
    ledger().advance();
    expect(await status(signature)).toMatchObject({ confirmationStatus: 'processed', err: null });
    await expect(harness.connection.sendRawTransaction(bytes)).rejects.toThrow('This transaction has already been processed');
    expect(await harness.connection.sendRawTransaction(bytes, { skipPreflight: true })).toBe(signature);
    ledger().advance(2);
    expect(await harness.connection.getBalance(to, 'processed')).toBe(3_000_000);
    const history = await harness.connection.getSignaturesForAddress(to, {}, 'confirmed');
    expect(history.map((entry) => entry.signature)).toEqual([signature]);
  });

  it('delayLanding: sends land N blocks later', async () => {
    ledger().delayLanding(3);
    const signature = await harness.connection.sendRawTransaction(await transfer(payer, keypair().publicKey, 1_000_000));
    ledger().advance(3);
    expect(await status(signature)).toBeNull();
    ledger().advance(1);
    expect(await status(signature)).toMatchObject({ confirmationStatus: 'processed' });
    ledger().delayLanding(0);
  });

  it('forgets statuses after the 300-block status cache unless history is searched', async () => {
    const signature = await harness.connection.sendRawTransaction(await transfer(payer, keypair().publicKey, 1_000_000));
    ledger().advance(302);
    expect((await harness.connection.getSignatureStatuses([signature])).value[0]).toBeNull();
    expect(await status(signature)).toMatchObject({ confirmationStatus: 'finalized' });
  });

  it('charges priority fees and reports them in getFeeForMessage and getRecentPrioritizationFees', async () => {
    const { blockhash } = await harness.connection.getLatestBlockhash('processed');
    const to = keypair().publicKey;
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 250_000 }),
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 }),
      ],
    }).compileToV0Message();
    expect((await harness.connection.getFeeForMessage(message, 'processed')).value).toBe(5000 + 2500);
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const signature = await harness.connection.sendTransaction(tx);
    ledger().advance(2);
    const landed = await harness.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.fee).toBe(7500);
    const fees = await harness.connection.getRecentPrioritizationFees({ lockedWritableAccounts: [to] });
    expect(fees.some((entry) => entry.prioritizationFee === 250_000 && entry.slot === landed?.slot)).toBe(true);
    expect(fees.filter((entry) => entry.slot !== landed?.slot).every((entry) => entry.prioritizationFee === 0)).toBe(true);
  });

  it('expires a never-landing send for confirmTransaction (block height exceeded)', async () => {
    const latest = await harness.connection.getLatestBlockhash('processed');
    ledger().dropNextSends(1);
    const signature = await harness.connection.sendRawTransaction(await transfer(payer, keypair().publicKey, 1_000_000, latest.blockhash));
    const confirmation = harness.connection.confirmTransaction({ signature, ...latest }, 'confirmed');
    ledger().advance(152);
    await expect(confirmation).rejects.toBeInstanceOf(TransactionExpiredBlockheightExceededError);
  });
});
