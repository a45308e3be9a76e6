import fc from 'fast-check';
import type { Layout, LayoutFields } from '../../streams/instructions/textLayout';
import { layoutValue, nearEncodings } from './layoutArbitraries';

/**
 * The two properties every instruction layout must have (as textLayout.test.ts shows): any valid
 * value survives encode then decode, and any byte string near an encoding that is not exactly
 * one is refused (whatever decodes encodes back to the very same bytes).
 */
export const describeLayoutProperties = <F extends LayoutFields>(layout: Layout<F>) =>
  describe(`${layout.name}: the layout's properties`, () => {
    it('decode(encode(x)) equals x for any valid x', () => {
      fc.assert(
        fc.property(layoutValue(layout), (value) => {
          expect(layout.decode(layout.encode(value))).toEqual(value);
        }),
      );
    });

    it('refuses any other byte string: whatever decodes encodes back to the very same bytes', () => {
      fc.assert(
        fc.property(nearEncodings(layout), (data) => {
          const value = layout.decode(data);
          if (value !== undefined) expect(layout.encode(value)).toEqual(data);
        }),
        { numRuns: 2_000 },
      );
    });
  });
