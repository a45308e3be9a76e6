import { historiesPageSchema } from '@streams/schemas/activities';
import { lendTokensSchema } from '@streams/schemas/lend';
import { USDC, useLendSim } from './lendSim';

const sim = useLendSim();

const usdc = () => sim().running.ledger.tokenBalance(sim().owner, USDC);
const shares = () => sim().running.ledger.tokenBalance(sim().owner, sim().shareMintOf('USDC'));
const position = async () => {
  const rows = (await sim().json(`/lend/v1/lending/users/${sim().owner}/positions`)) as {
    token: { symbol: string };
    shares: string;
    underlyingAssets: string;
  }[];
  return rows.find((row) => row.token.symbol === 'jlUSDC');
};
const earnings = async () =>
  BigInt(((await sim().json(`/lend/v1/lending/users/${sim().owner}/positions/${sim().shareMintOf('USDC')}/earnings`)) as { earnings: string }).earnings);

describe('earn vaults on the ledger', () => {
  it('lists the vaults with basis-point rates the client reads, and a share mint each', async () => {
    const tokens = (await sim().json('/lend/v1/lending/tokens')) as { address: string; asset: { symbol: string }; totalAssets: string }[];
    const parsed = lendTokensSchema.parse(tokens);
    expect(parsed.find((token) => token.asset.symbol === 'USDC')).toMatchObject({ supplyRate: 612, rewardsRate: 150 });
    expect(tokens.find((token) => token.asset.symbol === 'USDC')?.address).toBe(sim().shareMintOf('USDC'));
    expect(BigInt(tokens.find((token) => token.asset.symbol === 'USDC')?.totalAssets ?? '0')).toBeGreaterThan(0n);
  });

  it('a deposit of 1 USDC takes exactly 1 USDC from the wallet and mints shares', async () => {
    const before = usdc();
    const signature = await sim().signAndLand('/lend/v1/earn/deposit', { asset: USDC, signer: sim().owner, amount: '1000000' });
    expect(before - usdc()).toBe(1_000_000n);
    expect(shares()).toBeGreaterThan(0n);
    // The wallet's activity reads it as a deposit into Lend, not a Send of USDC and a Receive of shares.
    const activity = historiesPageSchema
      .parse(await sim().json(`/v2/activities/${sim().owner}?page=1&product=SWAP`))
      .histories.filter((row) => row.txHash === signature);
    expect(activity).toEqual([
      expect.objectContaining({
        action: 'Deposit',
        platform: 'lend',
        inputMint: USDC,
        inputAmount: '1',
        outputMint: sim().shareMintOf('USDC'),
        inputUsd: expect.any(Number),
      }),
    ]);
    expect(BigInt((await position())?.underlyingAssets ?? '0')).toBeGreaterThanOrEqual(999_999n);
  });

  it('accrues over simulated time: after 30 days at 7.62% the position is worth about 1.00626 USDC', async () => {
    const start = BigInt((await position())?.underlyingAssets ?? '0');
    expect((await sim().sim.post('/__sim/lend/warp', { days: 30 })).status).toBe(200);
    const grown = BigInt((await position())?.underlyingAssets ?? '0');
    expect(grown - start).toBeGreaterThan(6_000n);
    expect(grown - start).toBeLessThan(6_500n);
    expect(await earnings()).toBeGreaterThan(6_000n);
  });

  it('a withdrawal of everything burns every share and pays principal and yield', async () => {
    const worth = BigInt((await position())?.underlyingAssets ?? '0');
    const before = usdc();
    const signature = await sim().signAndLand('/lend/v1/earn/withdraw', { asset: USDC, signer: sim().owner, amount: 'max' });
    expect(usdc() - before).toBe(worth);
    const activity = historiesPageSchema
      .parse(await sim().json(`/v2/activities/${sim().owner}?page=1&product=SWAP`))
      .histories.filter((row) => row.txHash === signature);
    expect(activity).toEqual([expect.objectContaining({ action: 'Withdraw', platform: 'lend', outputMint: USDC, inputMint: sim().shareMintOf('USDC') })]);
    expect(shares()).toBe(0n);
    expect(await earnings()).toBe(0n);
  });

  it('refuses bad input with a clear message', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['/lend/v1/earn/deposit', { asset: USDC, signer: sim().owner, amount: '-5' }, /base units/],
      ['/lend/v1/earn/deposit', { asset: USDC, signer: 'nope', amount: '5' }, /Invalid address/],
      ['/lend/v1/earn/deposit', { asset: 'DOGE', signer: sim().owner, amount: '5' }, /Unknown lend asset/],
      ['/lend/v1/earn/deposit', { asset: USDC, signer: sim().owner, amount: '999999999999' }, /Insufficient USDC/],
      ['/lend/v1/earn/withdraw', { asset: USDC, signer: sim().owner, amount: '5' }, /No USDC position/],
    ];
    for (const [path, body, message] of cases) {
      const { status, body: answer } = await sim().sim.post(path, body);
      expect(status).toBeGreaterThanOrEqual(400);
      expect((answer as { error: string }).error).toMatch(message);
    }
  });
});
