import { PublicKey } from '@solana/web3.js';
import { fromBase58, isAddress, toBase58 } from '@streams/solana/codec';
import fc from 'fast-check';

describe('base58', () => {
  it('round-trips any bytes, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(fromBase58(toBase58(bytes))).toEqual(bytes);
      }),
    );
  });

  it('decodes as web3.js does for 32-byte keys', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const text = new PublicKey(bytes).toBase58();
        expect(toBase58(bytes)).toBe(text);
        expect(fromBase58(text)).toEqual(bytes);
        expect(isAddress(text)).toBe(true);
      }),
    );
  });

  it.each([
    ['the system program (all zeros)', '11111111111111111111111111111111', true],
    ['wrapped SOL', 'So11111111111111111111111111111111111111112', true],
    ['a PDA-shaped key off the curve still counts', 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3', true],
    ['a character outside the alphabet (0)', 'So1111111111111111111111111111111111111111O', false],
    ['too short', '1111111111111111111111111111111', false],
    ['33 bytes', '2K3n5t4wSaF5mj27Tw9vStXWLWyRjjiH5Cp3CFLpKVCr1c', false],
    ['empty', '', false],
  ])('isAddress: %s', (_name, text, expected) => expect(isAddress(text)).toBe(expected));

  it('rejects text that is not base58', () => expect(fromBase58('0OIl')).toBeUndefined());
});
