import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemInstruction,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { createRng } from '../../../sim/prng';
import { createChain, MAX_PROCESSING_AGE } from '../../../sim/ledger/chain';
import { fromBase58, fromBase64, toBase58 } from '../../../sim/ledger/codec';
import { createLedgerCore } from '../../../sim/ledger/core';
import { fromLiteSvmError, txError } from '../../../sim/ledger/errors';
import { transactionFee } from '../../../sim/ledger/fees';
import { keypairFromSeed } from '../../../sim/ledger/keys';
import { decodeMint, decodeTokenAccount, encodeMint, encodeTokenAccount, uiAmountString, uiTokenAmount } from '../../../sim/ledger/tokenLayout';
import { buildTransfer } from '../../../sim/ledger/transfer';
import { parseWireTransaction, sanitizeError } from '../../../sim/ledger/wire';

/** The pure parts: codecs, layouts, the wire reader, fees, the block clock, determinism. */
describe('ledger building blocks', () => {
  const alice = Keypair.fromSeed(new Uint8Array(32).fill(1));
  const bob = Keypair.fromSeed(new Uint8Array(32).fill(2));
  const blockhash = new PublicKey(new Uint8Array(32).fill(9)).toBase58();

  it('validates base58 and base64 strictly', () => {
    expect(fromBase58('0OIl')).toBeUndefined();
    expect(fromBase58(alice.publicKey.toBase58())).toEqual(alice.publicKey.toBytes());
    expect(fromBase64('AAA')).toBeUndefined();
    expect(fromBase64('AA==!')).toBeUndefined();
    expect(fromBase64('AAE=')).toEqual(Uint8Array.from([0, 1]));
  });

  it('formats token amounts as the RPC does', () => {
    expect(uiAmountString(0n, 6)).toBe('0');
    expect(uiAmountString(1n, 6)).toBe('0.000001');
    expect(uiAmountString(1_500_000n, 6)).toBe('1.5');
    expect(uiAmountString(42n, 0)).toBe('42');
    expect(uiAmountString(18_446_744_073_709_551_615n, 9)).toBe('18446744073.709551615');
    expect(uiTokenAmount(0n, 6)).toEqual({ amount: '0', decimals: 6, uiAmount: 0, uiAmountString: '0' });
    expect(uiTokenAmount(0n, 6, true).uiAmount).toBeNull();
  });

  it('round-trips SPL mint and token account layouts', () => {
    const mint = { mintAuthority: alice.publicKey.toBase58(), supply: 123n, decimals: 6, isInitialized: true, freezeAuthority: null };
    expect(decodeMint(encodeMint(mint))).toEqual(mint);
    const account = {
      mint: bob.publicKey.toBase58(),
      owner: alice.publicKey.toBase58(),
      amount: 99n,
      delegate: null,
      state: 'initialized' as const,
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: bob.publicKey.toBase58(),
    };
    expect(decodeTokenAccount(encodeTokenAccount(account))).toEqual(account);
    expect(decodeTokenAccount(new Uint8Array(10))).toBeUndefined();
  });

  it('reads legacy and v0 wire transactions like web3.js writes them', () => {
    const legacy = new Transaction({ feePayer: alice.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 5 }),
    );
    legacy.sign(alice);
    const parsed = parseWireTransaction(legacy.serialize());
    expect(parsed.message.version).toBe('legacy');
    expect(parsed.signatures).toEqual([toBase58(legacy.signature ?? new Uint8Array())]);
    expect(parsed.message.staticKeys).toEqual([alice.publicKey.toBase58(), bob.publicKey.toBase58(), SystemProgram.programId.toBase58()]);
    expect(parsed.message.recentBlockhash).toBe(blockhash);
    expect(sanitizeError(parsed)).toBeUndefined();

    const message = new TransactionMessage({ payerKey: alice.publicKey, recentBlockhash: blockhash, instructions: legacy.instructions }).compileToV0Message();
    const v0 = parseWireTransaction(new VersionedTransaction(message).serialize());
    expect(v0.message.version).toBe(0);
    expect(v0.message.lookups).toEqual([]);
  });

  it('rejects truncated, padded and inconsistent transactions', () => {
    const tx = new Transaction({ feePayer: alice.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 5 }),
    );
    tx.sign(alice);
    const bytes = tx.serialize();
    expect(() => parseWireTransaction(bytes.subarray(0, bytes.length - 1))).toThrow();
    expect(() => parseWireTransaction(Buffer.concat([bytes, Buffer.from([0])]))).toThrow();
    const twoSignatures = Buffer.concat([Buffer.from([2]), bytes.subarray(1, 65), bytes.subarray(1, 65), bytes.subarray(65)]);
    expect(sanitizeError(parseWireTransaction(twoSignatures))).toMatch(/sanitize/);
  });

  it('computes fees as the runtime does', () => {
    const message = (extra: ReturnType<typeof ComputeBudgetProgram.setComputeUnitPrice>[]) =>
      parseWireTransaction(
        new VersionedTransaction(
          new TransactionMessage({
            payerKey: alice.publicKey,
            recentBlockhash: blockhash,
            instructions: [...extra, SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 5 })],
          }).compileToLegacyMessage(),
        ).serialize(),
      ).message;
    const builtin = () => true;
    expect(transactionFee(message([]), builtin)).toBe(5000n);
    expect(transactionFee(message([ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1000 })]), builtin)).toBe(5006n); // 2 builtins x 3,000 CU
    expect(
      transactionFee(
        message([ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1000 }), ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 })]),
        builtin,
      ),
    ).toBe(5300n);
  });

  it('maps litesvm errors to the RPC forms', () => {
    expect(fromLiteSvmError(7)).toEqual({ json: 'BlockhashNotFound', text: 'Blockhash not found', included: false });
    expect(txError('AlreadyProcessed').text).toBe('This transaction has already been processed');
    class TransactionErrorInsufficientFundsForRent {
      accountIndex = 1;
    }
    expect(fromLiteSvmError(new TransactionErrorInsufficientFundsForRent())).toMatchObject({
      json: { InsufficientFundsForRent: { account_index: 1 } },
      included: true,
    });
    const instruction = { index: 2, err: () => ({ code: 6001 }) };
    expect(fromLiteSvmError(instruction)).toEqual({
      json: { InstructionError: [2, { Custom: 6001 }] },
      text: 'Error processing Instruction 2: custom program error: 0x1771',
      included: true,
    });
  });

  it('keeps blockhashes valid for exactly 150 blocks and skips some slots', () => {
    const chain = createChain(createRng(3), 0, 0.5);
    const first = chain.tip();
    for (let i = 0; i < MAX_PROCESSING_AGE; i++) chain.advance(0);
    expect(chain.isValidAt(first.blockhash, first.height + MAX_PROCESSING_AGE)).toBe(true);
    expect(chain.isValidAt(first.blockhash, first.height + MAX_PROCESSING_AGE + 1)).toBe(false);
    expect(chain.isValidAt('11111111111111111111111111111111', chain.tip().height)).toBe(false);
    const tip = chain.tip();
    expect(tip.height - first.height).toBe(150);
    expect(tip.slot - first.slot).toBeGreaterThan(150); // skipped leader slots
    expect(chain.at('confirmed').height).toBe(tip.height - 1);
    expect(chain.at('finalized').height).toBe(tip.height - 32);
  });

  it('is deterministic from the seed', () => {
    const a = createLedgerCore(99).ledger;
    const b = createLedgerCore(99).ledger;
    const c = createLedgerCore(100).ledger;
    expect(a.authority()).toBe(b.authority());
    expect(a.authority()).not.toBe(c.authority());
    a.advance(5);
    b.advance(5);
    expect([a.slot(), a.blockHeight()]).toEqual([b.slot(), b.blockHeight()]);
  });

  it('builds a valid signed transfer without web3.js', () => {
    const signer = keypairFromSeed(new Uint8Array(32).fill(4));
    expect(signer.address).toBe(Keypair.fromSeed(new Uint8Array(32).fill(4)).publicKey.toBase58());
    const wire = buildTransfer(signer, bob.publicKey.toBase58(), 77n, blockhash);
    const tx = Transaction.from(wire);
    expect(tx.verifySignatures()).toBe(true);
    const [instruction] = tx.instructions;
    if (!instruction) throw new Error('no instruction');
    expect(SystemInstruction.decodeTransfer(instruction)).toEqual({ fromPubkey: new PublicKey(signer.address), toPubkey: bob.publicKey, lamports: 77n });
  });
});
