import { VersionedTransaction } from '@solana/web3.js';
import { STUDIO_LAUNCH_FEE_LAMPORTS, firstBuyTokens, studioLaunch, supplyBaseUnits } from '../../../streams/instructions';
import { studioLaunchViewSchema } from '../../../streams/schemas/studio';
import { POOL_FEE, buy, curveProgress, curveTokensLeft, newCurve } from '../../../sim/market/curve';
import { eventually } from '../../support/simServer';
import { SOL, useLendSim } from '../lend/lendSim';

const sim = useLendSim();

/** The smallest PNG: the 8-byte signature and enough after it. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]);
const form = (overrides: Record<string, unknown> = {}) => ({
  creator: sim().owner,
  name: 'Moon Cat',
  symbol: 'MCAT',
  description: 'A cat on the moon.',
  website: 'https://mooncat.example',
  supply: '1000000000',
  firstBuy: '500000000',
  image: PNG.toString('base64'),
  ...overrides,
});

interface Answer {
  readonly requestId: string;
  readonly mint: string;
  readonly transaction: string;
}
const launch = async (overrides: Record<string, unknown> = {}) => {
  const { status, body } = await sim().sim.post('/studio/v1/launch', form(overrides));
  expect(status, JSON.stringify(body)).toBe(200);
  const answer = body as Answer;
  const landed = sim().land(VersionedTransaction.deserialize(Buffer.from(answer.transaction, 'base64')));
  expect(landed.err).toBeNull();
  return answer;
};
const refusal = async (overrides: Record<string, unknown>) => {
  const { status, body } = await sim().sim.post('/studio/v1/launch', form(overrides));
  expect(status).toBe(400);
  return (body as { error: string }).error;
};
const view = async (mint: string) => studioLaunchViewSchema.parse(await sim().json(`/studio/v1/launches/${mint}`));

/** Swaps on the simulator's swap path as the user: the quote, the built swap, landed. */
const swap = async (inputMint: string, outputMint: string, amount: bigint) => {
  const quote = await sim().json(`/swap/v1/quote?inputMint=${inputMint}&outputMint=${outputMint}&amount=${amount}&slippageBps=500`);
  expect((quote as { outAmount?: string }).outAmount, JSON.stringify(quote)).toBeDefined();
  const { status, body } = await sim().sim.post('/swap/v1/swap', { quoteResponse: quote, userPublicKey: sim().owner, prioritizationFeeLamports: 10_000 });
  expect(status, JSON.stringify(body)).toBe(200);
  const landed = sim().land(VersionedTransaction.deserialize(Buffer.from((body as { swapTransaction: string }).swapTransaction, 'base64')));
  expect(landed.err).toBeNull();
};

describe('the Studio: a launch on the ledger', () => {
  it('mints the token with its metadata, gives the creator the first buy, charges the fee and lists it on a jup-studio curve', async () => {
    const ledger = sim().running.ledger;
    const before = ledger.getLamports(sim().owner);
    const { mint, transaction } = await launch();
    const terms = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
      .message.compiledInstructions.map((instruction) => studioLaunch.decode(instruction.data))
      .find(Boolean);
    const expected = firstBuyTokens(supplyBaseUnits(1_000_000_000n), 500_000_000n);
    expect(terms).toMatchObject({
      mint,
      creator: sim().owner,
      recipient: sim().owner,
      fee: STUDIO_LAUNCH_FEE_LAMPORTS,
      firstBuy: 500_000_000n,
      tokensOut: expected,
    });
    expect(ledger.tokenBalance(sim().owner, mint)).toBe(expected);
    // The float curve agrees with the program's exact first buy.
    expect(Number(expected) / 1e6).toBeCloseTo(buy(newCurve(), 0.5).baseAmount, -1);
    const spent = before - ledger.getLamports(sim().owner);
    expect(spent).toBeGreaterThan(STUDIO_LAUNCH_FEE_LAMPORTS + 500_000_000n);
    expect(spent).toBeLessThan(STUDIO_LAUNCH_FEE_LAMPORTS + 500_000_000n + 3_000_000n);

    const token = sim().sim.market().token(mint);
    expect(token?.info).toMatchObject({ name: 'Moon Cat', symbol: 'MCAT', launchpad: 'jup-studio', dev: sim().owner });
    const page = await view(mint);
    expect(page).toMatchObject({ name: 'Moon Cat', symbol: 'MCAT', creator: sim().owner, supply: '1000000000', graduated: false, launchpad: 'jup-studio' });
    expect(page.bondingCurve).toBeGreaterThan(0);
    expect(page.holderCount).toBeGreaterThanOrEqual(1);
    expect(page.raisedSol).toBeCloseTo(0.5, 3);
    expect(page.graduationSol).toBeCloseTo(85, 0);
    expect(page.image).toMatch(new RegExp(`/studio/v1/images/${mint}$`));

    // The metadata document names the uploaded image; the market data lists it as the icon.
    const metadata = (await sim().json(`/metadata/${mint}.json`)) as { image: string; name: string };
    expect(metadata).toMatchObject({ name: 'Moon Cat', image: page.image });
    const pools = (await sim().json(`/v1/pools?assetIds=${mint}`)) as { pools: { baseAsset: { icon?: string; launchpad?: string } }[] };
    expect(pools.pools[0]?.baseAsset).toMatchObject({ icon: page.image, launchpad: 'jup-studio' });
  });

  it('serves the image as the type its bytes are, never sniffable as anything else', async () => {
    const { mint } = await launch({ name: 'Pic', symbol: 'PIC', firstBuy: '0' });
    const response = await fetch(`${sim().sim.url}/studio/v1/images/${mint}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a launch without a first buy gives the creator nothing and leaves the curve at 0%', async () => {
    const { mint } = await launch({ name: 'Zero', symbol: 'ZERO', firstBuy: '0', image: undefined });
    expect(sim().running.ledger.tokenBalance(sim().owner, mint)).toBe(0n);
    const page = await view(mint);
    expect(page.bondingCurve).toBe(0);
    expect(page.image).toBeNull();
  });

  it('appears in the live stream as a new pool', async () => {
    const socket = await sim().sim.openSocket();
    socket.send({ type: 'subscribe:recent' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { mint } = await launch({ name: 'Live One', symbol: 'LIVE' });
    await eventually(() =>
      socket.frames.some(
        (frame) =>
          (frame as { type?: string }).type === 'updates' &&
          (frame as { data: { type: string; pool: { baseAsset: { id: string } } }[] }).data.some(
            (update) => update.type === 'new' && update.pool.baseAsset.id === mint,
          ),
      )
        ? true
        : undefined,
    );
  });

  it('trades through the swap path like any launchpad token: a buy moves its curve up, a sell down, and the creator earns fees', async () => {
    const { mint } = await launch({ name: 'Trade Me', symbol: 'TRADE', firstBuy: '0' });
    await swap(SOL, mint, 1_000_000_000n);
    const bought = await view(mint);
    expect(bought.bondingCurve).toBeGreaterThan(0);
    expect(bought.creatorFeesSol).toBeGreaterThan(0);
    const held = sim().running.ledger.tokenBalance(sim().owner, mint);
    expect(held).toBeGreaterThan(0n);
    await swap(mint, SOL, held / 2n);
    const sold = await view(mint);
    expect(sold.bondingCurve).toBeLessThan(bought.bondingCurve);
    expect(sold.creatorFeesSol).toBeGreaterThan(bought.creatorFeesSol);
  });

  it('graduates into a pool when its curve is sold out, at the threshold', async () => {
    const ledger = sim().running.ledger;
    ledger.setLamports(sim().owner, 200_000_000_000n);
    const { mint } = await launch({ name: 'Grad', symbol: 'GRAD', firstBuy: '0', supply: '10000000000' });
    const token = sim().sim.market().token(mint);
    expect(token?.pool.reserves.scale).toBe(10);
    await swap(SOL, mint, 50_000_000_000n);
    expect((await view(mint)).graduated).toBe(false);
    // What the rest of the curve costs, a thousand lamports short: the last buy leaves dust, which counts as sold out.
    const reserves = token?.pool.reserves ?? newCurve();
    const left = curveTokensLeft(reserves);
    const needed = ((reserves.base * reserves.quote) / (reserves.base - left) - reserves.quote) / (1 - POOL_FEE);
    await swap(SOL, mint, BigInt(Math.floor(needed * 1e9)) - 1_000n);
    const page = await view(mint);
    expect(page.graduated).toBe(true);
    expect(page.bondingCurve).toBe(100);
    expect(token?.pool.graduatedAt).toBeDefined();
    expect(curveProgress(newCurve(10))).toBe(0);
  });

  it('refuses bad input with a message that says what to fix', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    expect(await refusal({ image: svg })).toBe('Image: PNG, JPEG, WebP or GIF only');
    const big = Buffer.concat([PNG, Buffer.alloc(256 * 1024)]).toString('base64');
    expect(await refusal({ image: big })).toMatch(/^Image: at most 256 KB|Invalid launch request: image/);
    expect(await refusal({ image: '***' })).toBe('Image: not base64');
    expect(await refusal({ name: '\u202e\u200b  ' })).toBe('Name: required');
    expect(await refusal({ symbol: 'ABCDEFGHIJK' })).toBe('Symbol: at most 10 characters');
    expect(await refusal({ website: 'javascript:alert(1)' })).toBe('Website: only https links');
    expect(await refusal({ twitter: 'https://user:pw@x.com/a' })).toBe('X: only https links');
    expect(await refusal({ supply: '999' })).toMatch(/^Supply: /);
    expect(await refusal({ firstBuy: '60000000000' })).toBe('First buy: at most 50 SOL');
    expect(await refusal({ creator: 'nope' })).toMatch(/^Invalid launch request|Invalid address/);
    expect(await refusal({ supply: 1_000 })).toMatch(/^Invalid launch request: supply/);
  });

  it('cleans a hostile name: no direction overrides, zero-width or control characters, capped', async () => {
    const { mint } = await launch({ name: `\u202eDSU\u200b\u0000 ${'x'.repeat(100)}`, symbol: ' \u2066US DT ', firstBuy: '0' });
    const page = await view(mint);
    expect(page.name).toBe(`DSU ${'x'.repeat(28)}`);
    expect(page.symbol).toBe('USDT');
  });

  it("lists a creator's launches, newest first; another wallet has none", async () => {
    const { mint } = await launch({ name: 'Newest', symbol: 'NEW', firstBuy: '0' });
    const { launches } = (await sim().json(`/studio/v1/launches?creator=${sim().owner}`)) as { launches: { mint: string; name: string }[] };
    expect(launches[0]).toMatchObject({ mint, name: 'Newest' });
    expect(launches.length).toBeGreaterThan(3);
    expect(await sim().json(`/studio/v1/launches?creator=${SOL}`)).toEqual({ launches: [] });
    expect((await sim().sim.get('/studio/v1/launches?creator=nope')).status).toBe(400);
  });

  it('answers 404 for a token that is no Studio launch', async () => {
    expect((await sim().sim.get(`/studio/v1/launches/${SOL}`)).status).toBe(404);
  });
});

describe('the market around a Studio launch', () => {
  it("never sells the creator's first buy for it, whatever the regime", async () => {
    const { mint } = await launch({ name: 'Hodl', symbol: 'HODL', firstBuy: '1000000000' });
    const market = sim().sim.market();
    const token = market.token(mint);
    if (!token) throw new Error('not listed');
    const held = token.holdings.balance(-1);
    expect(held).toBeGreaterThan(0);
    // Sells by nobody in particular are taken by a holder: the creator is the only one.
    for (let i = 0; i < 50; i++)
      token.trade({
        time: market.now(),
        side: 'sell',
        usd: 10,
        trader: 1,
        organic: true,
        mev: false,
        quoteUsd: 150,
        hashSeed: i + 1,
        blockId: 1,
        pickHolder: 0,
      });
    expect(token.holdings.balance(-1)).toBe(held);
  });
});
