import { bridgeRoutesSchema, evmWalletSchema, onboardMethodsSchema } from '../../../streams/schemas';
import { USDC, useOnboardSim } from './onboardSim';

const sim = useOnboardSim();

const connect = async (owner: string) => evmWalletSchema.parse((await sim().sim.post('/onboard/v1/evm/connect', { owner })).body);
const routes = async (chain: string, amount: bigint) =>
  bridgeRoutesSchema.parse((await sim().sim.get(`/onboard/v1/bridge/routes?chain=${chain}&amount=${amount}`)).body);
const send = (body: Record<string, unknown>) => sim().sim.post('/onboard/v1/bridge/transfers', body);
const balanceOn = (wallet: { balances: readonly { chain: string; amount: string }[] }, chain: string) =>
  BigInt(wallet.balances.find((entry) => entry.chain === chain)?.amount ?? '-1');

const USDC_1 = 1_000_000n;

describe('onboarding: the bridges', () => {
  it('lists the four ways in with their fees, times and minimums from the catalogue', async () => {
    const { methods, chains } = onboardMethodsSchema.parse((await sim().sim.get('/onboard/v1/methods')).body);
    expect(methods.map((method) => [method.id, method.feeCents, method.feeBps, method.seconds, method.minimumCents])).toEqual([
      ['cctp', 20, 0, 5, 100],
      ['debridge', 100, 4, 3, 500],
      ['onramp', 50, 250, 3, 2000],
      ['cex', 0, 0, null, null],
    ]);
    expect(chains.map((chain) => chain.name)).toEqual(['Ethereum', 'Arbitrum', 'Base', 'Optimism', 'Polygon']);
  });

  it('connects the same funded source wallet for the same Solana wallet', async () => {
    const owner = sim().wallet();
    const first = await connect(owner);
    expect(first.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(balanceOn(first, 'ethereum')).toBe(1_000n * USDC_1);
    expect(balanceOn(first, 'polygon')).toBe(100n * USDC_1);
    expect((await connect(owner)).address).toBe(first.address);
    expect((await connect(sim().wallet())).address).not.toBe(first.address);
  });

  it('compares the routes for 100 USDC from Ethereum: CCTP cheaper, deBridge faster', async () => {
    const answer = await routes('ethereum', 100n * USDC_1);
    expect(answer.routes.map((route) => [route.provider, route.fee, route.receive, route.seconds, route.steps.map((step) => step.seconds)])).toEqual([
      ['cctp', '200000', '99800000', 7, [3, 3, 1]],
      ['debridge', '1040000', '98960000', 4, [1, 2, 1]],
    ]);
  });

  it('CCTP: burns 100 USDC on Ethereum and mints 99.80 USDC to the wallet on Solana after the stated 3 + 3 s', async () => {
    const { ledger } = sim();
    const owner = sim().wallet();
    const source = await connect(owner);
    const { status, body } = await send({ provider: 'cctp', chain: 'ethereum', from: source.address, to: owner, amount: '100000000', receive: '99800000' });
    expect(status, JSON.stringify(body)).toBe(200);
    const id = (body as { id: string }).id;
    expect(balanceOn(await connect(owner), 'ethereum')).toBe(900n * USDC_1);

    let transfer = await sim().transfer(id);
    expect(transfer).toMatchObject({ status: 'pending', seconds: 7, remainingMs: 7000, signature: null, amountOut: '99800000', fee: '200000' });
    expect(transfer.steps.map((step) => step.status)).toEqual(['active', 'waiting', 'waiting']);
    sim().wait(3000);
    transfer = await sim().transfer(id);
    expect(transfer.steps.map((step) => step.status)).toEqual(['done', 'active', 'waiting']);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await sim().transfer(id)).signature, 'nothing is sent before the attestation').toBeNull();
    expect(ledger.tokenBalance(owner, USDC)).toBe(0n);

    sim().wait(3000);
    transfer = await sim().landDelivery(id);
    expect(transfer.status).toBe('arrived');
    expect(transfer.steps.map((step) => step.status)).toEqual(['done', 'done', 'done']);
    expect(ledger.tokenBalance(owner, USDC)).toBe(99_800_000n);
    expect(ledger.signatureStatus(transfer.signature ?? '')?.err).toBeNull();
  });

  it('deBridge: a solver fills 98.96 USDC (1 USDC + 4 bps) on Solana from its own USDC', async () => {
    const { ledger } = sim();
    const owner = sim().wallet();
    const source = await connect(owner);
    const { status, body } = await send({ provider: 'debridge', chain: 'base', from: source.address, to: owner, amount: '100000000', receive: '98960000' });
    expect(status, JSON.stringify(body)).toBe(200);
    const id = (body as { id: string }).id;
    sim().wait(2000); // Base: lock 1 s, fill 1 s
    const transfer = await sim().landDelivery(id);
    expect(transfer.status).toBe('arrived');
    expect(ledger.tokenBalance(owner, USDC)).toBe(98_960_000n);
    expect(balanceOn(await connect(owner), 'base')).toBe(400n * USDC_1);
  });

  it('refuses an amount over the source balance, under the minimum, terms that changed, and malformed requests', async () => {
    const owner = sim().wallet();
    const source = await connect(owner);
    const base = { provider: 'cctp', chain: 'polygon', from: source.address, to: owner };
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await send(body);
      return [answer.status, (answer.body as { error: string }).error];
    };
    expect(await refusal({ ...base, amount: '150000000', receive: '149800000' })).toEqual([400, 'Insufficient USDC on Polygon: the wallet holds 100 USDC']);
    expect(await refusal({ ...base, provider: 'debridge', amount: '4000000', receive: '2998400' })).toEqual([400, 'The minimum for deBridge is 5 USDC']);
    expect(await refusal({ ...base, amount: '10000000', receive: '10000000' })).toEqual([409, 'The route’s terms changed: compare the routes again']);
    expect(await refusal({ ...base, to: 'not-an-address', amount: '10000000', receive: '9800000' })).toEqual([400, 'Invalid address']);
    expect(await refusal({ ...base, chain: 'solana', amount: '10000000', receive: '9800000' })).toEqual([400, 'Unknown source chain: solana']);
    expect((await refusal({ ...base, amount: '-5', receive: '0' }))[0]).toBe(400);
    expect((await sim().sim.get('/onboard/v1/bridge/routes?chain=ethereum&amount=1e9')).status).toBe(400);
    expect(balanceOn(await connect(owner), 'polygon'), 'nothing was taken').toBe(100n * USDC_1);
  });

  it('a failing bridge (the switch) fails the middle step, returns the USDC on the source chain and sends nothing on Solana', async () => {
    const { ledger } = sim();
    expect((await sim().sim.post('/__sim/onboard/rogue', { kind: 'bridge-fails' })).status).toBe(200);
    try {
      const owner = sim().wallet();
      const source = await connect(owner);
      const { body } = await send({ provider: 'cctp', chain: 'arbitrum', from: source.address, to: owner, amount: '50000000', receive: '49800000' });
      const id = (body as { id: string }).id;
      expect(balanceOn(await connect(owner), 'arbitrum')).toBe(450n * USDC_1);
      sim().wait(4000);
      const transfer = await sim().landDelivery(id);
      expect(transfer).toMatchObject({
        status: 'failed',
        signature: null,
        error: 'Circle attestation failed: the USDC was returned to your wallet on Arbitrum',
      });
      expect(transfer.steps.map((step) => step.status)).toEqual(['done', 'failed', 'waiting']);
      expect(balanceOn(await connect(owner), 'arbitrum')).toBe(500n * USDC_1);
      expect(ledger.tokenBalance(owner, USDC)).toBe(0n);
    } finally {
      await sim().sim.post('/__sim/onboard/rogue', { kind: null });
    }
    expect((await sim().sim.post('/__sim/onboard/rogue', { kind: 'everything' })).status).toBe(400);
    expect((await sim().sim.get('/onboard/v1/transfers/cctp-0000000000000000')).status).toBe(404);
  });
});
