import fc from 'fast-check';
import { swapRouteLayout } from '@streams/instructions/swapRoute';
import { layoutValue, nearEncodings } from '../../support/layoutArbitraries';

describe('the swap route layout (client and simulator)', () => {
  it('decode(encode(x)) equals x for any valid route', () => {
    fc.assert(
      fc.property(layoutValue(swapRouteLayout), (route) => {
        expect(swapRouteLayout.decode(swapRouteLayout.encode(route))).toEqual(route);
      }),
    );
  });

  it('refuses any other byte string', () => {
    fc.assert(
      fc.property(nearEncodings(swapRouteLayout), (data) => {
        const route = swapRouteLayout.decode(data);
        if (route !== undefined) expect(swapRouteLayout.encode(route)).toEqual(data);
      }),
      { numRuns: 1_000 },
    );
  });

  it('reads as text in the explorer', () => {
    const route = {
      id: '0123456789abcdef',
      owner: '11111111111111111111111111111111',
      inputMint: 'So11111111111111111111111111111111111111112',
      outputMint: 'So11111111111111111111111111111111111111112',
      mode: 'ExactIn',
      amount: 5n,
      threshold: 4n,
    } as const;
    expect(new TextDecoder().decode(swapRouteLayout.encode(route))).toBe(
      'route.swap.v1 id=0123456789abcdef owner=11111111111111111111111111111111 inputMint=So11111111111111111111111111111111111111112 outputMint=So11111111111111111111111111111111111111112 mode=ExactIn amount=5 threshold=4',
    );
  });
});
