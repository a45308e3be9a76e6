import {
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  AddressLookupTableAccount,
  ComputeBudgetProgram,
} from '@solana/web3.js';
import { toBase58 } from '@streams/solana/codec';
import { isWritableStaticKey, messageOf, parseTransaction, programIdOf } from '@streams/solana/wireFormat';
import { onFreshBlockhash, readRequestTransaction } from '@streams/tx/serverTransaction';
import { capPriorityFee, readComputeBudget } from '@streams/tx/computeBudget';
import { inspectWire } from '@streams/tx/wire';
import fc from 'fast-check';

const key = (seed: number) => new PublicKey(Uint8Array.from({ length: 32 }, (_, index) => (seed * 31 + index * 7) % 256));

/** Random transactions, legacy and v0 (with lookup tables), built and serialised by web3.js. */
const transactions = fc
  .record({
    v0: fc.boolean(),
    signed: fc.boolean(),
    instructions: fc.array(
      fc.record({
        program: fc.integer({ min: 1, max: 6 }),
        accounts: fc.array(fc.integer({ min: 7, max: 12 }), { maxLength: 4 }),
        data: fc.uint8Array({ maxLength: 40 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    blockhash: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    price: fc.option(fc.bigInt({ min: 0n, max: 2n ** 40n }), { nil: undefined }),
    limit: fc.option(fc.integer({ min: 1, max: 1_400_000 }), { nil: undefined }),
  })
  .map(({ v0, signed, instructions, blockhash, price, limit }) => {
    const payer = Keypair.fromSeed(Uint8Array.from({ length: 32 }, (_, index) => index + 1));
    const budget = [
      ...(limit === undefined ? [] : [ComputeBudgetProgram.setComputeUnitLimit({ units: limit })]),
      ...(price === undefined ? [] : [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: price })]),
    ];
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: toBase58(blockhash),
      instructions: [
        ...budget,
        ...instructions.map(
          ({ program, accounts, data }) =>
            new TransactionInstruction({
              programId: key(program),
              keys: accounts.map((account) => ({ pubkey: key(account), isSigner: false, isWritable: account % 2 === 0 })),
              data: Buffer.from(data),
            }),
        ),
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: key(13), lamports: 1 }),
      ],
    });
    const table = new AddressLookupTableAccount({
      key: key(99),
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        authority: undefined,
        addresses: [key(10), key(11), key(12)],
      },
    });
    const tx = new VersionedTransaction(v0 ? message.compileToV0Message([table]) : message.compileToLegacyMessage());
    if (signed) tx.sign([payer]);
    return { tx, payer: payer.publicKey.toBase58(), price, limit };
  });

describe('the transaction wire format, read without web3.js', () => {
  it('reads what web3.js wrote: signatures, message, keys, blockhash and every instruction', () => {
    fc.assert(
      fc.property(transactions, ({ tx }) => {
        const bytes = tx.serialize();
        const parsed = parseTransaction(bytes);
        if (!parsed) throw new Error('not parsed');
        expect(parsed.version).toBe(tx.message.version);
        expect(parsed.signatures.map((signature) => [...signature])).toEqual(tx.signatures.map((signature) => [...signature]));
        expect([...messageOf(parsed)]).toEqual([...tx.message.serialize()]);
        expect(parsed.staticAccountKeys.map(toBase58)).toEqual(tx.message.staticAccountKeys.map((account) => account.toBase58()));
        expect(toBase58(bytes.subarray(parsed.blockhashOffset, parsed.blockhashOffset + 32))).toBe(tx.message.recentBlockhash);
        expect(parsed.instructions.map((instruction) => [programIdOf(parsed, instruction), [...instruction.data]])).toEqual(
          tx.message.compiledInstructions.map((instruction) => [tx.message.staticAccountKeys[instruction.programIdIndex]?.toBase58(), [...instruction.data]]),
        );
        expect(parsed.instructions.map((instruction) => instruction.accountIndexes)).toEqual(
          tx.message.compiledInstructions.map((instruction) => instruction.accountKeyIndexes),
        );
        expect(parsed.staticAccountKeys.map((_key, index) => isWritableStaticKey(parsed, index))).toEqual(
          tx.message.staticAccountKeys.map((_key, index) => tx.message.isAccountWritable(index)),
        );
        expect(parsed.lookups.map((lookup) => [toBase58(lookup.table), lookup.writableIndexes, lookup.readonlyIndexes])).toEqual(
          tx.message.addressTableLookups.map((lookup) => [lookup.accountKey.toBase58(), lookup.writableIndexes, lookup.readonlyIndexes]),
        );
        const info = inspectWire(bytes);
        expect(info?.signature).toBe(tx.signatures[0]?.some((byte) => byte !== 0) ? toBase58(tx.signatures[0]) : undefined);
      }),
      { numRuns: 150 },
    );
  });

  it('reads the compute budget, and caps the price in place as web3.js would re-encode it', () => {
    fc.assert(
      fc.property(transactions, fc.bigInt({ min: 0n, max: 10n ** 9n }), ({ tx, price, limit }, maxLamports) => {
        const bytes = tx.serialize();
        expect(readComputeBudget(bytes)).toEqual({ unitLimit: limit, microLamports: price });
        const result = capPriorityFee(bytes, maxLamports);
        if (!result) throw new Error('not a transaction');
        if (!result.capped) {
          expect(result.wire).toBe(bytes);
          return;
        }
        const decoded = VersionedTransaction.deserialize(result.wire);
        const priceData = decoded.message.compiledInstructions.find(
          (instruction) => decoded.message.staticAccountKeys[instruction.programIdIndex]?.equals(ComputeBudgetProgram.programId) && instruction.data[0] === 3,
        )?.data;
        expect(priceData && Buffer.from(priceData).readBigUInt64LE(1)).toBe(result.microLamports);
        expect(result.feeLamports).toBeLessThanOrEqual(maxLamports);
        expect(bytes.length).toBe(result.wire.length);
      }),
      { numRuns: 150 },
    );
  });

  it('puts a request on a fresh blockhash with its signatures cleared, and checks who pays', () => {
    fc.assert(
      fc.property(transactions, fc.uint8Array({ minLength: 32, maxLength: 32 }), ({ tx, payer }, fresh) => {
        const bytes = tx.serialize();
        expect(readRequestTransaction(bytes, payer)).toBe(true);
        expect(readRequestTransaction(bytes, key(5).toBase58())).toBe(false);
        const blockhash = toBase58(fresh);
        const moved = VersionedTransaction.deserialize(onFreshBlockhash(bytes)({ blockhash, lastValidBlockHeight: 1, slot: 1 }));
        const expected = VersionedTransaction.deserialize(bytes);
        expected.message.recentBlockhash = blockhash;
        expect([...moved.serialize()]).toEqual([...new VersionedTransaction(expected.message).serialize()]);
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['empty bytes', new Uint8Array()],
    ['a truncated transaction', Uint8Array.from([1, ...new Array<number>(64).fill(0), 1, 0])],
    ['message version 1', Uint8Array.from([0, 0x81, 0, 0, 0, 0])],
    ['a 4-byte shortvec', Uint8Array.from([0x80, 0x80, 0x80, 0x80, 0x01])],
  ])('refuses %s', (_name, bytes) => {
    expect(parseTransaction(bytes)).toBeUndefined();
    expect(inspectWire(bytes)).toBeUndefined();
    expect(readComputeBudget(bytes)).toBeUndefined();
  });
});
