import { routeLabels } from '@streams/swap/quoteDisplay';
import { SOL, USDC } from './fixtures';

const step = (label: string | undefined) => ({
  swapInfo: { ammKey: 'k', label, inputMint: SOL, outputMint: USDC, inAmount: '1', outAmount: '1' },
  percent: 50,
});

describe('route labels as the user reads them', () => {
  it('a label padded with spaces is the same venue, shown without them; a blank one reads Unknown', () => {
    expect(routeLabels({ routePlan: [step(' Whirlpool '), step('Whirlpool'), step('   '), step(undefined)] })).toEqual(['Whirlpool', 'Unknown']);
  });
});
