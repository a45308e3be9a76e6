import { SystemProgram, Transaction } from '@solana/web3.js';
import { toBase58 } from '@streams/solana/codec';
import { parseTransaction } from '@streams/solana/wireFormat';
import { onFreshBlockhash, readRequestTransaction } from '@streams/tx/serverTransaction';
import { BLOCKHASH, OTHER_BLOCKHASH, blockhash, payer, recipient, stranger, transferWire } from './fixtures';

const owner = payer.publicKey.toBase58();
const fresh = { ...blockhash, blockhash: OTHER_BLOCKHASH };
const REFUSAL = 'not a transaction, or not a blockhash';

/** A transfer the payer pays for that also moves the stranger's SOL: two signers, both signed. */
const twoSignerWire = (): Uint8Array => {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH });
  tx.add(SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: recipient, lamports: 500 }));
  tx.sign(payer, stranger);
  return new Uint8Array(tx.serialize());
};

/** A well-formed message with no accounts at all: nobody pays for it. */
const NO_ACCOUNTS = Uint8Array.from([0, 0, 0, 0, 0, ...new Uint8Array(32).fill(9), 0]);

describe('a server-built transaction is only taken when the user pays for it', () => {
  it("the user's own transfer is theirs", () => {
    expect(readRequestTransaction(transferWire(), owner)).toBe(true);
  });

  it('a transaction another wallet pays for is refused', () => {
    expect(readRequestTransaction(transferWire(), stranger.publicKey.toBase58())).toBe(false);
  });

  it('bytes that are not a transaction are refused, not thrown on', () => {
    expect(readRequestTransaction(Uint8Array.from([1, 2, 3]), owner)).toBe(false);
    expect(readRequestTransaction(new Uint8Array(), owner)).toBe(false);
  });

  it('a message with no fee payer is refused', () => {
    expect(parseTransaction(NO_ACCOUNTS)?.staticAccountKeys).toEqual([]);
    expect(readRequestTransaction(NO_ACCOUNTS, owner)).toBe(false);
  });
});

describe('re-dating a server-built transaction on a fresh blockhash', () => {
  it('puts the fresh blockhash in and leaves the rest of the message as it was', () => {
    const original = parseTransaction(transferWire());
    const redated = parseTransaction(onFreshBlockhash(transferWire())(fresh));
    expect(redated && toBase58(redated.bytes.subarray(redated.blockhashOffset, redated.blockhashOffset + 32))).toBe(OTHER_BLOCKHASH);
    expect(redated?.staticAccountKeys.map(toBase58)).toEqual(original?.staticAccountKeys.map(toBase58));
    expect(redated?.instructions.map((instruction) => Array.from(instruction.data))).toEqual(
      original?.instructions.map((instruction) => Array.from(instruction.data)),
    );
  });

  it('clears every signature, since they signed the old blockhash', () => {
    const signed = twoSignerWire();
    expect(parseTransaction(signed)?.signatures.every((signature) => signature.some((byte) => byte !== 0))).toBe(true);
    const redated = parseTransaction(onFreshBlockhash(signed)(fresh));
    expect(redated?.signatures).toHaveLength(2);
    expect(redated?.signatures.map((signature) => signature.every((byte) => byte === 0))).toEqual([true, true]);
    expect(redated?.staticAccountKeys.map(toBase58)).toEqual(parseTransaction(signed)?.staticAccountKeys.map(toBase58));
  });

  it('refuses bytes that are not a transaction', () => {
    expect(() => onFreshBlockhash(Uint8Array.from([1, 2, 3]))(fresh)).toThrow(new Error(REFUSAL));
  });

  it('refuses a blockhash that is not base58', () => {
    expect(() => onFreshBlockhash(transferWire())({ ...blockhash, blockhash: '0OIl' })).toThrow(new Error(REFUSAL));
  });

  it('refuses a blockhash one byte short or one byte long', () => {
    const short = toBase58(new Uint8Array(31).fill(9));
    const long = toBase58(new Uint8Array(33).fill(9));
    expect(() => onFreshBlockhash(transferWire())({ ...blockhash, blockhash: short })).toThrow(new Error(REFUSAL));
    expect(() => onFreshBlockhash(transferWire())({ ...blockhash, blockhash: long })).toThrow(new Error(REFUSAL));
  });
});
