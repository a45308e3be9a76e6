import { quoteResponseSchema } from '../../../streams/schemas/quote';
import type { TokenState } from '../../../sim/market/token';
import { type TestSim, startTestSim } from '../../support/simServer';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
/** A valid address no token has. */
const NOWHERE = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';

let sim: TestSim;
let meme: TokenState;
let curve: TokenState;
beforeAll(async () => {
  // No ledger: quotes need only the market. Rate 0 and a pinned clock: the same market on every
  // run (the backfilled history depends on the start time), moving only when a test moves it.
  sim = await startTestSim({ tokenCount: 60, rate: 0, now: () => Date.UTC(2026, 10, 1, 12) });
  const tokens = [...sim.market().tokens()];
  const graduated = tokens.find((token) => token.pool.quoteMint === SOL && token.pool.reserves.kind === 'cpmm');
  const onCurve = tokens.find((token) => token.pool.quoteMint === SOL && token.pool.reserves.kind === 'curve' && (token.bondingCurve() ?? 100) < 80);
  if (!graduated || !onCurve) throw new Error('the market needs a graduated token and one on a curve');
  meme = graduated;
  curve = onCurve;
}, 20_000);
afterAll(() => sim?.close());

const quote = (params: Record<string, string>) => sim.get(`/swap/v1/quote?${new URLSearchParams(params).toString()}`);
const quoteOk = async (params: Record<string, string>) => {
  const { status, body } = await quote(params);
  expect(status, JSON.stringify(body)).toBe(200);
  return quoteResponseSchema.parse(body);
};
const steps = (response: { routePlan: { swapInfo: { inputMint: string; outputMint: string } }[] }) =>
  response.routePlan.map(({ swapInfo }) => `${swapInfo.inputMint.slice(0, 4)}→${swapInfo.outputMint.slice(0, 4)}`);

describe('GET /swap/v1/quote', () => {
  it('SOL → USDC: one Whirlpool step, the threshold from the default 50 bps, the fee in the input mint', async () => {
    const response = await quoteOk({ inputMint: SOL, outputMint: USDC, amount: '1000000000' });
    const pool = sim.market().token(SOL)?.pool;
    expect(response).toMatchObject({ inputMint: SOL, inAmount: '1000000000', outputMint: USDC, swapMode: 'ExactIn', slippageBps: 50, platformFee: null });
    expect(response.routePlan).toEqual([
      {
        swapInfo: {
          ammKey: pool?.id,
          label: 'Whirlpool',
          inputMint: SOL,
          outputMint: USDC,
          inAmount: '1000000000',
          outAmount: response.outAmount,
          feeAmount: '2500000',
          feeMint: SOL,
        },
        percent: 100,
        bps: 10_000,
      },
    ]);
    const out = BigInt(response.outAmount);
    expect(BigInt(response.otherAmountThreshold)).toBe((out * 9950n) / 10_000n);
    // One SOL at the pool's price, less the 0.25 % fee and a sliver of impact.
    const spot = (pool?.reserves.quote ?? 0) / (pool?.reserves.base ?? 1);
    expect(Number(out) / 1e6 / spot).toBeCloseTo(0.9975, 4);
    expect(Number(response.priceImpactPct)).toBeGreaterThan(0);
    expect(Number(response.priceImpactPct)).toBeLessThan(0.0001);
    expect(response.contextSlot).toBeGreaterThan(0);
    expect(response.timeTaken).toBeGreaterThanOrEqual(0);
  });

  it('routes a SOL-quoted token to JUP through SOL and USDC, each step taking what the last gave', async () => {
    const response = await quoteOk({ inputMint: meme.info.mint, outputMint: JUP, amount: String(10n ** BigInt(meme.info.decimals)) });
    expect(steps(response)).toEqual([`${meme.info.mint.slice(0, 4)}→So11`, 'So11→EPjF', 'EPjF→JUPy']);
    response.routePlan.slice(1).forEach((step, index) => expect(step.swapInfo.inAmount).toBe(response.routePlan[index]?.swapInfo.outAmount));
    expect(response.routePlan.at(-1)?.swapInfo.outAmount).toBe(response.outAmount);
  });

  it('splits a large USDC → USDT swap across both stable pools', async () => {
    const response = await quoteOk({ inputMint: USDC, outputMint: USDT, amount: '20000000000000' });
    expect(response.routePlan).toHaveLength(2);
    expect(response.routePlan.reduce((sum, step) => sum + (step.percent ?? 0), 0)).toBe(100);
    expect(response.routePlan.reduce((sum, step) => sum + BigInt(step.swapInfo.inAmount), 0n)).toBe(20_000_000_000_000n);
    expect(new Set(response.routePlan.map((step) => step.swapInfo.ammKey)).size).toBe(2);
    const direct = await quoteOk({ inputMint: USDC, outputMint: USDT, amount: '20000000000000', onlyDirectRoutes: 'true', maxAccounts: '21' });
    expect(BigInt(response.outAmount)).toBeGreaterThan(BigInt(direct.outAmount));
  });

  it('ExactOut: the output is exact, the input is the least that buys it, the threshold is the most it may cost', async () => {
    const response = await quoteOk({ inputMint: SOL, outputMint: USDC, amount: '100000000', swapMode: 'ExactOut', slippageBps: '100' });
    expect(response).toMatchObject({ swapMode: 'ExactOut', outAmount: '100000000' });
    const paid = BigInt(response.inAmount);
    expect(BigInt(response.otherAmountThreshold)).toBe((paid * 10_100n + 9_999n) / 10_000n);
    const forward = await quoteOk({ inputMint: SOL, outputMint: USDC, amount: String(paid) });
    const short = await quoteOk({ inputMint: SOL, outputMint: USDC, amount: String(paid - 1n) });
    expect(BigInt(forward.outAmount)).toBeGreaterThanOrEqual(100_000_000n);
    expect(BigInt(short.outAmount)).toBeLessThan(100_000_000n);
  });

  it('takes the platform fee from the output (ExactIn) and adds it to the input (ExactOut)', async () => {
    const plain = await quoteOk({ inputMint: JUP, outputMint: USDC, amount: '50000000' });
    const withFee = await quoteOk({ inputMint: JUP, outputMint: USDC, amount: '50000000', platformFeeBps: '20' });
    const fee = (BigInt(plain.outAmount) * 20n) / 10_000n;
    expect(withFee.platformFee).toEqual({ amount: String(fee), feeBps: 20 });
    expect(BigInt(withFee.outAmount)).toBe(BigInt(plain.outAmount) - fee);
    const exactOut = await quoteOk({ inputMint: JUP, outputMint: USDC, amount: '1000000', swapMode: 'ExactOut', platformFeeBps: '20' });
    const exactOutPlain = await quoteOk({ inputMint: JUP, outputMint: USDC, amount: '1000000', swapMode: 'ExactOut' });
    expect(BigInt(exactOut.inAmount) - BigInt(exactOutPlain.inAmount)).toBe(BigInt(exactOut.platformFee?.amount ?? -1));
  });

  it('autoSlippage: tight between stables, wider through a bonding curve', async () => {
    const stable = await quoteOk({ inputMint: USDC, outputMint: USDT, amount: '1000000', autoSlippage: 'true' });
    expect(stable).toMatchObject({ slippageBps: 10, computedAutoSlippage: 10 });
    const throughCurve = await quoteOk({ inputMint: SOL, outputMint: curve.info.mint, amount: '100000000', autoSlippage: 'true', maxAutoSlippageBps: '150' });
    expect(throughCurve).toMatchObject({ slippageBps: 150, computedAutoSlippage: 150 });
  });

  it('maxAccounts leaves out routes with more legs than fit', async () => {
    const twoLegs = { inputMint: meme.info.mint, outputMint: USDC, amount: String(10n ** BigInt(meme.info.decimals)) };
    expect((await quoteOk({ ...twoLegs, maxAccounts: '40' })).routePlan).toHaveLength(2);
    expect((await quote({ ...twoLegs, maxAccounts: '25' })).body).toMatchObject({ errorCode: 'COULD_NOT_FIND_ANY_ROUTE' });
  });

  const valid = { inputMint: SOL, outputMint: USDC, amount: '1000000' };
  it.each([
    ['no inputMint', { outputMint: USDC, amount: '1' }, 'INVALID_REQUEST', 'Missing required query parameter inputMint'],
    ['a mint that is not an address', { ...valid, inputMint: 'not-a-mint' }, 'INVALID_REQUEST', 'Query parameter inputMint cannot be parsed: Invalid'],
    ['amount 0', { ...valid, amount: '0' }, 'INVALID_REQUEST', 'Query parameter amount cannot be parsed: amount must be greater than 0'],
    ['a negative amount', { ...valid, amount: '-5' }, 'INVALID_REQUEST', 'Query parameter amount cannot be parsed: invalid digit found in string'],
    ['a fractional amount', { ...valid, amount: '1.5' }, 'INVALID_REQUEST', 'Query parameter amount cannot be parsed: invalid digit found in string'],
    [
      'an amount past u64',
      { ...valid, amount: '18446744073709551616' },
      'INVALID_REQUEST',
      'Query parameter amount cannot be parsed: number too large to fit in target type',
    ],
    ['an unknown swapMode', { ...valid, swapMode: 'Both' }, 'INVALID_REQUEST', undefined],
    [
      'slippageBps above 10000',
      { ...valid, slippageBps: '10001' },
      'INVALID_REQUEST',
      'Query parameter slippageBps cannot be parsed: must be between 0 and 10000',
    ],
    [
      'platformFeeBps past a u8',
      { ...valid, platformFeeBps: '256' },
      'INVALID_REQUEST',
      'Query parameter platformFeeBps cannot be parsed: must be between 0 and 255',
    ],
    ['slippageBps with autoSlippage', { ...valid, slippageBps: '50', autoSlippage: 'true' }, 'INVALID_REQUEST', 'Cannot set both slippageBps and autoSlippage'],
    [
      'maxAutoSlippageBps without autoSlippage',
      { ...valid, maxAutoSlippageBps: '100' },
      'INVALID_REQUEST',
      'Cannot set maxAutoSlippageBps without autoSlippage',
    ],
    ['the same mint twice', { ...valid, outputMint: SOL }, 'CIRCULAR_ARBITRAGE_IS_DISABLED', 'Circular arbitrage is disabled'],
    ['a mint the market does not list', { ...valid, outputMint: NOWHERE }, 'TOKEN_NOT_TRADABLE', `The token ${NOWHERE} is not tradable`],
    [
      'only direct routes between tokens without a common pool',
      { ...valid, inputMint: JUP, outputMint: SOL, onlyDirectRoutes: 'true' },
      'NO_ROUTES_FOUND',
      'No routes found',
    ],
    ['every route through an excluded AMM', { ...valid, excludeDexes: 'Whirlpool,Raydium' }, 'COULD_NOT_FIND_ANY_ROUTE', 'Could not find any route'],
  ])('refuses %s with a 400 {error, errorCode}', async (_, params, errorCode, error) => {
    const { status, body } = await quote(params as Record<string, string>);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode, error: error ?? expect.any(String) });
  });

  it('refuses a buy bigger than what is left on a bonding curve, a sale bigger than it raised, and ExactOut through it', async () => {
    const tooMuch = await quote({ inputMint: SOL, outputMint: curve.info.mint, amount: String(5_000n * 10n ** 9n) });
    expect(tooMuch).toMatchObject({ status: 400, body: { errorCode: 'ROUTE_PLAN_DOES_NOT_CONSUME_ALL_THE_AMOUNT' } });
    const allTokens = await quote({ inputMint: curve.info.mint, outputMint: SOL, amount: String(900_000_000n * 10n ** BigInt(curve.info.decimals)) });
    expect(allTokens).toMatchObject({ status: 400, body: { errorCode: 'COULD_NOT_FIND_ANY_ROUTE' } });
    const exactOut = await quote({ inputMint: SOL, outputMint: curve.info.mint, amount: '1000000', swapMode: 'ExactOut' });
    expect(exactOut).toMatchObject({ status: 400, body: { errorCode: 'COULD_NOT_FIND_ANY_ROUTE' } });
  });
});

describe('GET /swap/v1/program-id-to-label and POST /swap/v1/swap without a ledger', () => {
  it('maps the simulated AMMs, including every label a route uses', async () => {
    const { status, body } = await sim.get('/swap/v1/program-id-to-label');
    expect(status).toBe(200);
    const labels = body as Record<string, string>;
    expect(labels).toMatchObject({ whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc: 'Whirlpool', '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P': 'Pump.fun' });
    const response = await quoteOk({ inputMint: curve.info.mint, outputMint: JUP, amount: '1000000' });
    for (const step of response.routePlan) expect(Object.values(labels)).toContain(step.swapInfo.label);
  });

  it('checks the body first, then answers that swaps need the ledger', async () => {
    const response = await quoteOk({ inputMint: SOL, outputMint: USDC, amount: '1000000' });
    expect(await sim.post('/swap/v1/swap', { quoteResponse: response })).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_REQUEST', error: 'userPublicKey is required' },
    });
    expect(await sim.post('/swap/v1/swap', { quoteResponse: response, userPublicKey: 'nope' })).toMatchObject({
      status: 400,
      body: { errorCode: 'INVALID_REQUEST' },
    });
    expect(await sim.post('/swap/v1/swap', { quoteResponse: response, userPublicKey: NOWHERE })).toMatchObject({
      status: 503,
      body: { errorCode: 'NOT_SUPPORTED' },
    });
  });
});
