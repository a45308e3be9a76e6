import { chooseComputeBudget } from '../../../sim/swap/priorityFee';
import type { SwapRequest } from '../../../sim/swap/swapRequest';

const request = (extra: Partial<SwapRequest>): SwapRequest =>
  ({ quoteResponse: {}, userPublicKey: '11111111111111111111111111111111', dynamicComputeUnitLimit: true, ...extra }) as SwapRequest;

describe('the compute budget of a swap', () => {
  it.each([
    ['"auto" pays the high level', { prioritizationFeeLamports: 'auto' }, 60_000, 150_000],
    ['no fee given is "auto"', {}, 60_000, 150_000],
    ['a plain number of lamports', { prioritizationFeeLamports: 12_345 }, 60_000, 12_345],
    [
      'a level under its cap',
      { prioritizationFeeLamports: { priorityLevelWithMaxLamports: { priorityLevel: 'medium', maxLamports: 1_000_000 } } },
      60_000,
      50_000,
    ],
    [
      'a level capped by maxLamports',
      { prioritizationFeeLamports: { priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 80_000 } } },
      60_000,
      80_000,
    ],
    ['an explicit unit price', { computeUnitPriceMicroLamports: 1_000_000 }, 60_000, 60_000],
  ] as const)('%s', (_, extra, unitLimit, lamports) => {
    const outcome = chooseComputeBudget(request(extra as Partial<SwapRequest>), 50_000);
    expect(outcome).toMatchObject({ ok: true, budget: { unitLimit } });
    // The unit price is rounded down to whole micro-lamports: the fee lands on the lamport or just under it.
    if (outcome.ok) expect(lamports - outcome.budget.prioritizationFeeLamports).toBeGreaterThanOrEqual(0);
    if (outcome.ok) expect(lamports - outcome.budget.prioritizationFeeLamports).toBeLessThanOrEqual(1);
  });

  it('uses the whole 1.4M units without dynamicComputeUnitLimit', () => {
    expect(chooseComputeBudget(request({ dynamicComputeUnitLimit: false }), 50_000)).toMatchObject({ ok: true, budget: { unitLimit: 1_400_000 } });
  });

  it('refuses a unit price together with a priority fee', () => {
    expect(chooseComputeBudget(request({ computeUnitPriceMicroLamports: 5, prioritizationFeeLamports: 5 }), 1)).toMatchObject({
      ok: false,
      errorCode: 'INVALID_COMPUTE_UNIT_PRICE_AND_PRIORITIZATION_FEE',
    });
  });

  it('pays a jito tip instead of a unit price, at least 1000 lamports', () => {
    expect(chooseComputeBudget(request({ prioritizationFeeLamports: { jitoTipLamports: 25_000 } }), 1)).toMatchObject({
      ok: true,
      budget: { microLamports: 0n, prioritizationFeeLamports: 25_000, jitoTip: { lamports: 25_000n } },
    });
    expect(chooseComputeBudget(request({ prioritizationFeeLamports: { jitoTipLamports: 999 } }), 1)).toMatchObject({ ok: false, errorCode: 'INVALID_REQUEST' });
  });
});
