import { WELL_KNOWN_TOKENS } from '@streams/swap/swapAsset';
import { chartedToken } from '@/features/swap/SwapPanels';

const [SOL, USDC, USDT, JUP] = WELL_KNOWN_TOKENS as unknown as [never, never, never, never];

describe('the token the swap page charts', () => {
  it.each([
    ['SOL → USDC', SOL, USDC, SOL],
    ['USDC → SOL', USDC, SOL, SOL],
    ['SOL → JUP', SOL, JUP, JUP],
    ['JUP → SOL', JUP, SOL, JUP],
    ['USDT → JUP', USDT, JUP, JUP],
    ['JUP → USDC', JUP, USDC, JUP],
  ])('%s charts the traded token', (_name, sell, buy, expected) => {
    expect(chartedToken(sell, buy)).toBe(expected);
  });
});
