import { STUDIO_LAUNCH_FEE_LAMPORTS, studioLaunch, supplyBaseUnits } from '../../../streams/instructions';
import { STUDIO_ERRORS, launchCheck } from '../../../sim/studio/launchProgram';
import { createLaunchStore } from '../../../sim/studio/launchStore';
import type { CleanLaunch } from '../../../sim/studio/launchForm';

const CREATOR = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const MINT = 'LaunchStudio1111111111111111111111111111111';
const launch: CleanLaunch = {
  creator: CREATOR,
  name: 'Moon',
  symbol: 'MOON',
  description: undefined,
  website: undefined,
  twitter: undefined,
  telegram: undefined,
  supply: 1_000_000_000n,
  decimals: 6,
  firstBuy: 1_000_000n,
  imageBytes: undefined,
  imageType: undefined,
};
const terms = {
  ref: 'studio-1',
  creator: CREATOR,
  mint: MINT,
  supply: supplyBaseUnits(1_000_000_000n),
  fee: STUDIO_LAUNCH_FEE_LAMPORTS,
  firstBuy: 1_000_000n,
  tokensOut: 35_000n,
  recipient: CREATOR,
};

describe('the launch program (stand-in)', () => {
  const store = createLaunchStore();
  store.addPending({ ref: 'studio-1', mint: MINT, launch, tokensOut: 35_000n, lastValidBlockHeight: 100 });
  const check = launchCheck(store);

  it('accepts the request’s own terms', () => {
    expect(check(studioLaunch.encode(terms))).toBeUndefined();
  });

  it('refuses data it cannot read, an unknown request, and terms other than the request’s', () => {
    expect(check(new TextEncoder().encode('studio.launch.v1 ref=x'))).toBe(STUDIO_ERRORS.unreadable);
    expect(check(studioLaunch.encode({ ...terms, ref: 'studio-2' }))).toBe(STUDIO_ERRORS.unknown);
    expect(check(studioLaunch.encode({ ...terms, tokensOut: 36_000n }))).toBe(STUDIO_ERRORS.terms);
    expect(check(studioLaunch.encode({ ...terms, recipient: MINT }))).toBe(STUDIO_ERRORS.terms);
    expect(check(studioLaunch.encode({ ...terms, fee: 0n }))).toBe(STUDIO_ERRORS.terms);
  });

  it('forgets a request once its transaction can no longer land', () => {
    store.expire(101);
    expect(check(studioLaunch.encode(terms))).toBe(STUDIO_ERRORS.unknown);
  });
});
