import { sameBytes } from '@streams/tx/wire';
import { SIGNED, UNSIGNED, transferWire } from './fixtures';
import { parseTransaction, messageOf } from '@streams/solana/wireFormat';

const message = (wire: Uint8Array): Uint8Array => {
  const tx = parseTransaction(wire);
  if (!tx) throw new Error('fixture is not a transaction');
  return messageOf(tx);
};

describe('comparing what the wallet signed with what was asked', () => {
  it('the same message, signed or not, is the same', () => {
    expect(sameBytes(message(UNSIGNED), message(SIGNED))).toBe(true);
  });

  it('a message paying a different amount differs', () => {
    expect(sameBytes(message(transferWire(undefined, 1000)), message(transferWire(undefined, 1001)))).toBe(false);
  });

  it('a message with extra bytes appended differs, whichever side is longer', () => {
    const asked = message(UNSIGNED);
    const longer = Uint8Array.from([...asked, 0]);
    expect(sameBytes(asked, longer)).toBe(false);
    expect(sameBytes(longer, asked)).toBe(false);
  });

  it('an empty message is only the same as an empty one', () => {
    expect(sameBytes(new Uint8Array(), new Uint8Array())).toBe(true);
    expect(sameBytes(new Uint8Array(), Uint8Array.from([0]))).toBe(false);
  });
});
