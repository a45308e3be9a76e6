import { addressBytes, encodeShortVec, writeU32, writeU64 } from './codec';
import type { SimKeypair } from './keys';
import { SYSTEM_PROGRAM } from './tokenLayout';

/**
 * A signed legacy SystemProgram.transfer in wire format, built by hand: the faucet and
 * requestAirdrop send real transactions (so they have signatures and show up in history)
 * without paying for @solana/web3.js's message compiler and pure-JS signer.
 */
export const buildTransfer = (from: SimKeypair, to: string, lamports: bigint, blockhash: string): Uint8Array => {
  const data = new Uint8Array(12);
  writeU32(data, 0, 2); // SystemInstruction::Transfer
  writeU64(data, 4, lamports);
  const self = from.address === to;
  const keys = self ? [from.publicKey, addressBytes(SYSTEM_PROGRAM)] : [from.publicKey, addressBytes(to), addressBytes(SYSTEM_PROGRAM)];
  const programIndex = keys.length - 1;
  const message = Uint8Array.from([
    1, // required signatures
    0, // readonly signed
    1, // readonly unsigned: the system program
    ...encodeShortVec(keys.length),
    ...keys.flatMap((key) => Array.from(key)),
    ...addressBytes(blockhash),
    ...encodeShortVec(1),
    programIndex,
    ...encodeShortVec(2),
    0,
    self ? 0 : 1,
    ...encodeShortVec(data.length),
    ...data,
  ]);
  const signature = from.sign(message);
  const wire = new Uint8Array(1 + 64 + message.length);
  wire[0] = 1;
  wire.set(signature, 1);
  wire.set(message, 65);
  return wire;
};
