import { Connection, Keypair, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { type RunningLedger, startLedger } from '../../../sim/ledger';

/**
 * The ledger hook the swap feature relies on: a guarded stand-in program whose check can fail
 * its instruction with a custom error, rolling the whole transaction back but its fee.
 */
const GUARDED = Keypair.fromSeed(new Uint8Array(32).fill(40)).publicKey;
const payer = Keypair.fromSeed(new Uint8Array(32).fill(41));
const receiver = Keypair.fromSeed(new Uint8Array(32).fill(42)).publicKey;

let running: RunningLedger;
let connection: Connection;

const ledger = () => running.ledger;
/** An existing receiver: a small transfer to a new account would fail for rent. */
const fundReceiver = () => ledger().setLamports(receiver.toBase58(), 1_000_000_000n);

beforeAll(async () => {
  running = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 3, slotMs: 0 });
  connection = new Connection(running.rpcUrl, 'processed');
  running.ledger.guardProgram(GUARDED.toBase58(), (data) => {
    const text = new TextDecoder().decode(data);
    return text === 'fail' ? { code: 6001, logs: ['Program log: refused'] } : undefined;
  });
  fundReceiver();
});
afterAll(() => running?.close());

const send = (lamports: number, tag: string) => {
  ledger().setLamports(payer.publicKey.toBase58(), 1_000_000_000n);
  const { blockhash } = ledger().latestBlockhash();
  const instructions = [
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports }),
    new TransactionInstruction({ programId: GUARDED, keys: [], data: Buffer.from(tag) }),
  ];
  const transaction = new VersionedTransaction(
    new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions }).compileToV0Message(),
  );
  transaction.sign([payer]);
  const signature = ledger().submitTransaction(transaction.serialize(), { skipPreflight: true });
  ledger().advance(1);
  return signature;
};

/** getTransaction at confirmed: one more block first. */
const details = (signature: string) => {
  ledger().advance(1);
  return connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
};

describe('Ledger.guardProgram', () => {
  it('runs the program as a no-op when its check passes', async () => {
    const before = ledger().getLamports(receiver.toBase58());
    const signature = send(1_000, 'ok');
    expect(ledger().signatureStatus(signature)?.err).toBeNull();
    expect(ledger().getLamports(receiver.toBase58()) - before).toBe(1_000n);
  });

  it('fails the checked instruction with its custom code: the transfer before it is rolled back, the fee is charged', async () => {
    const before = ledger().getLamports(receiver.toBase58());
    const signature = send(2_000, 'fail');
    expect(ledger().signatureStatus(signature)?.err).toEqual({ InstructionError: [1, { Custom: 6001 }] });
    expect(ledger().getLamports(receiver.toBase58())).toBe(before);
    expect(ledger().getLamports(payer.publicKey.toBase58())).toBe(1_000_000_000n - 5_000n);
    const transaction = await details(signature);
    expect(transaction?.meta?.fee).toBe(5_000);
    expect(transaction?.meta?.logMessages).toEqual([
      'Program 11111111111111111111111111111111 invoke [1]',
      'Program 11111111111111111111111111111111 success',
      `Program ${GUARDED.toBase58()} invoke [1]`,
      'Program log: refused',
      expect.stringMatching(new RegExp(`^Program ${GUARDED.toBase58()} consumed \\d+ of \\d+ compute units$`)),
      `Program ${GUARDED.toBase58()} failed: custom program error: 0x1771`,
    ]);
  });

  it('lets an earlier instruction fail first, as the chain would', () => {
    const signature = send(5_000_000_000, 'fail');
    expect(ledger().signatureStatus(signature)?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });

  it('survives a ledger reset', () => {
    ledger().reset();
    fundReceiver();
    expect(ledger().signatureStatus(send(1_000, 'ok'))?.err).toBeNull();
    expect(ledger().signatureStatus(send(1_000, 'fail'))?.err).toEqual({ InstructionError: [1, { Custom: 6001 }] });
  });
});
