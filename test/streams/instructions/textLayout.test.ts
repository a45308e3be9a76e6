import fc from 'fast-check';
import { address, decimal, defineLayout, decodeWith, i64, oneOf, optional, reference, u32, u64 } from '../../../streams/instructions/textLayout';
import { layoutValue, nearEncodings } from '../../support/layoutArbitraries';

const sample = defineLayout('sample.do.v1', {
  owner: address,
  amount: u64,
  change: i64,
  count: u32,
  side: oneOf(['long', 'short']),
  price: optional(decimal),
  ref: reference,
});
const other = defineLayout('sample.undo.v1', { owner: address });

const bytes = (text: string) => new TextEncoder().encode(text);
const OWNER = 'So11111111111111111111111111111111111111112';
const valid = { owner: OWNER, amount: 5n, change: -7n, count: 3, side: 'long', price: 1.5, ref: 'abc-1.2' } as const;
const text = `sample.do.v1 owner=${OWNER} amount=5 change=-7 count=3 side=long price=1.5 ref=abc-1.2`;

describe('text instruction layouts', () => {
  it('encodes every field in its declared order, by name', () => {
    expect(new TextDecoder().decode(sample.encode(valid))).toBe(text);
    expect(sample.decode(bytes(text))).toEqual(valid);
  });

  it('decode(encode(x)) equals x for any valid x', () => {
    fc.assert(
      fc.property(layoutValue(sample), (value) => {
        expect(sample.decode(sample.encode(value))).toEqual(value);
      }),
    );
  });

  it('refuses any other byte string: whatever decodes encodes back to the very same bytes', () => {
    fc.assert(
      fc.property(nearEncodings(sample), (data) => {
        const value = sample.decode(data);
        if (value !== undefined) expect(sample.encode(value)).toEqual(data);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    ['a leading zero', text.replace('amount=5', 'amount=05')],
    ['a plus sign', text.replace('amount=5', 'amount=+5')],
    ['minus zero', text.replace('change=-7', 'change=-0')],
    ['an amount past u64', text.replace('amount=5', `amount=${(1n << 64n).toString()}`)],
    ['a count past u32', text.replace('count=3', 'count=4294967296')],
    ['a word outside the list', text.replace('side=long', 'side=LONG')],
    ['a non-canonical number', text.replace('price=1.5', 'price=1.50')],
    ['an exponent where the shortest spelling has none', text.replace('price=1.5', 'price=15e-1')],
    ['a 31-byte address', text.replace(OWNER, '1111111111111111111111111111111')],
    ['fields out of order', text.replace('count=3 side=long', 'side=long count=3')],
    ['a field missing', text.replace(' count=3', '')],
    ['a field twice', text.replace(' count=3', ' count=3 count=3')],
    ['an unknown field', `${text} extra=1`],
    ['two spaces', text.replace(' count', '  count')],
    ['a trailing space', `${text} `],
    ['another name', text.replace('sample.do.v1', 'sample.do.v2')],
    ['a tab', text.replace(' count', '\tcount')],
    ['a non-ASCII character', text.replace('ref=abc', 'ref=abç')],
  ])('refuses %s', (_, data) => {
    expect(sample.decode(bytes(data))).toBeUndefined();
  });

  it('refuses bytes that are not UTF-8, and data past the size limit', () => {
    expect(sample.decode(Uint8Array.from([0xff, 0xfe]))).toBeUndefined();
    expect(sample.decode(bytes(`${text.slice(0, -7)}ref=${'a'.repeat(2_000)}`))).toBeUndefined();
  });

  it('refuses to encode a value outside its type: a build never writes what cannot be read back', () => {
    expect(() => sample.encode({ ...valid, amount: -1n })).toThrow(RangeError);
    expect(() => sample.encode({ ...valid, owner: 'not-an-address' })).toThrow(RangeError);
    expect(() => sample.encode({ ...valid, price: Number.NaN })).toThrow(RangeError);
    expect(() => sample.encode({ ...valid, ref: 'has space' })).toThrow(RangeError);
  });

  it('decodeWith picks the layout the data names', () => {
    const layouts = { do: sample, undo: other };
    expect(decodeWith(layouts, bytes(text))).toEqual({ instruction: 'do', value: valid });
    expect(decodeWith(layouts, other.encode({ owner: OWNER }))).toEqual({ instruction: 'undo', value: { owner: OWNER } });
    expect(decodeWith(layouts, bytes('sample.redo.v1 owner=x'))).toBeUndefined();
    expect(decodeWith(layouts, bytes(text.replace('count=3', 'count=x')))).toBeUndefined();
  });
});
