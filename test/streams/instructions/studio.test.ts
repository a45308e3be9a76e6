import { firstBuyTokens, studioLaunch, supplyBaseUnits } from '../../../streams/instructions/studio';
import { buy, newCurve } from '../../../sim/market/curve';
import { describeLayoutProperties } from '../../support/layoutProperties';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const MINT = 'LaunchStudio1111111111111111111111111111111';
const launch = {
  ref: 'studio-ab12',
  creator: WALLET,
  mint: MINT,
  supply: 1_000_000_000_000_000n,
  fee: 20_000_000n,
  firstBuy: 0n,
  tokensOut: 0n,
  recipient: WALLET,
};
const spelt = `studio.launch.v1 ref=studio-ab12 creator=${WALLET} mint=${MINT} supply=1000000000000000 fee=20000000 firstBuy=0 tokensOut=0 recipient=${WALLET}`;

describeLayoutProperties(studioLaunch);

describe('the studio launch layout', () => {
  it('spells the launch by name, in order', () => {
    expect(new TextDecoder().decode(studioLaunch.encode(launch))).toBe(spelt);
    expect(studioLaunch.decode(new TextEncoder().encode(spelt))).toEqual(launch);
  });

  it('refuses a negative first buy and a missing recipient', () => {
    expect(studioLaunch.decode(new TextEncoder().encode(spelt.replace('firstBuy=0', 'firstBuy=-1')))).toBeUndefined();
    expect(studioLaunch.decode(new TextEncoder().encode(spelt.replace(` recipient=${WALLET}`, '')))).toBeUndefined();
  });
});

describe('firstBuyTokens: the first buy on a fresh curve, exact', () => {
  it.each([
    [1_000_000_000n, 0.5],
    [1_000_000_000n, 10],
    [10_000_000_000n, 3],
    [1_000_000n, 1],
  ])('agrees with the market curve for %s tokens and %s SOL (to a millionth)', (whole, sol) => {
    const tokens = firstBuyTokens(supplyBaseUnits(whole), BigInt(Math.round(sol * 1e9)));
    const float = buy(newCurve(Number(whole) / 1e9), sol).baseAmount;
    expect(Math.abs(Number(tokens) / 1e6 - float) / float).toBeLessThan(1e-6);
  });

  it('gives nothing for nothing, and never more than the curve sells', () => {
    expect(firstBuyTokens(supplyBaseUnits(1_000_000_000n), 0n)).toBe(0n);
    expect(firstBuyTokens(supplyBaseUnits(1_000_000_000n), 10_000_000_000_000n)).toBe(supplyBaseUnits(793_100_000n));
  });
});
