import fc from 'fast-check';
import { toBase58 } from '../../streams/solana/codec';
import type { FieldKind, Layout, LayoutFields, LayoutValue } from '../../streams/instructions/textLayout';

/**
 * fast-check arbitraries for the instruction layouts (streams/instructions/textLayout.ts): any
 * valid value of a layout, drawn field by field from each field's kind, for the property tests
 * decode(encode(x)) = x and "any other byte string is refused".
 */
const arbitraryOf = (kind: FieldKind): fc.Arbitrary<unknown> => {
  switch (kind.type) {
    case 'u64':
      return fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
    case 'i64':
      return fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n });
    case 'u32':
      return fc.integer({ min: 0, max: 0xffff_ffff });
    case 'address':
      return fc.uint8Array({ minLength: 32, maxLength: 32 }).map(toBase58);
    case 'reference':
      return fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/);
    case 'decimal':
      return fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0));
    case 'oneOf':
      return fc.constantFrom(...kind.values);
    case 'optional':
      return fc.option(arbitraryOf(kind.inner), { nil: null });
  }
};

export const layoutValue = <F extends LayoutFields>(layout: Layout<F>): fc.Arbitrary<LayoutValue<F>> =>
  fc.record(Object.fromEntries(Object.entries(layout.fields).map(([key, field]) => [key, arbitraryOf(field.kind)]))) as unknown as fc.Arbitrary<LayoutValue<F>>;

/**
 * Byte strings near a valid encoding: the encoding with one byte changed, inserted or removed,
 * or cut short; plus arbitrary bytes. Whatever decodes must encode back to exactly the same bytes.
 */
export const nearEncodings = <F extends LayoutFields>(layout: Layout<F>): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc
      .tuple(layoutValue(layout), fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom('set', 'insert', 'remove', 'cut'))
      .map(([value, at, byte, edit]) => {
        const bytes = Array.from(layout.encode(value));
        const index = at % (bytes.length + 1);
        if (edit === 'set' && index < bytes.length) bytes[index] = byte;
        if (edit === 'insert') bytes.splice(index, 0, byte);
        if (edit === 'remove' && index < bytes.length) bytes.splice(index, 1);
        if (edit === 'cut') bytes.length = index;
        return Uint8Array.from(bytes);
      }),
  );
