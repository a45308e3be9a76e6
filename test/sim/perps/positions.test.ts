import { Keypair } from '@solana/web3.js';
import { createFetchTransport } from '@streams/core/fetchTransport';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import { type PositionActions, createPositionActions } from '@streams/perps/positionActions';
import { convertPortfolio } from '@streams/portfolio/convertPortfolio';
import type { PerpPosition } from '@streams/portfolio/types';
import { tradesPageSchema } from '@streams/schemas/activities';
import { portfolioResponseSchema } from '@streams/schemas/portfolio';
import { createSolanaRpc } from '@streams/solana/rpcClient';
import { type SolanaPubsub, createSolanaSubscriptions } from '@streams/solana/subscriptions';
import { createTransactionEngine } from '@streams/tx/engine';
import type { CommandState } from '@streams/tx/command';
import { type Observable, asyncScheduler, lastValueFrom } from 'rxjs';
import { createCustody } from '../../../sim/perps/custody';
import { createRecordingLogger } from '../../support/fakeLogger';
import { keypairSigner, wsSocket } from '../../support/nodePorts';
import { eventually } from '../../support/simServer';
import { createTestCommands } from '../../support/txCommands';
import { type WalletSim, startWalletSim } from '../wallet/walletSim';

/**
 * Perps positions end to end below the UI: the client's position actions through the real
 * transaction engine, the simulator's keeper executing requests when they land, collateral moving
 * between the trader and the custody on the ledger, and the portfolio's Leverage element.
 */
const SOL = perpsMarkets.SOL.mint;
const logger = createRecordingLogger();
const trader = Keypair.fromSeed(new Uint8Array(32).fill(21));
const owner = trader.publicKey.toBase58();
const signer = keypairSigner(trader).signer;
let wallet: WalletSim;
let pubsub: SolanaPubsub;
let actions: PositionActions;
let custody: string;

beforeAll(async () => {
  wallet = await startWalletSim();
  const rpc = createSolanaRpc({ transport: createFetchTransport(fetch), url: wallet.ledger.rpcUrl, scheduler: asyncScheduler, logger });
  pubsub = createSolanaSubscriptions({ socket: wsSocket, url: wallet.ledger.wsUrl, scheduler: asyncScheduler, logger });
  const engine = createTransactionEngine({ rpc, subscriptions: pubsub, storage: createMemoryStorage(), scheduler: asyncScheduler, logger });
  const http = createHttpClient({ transport: createFetchTransport(fetch), scheduler: asyncScheduler, logger });
  // An auto-signing wallet: every action also passes the pre-sign checks against the real ledger.
  actions = createPositionActions({ http, perpsApi: `${wallet.sim.url}/perps/v2`, commands: createTestCommands(asyncScheduler, engine, { logger }).commands, logger });
  custody = createCustody(wallet.ledger.ledger, wallet.sim.market().seed).address;
  await wallet.sim.post('/__sim/faucet', { address: owner });
  await eventually(() => (wallet.ledger.ledger.getLamports(owner) > 0n && wallet.ledger.ledger.tokenBalance(owner, USDC_MINT) > 0n ? true : undefined), 5000);
}, 60_000);

afterAll(async () => {
  pubsub?.dispose();
  await wallet?.close();
});

const finalState = async (state$: Observable<CommandState>) => {
  const final = await lastValueFrom(state$);
  if (final.status !== 'confirmed') throw new Error(`expected confirmed, got ${final.status}${final.status === 'failed' ? `: ${final.error.message}` : ''}`);
  return final;
};

/** The wallet's perps positions as the drawer gets them: fetchJup's Leverage element, converted. */
const leverage = async (): Promise<readonly PerpPosition[]> => {
  const { status, body } = await wallet.get(`/v1/portfolio/fetchJup?address=${owner}&addressSystem=solana`);
  expect(status).toBe(200);
  const response = portfolioResponseSchema.parse(body);
  const hasElement = response.elements.some((element) => element.label === 'Leverage');
  const positions = convertPortfolio(response).perpetual.openedPositions;
  expect(hasElement).toBe(positions.length > 0);
  return positions;
};

const usdc = (address: string) => wallet.ledger.ledger.tokenBalance(address, USDC_MINT);

describe('sim perps: a position opened then closed moves collateral on the ledger', () => {
  let opened: PerpPosition | undefined;

  it('opening a 5x SOL long with 50 USDC moves the USDC into the custody and shows the position in the Leverage element', async () => {
    const [traderBefore, custodyBefore] = [usdc(owner), usdc(custody)];
    await finalState(actions.open({ signer, market: perpsMarkets.SOL, side: 'long', collateralMint: USDC_MINT, collateralAmount: 50_000_000n, sizeUsd: 250, takeProfitPriceUsd: 10_000, stopLossPriceUsd: 1 }));
    expect(usdc(owner)).toBe(traderBefore - 50_000_000n);
    expect(usdc(custody)).toBe(custodyBefore + 50_000_000n);
    const positions = await leverage();
    opened = positions[0];
    expect(positions).toHaveLength(1);
    expect(opened).toMatchObject({ side: 'Long', tokenMint: SOL, collateralMint: USDC_MINT, positionSize: 250, takeProfitTriggerPrice: 10_000, stopLossTriggerPrice: 1 });
    expect(opened?.initialCollateralValue).toBeCloseTo(50, 1); // USDC valued at its oracle price
    expect(opened?.leverage).toBeCloseTo(5, 1);
    expect(opened?.liquidationPrice).toBeLessThan(opened?.entryPrice ?? 0);
  });

  it('editing TP/SL changes the triggers only', async () => {
    await finalState(actions.editTriggers({ signer, positionKey: opened?.positionKey ?? '', takeProfitPriceUsd: null, stopLossPriceUsd: 5 }));
    expect((await leverage())[0]).toMatchObject({ takeProfitTriggerPrice: null, stopLossTriggerPrice: 5, positionSize: 250 });
  });

  it('closing pays collateral plus PnL less fees back from the custody and removes the position', async () => {
    const [traderBefore, custodyBefore] = [usdc(owner), usdc(custody)];
    await finalState(actions.close({ signer, positionKey: opened?.positionKey ?? '', label: 'Long 5.0x' }));
    // the payout is the custody's own transaction: it lands a block after the request
    await eventually(() => (usdc(owner) > traderBefore ? true : undefined), 5000);
    const paid = usdc(owner) - traderBefore;
    expect(Number(paid) / 1e6).toBeGreaterThan(45);
    expect(Number(paid) / 1e6).toBeLessThan(55);
    expect(usdc(custody)).toBe(custodyBefore - paid);
    expect(await leverage()).toEqual([]);
    const { body } = await wallet.get(`/v2/activities/${owner}?page=1&product=PERPS`);
    expect(tradesPageSchema.parse(body).trades.map((trade) => trade.requestChange)).toEqual(['Decrease', 'Increase']);
  });
});

describe('sim perps: SOL collateral and off-market prices', () => {
  it('an ETH short on 0.5 SOL takes the lamports, follows the oracle mark, and gives them back less fees', async () => {
    const before = wallet.ledger.ledger.getLamports(owner);
    await finalState(actions.open({ signer, market: perpsMarkets.ETH, side: 'short', collateralMint: SOL, collateralAmount: 500_000_000n, sizeUsd: 200 }));
    expect(before - wallet.ledger.ledger.getLamports(owner)).toBe(500_000_000n + 5_000n);
    const [position] = await leverage();
    expect(position).toMatchObject({ side: 'Short', tokenMint: perpsMarkets.ETH.mint, collateralMint: SOL, positionSize: 200 });
    const { body } = await wallet.get('/perps/doves-oracle/ethusd');
    const eth = (body as { price: string; expo: number }[])[0];
    expect(position?.currentPrice).toBeCloseTo(Number(eth?.price ?? 0) * 10 ** (eth?.expo ?? 0), -1);
    const afterOpen = wallet.ledger.ledger.getLamports(owner);
    await finalState(actions.close({ signer, positionKey: position?.positionKey ?? '', label: 'Short' }));
    await eventually(() => (wallet.ledger.ledger.getLamports(owner) > afterOpen ? true : undefined), 5000);
    const back = Number(wallet.ledger.ledger.getLamports(owner) - afterOpen) / 1e9;
    expect(back).toBeGreaterThan(0.45);
    expect(back).toBeLessThan(0.55);
    expect(await leverage()).toEqual([]);
  });
});

describe('sim perps: refused requests', () => {
  it.each([
    [{ collateralAmount: 20_000_000n, sizeUsd: 4_000 }, 'Leverage must be at most 100x'],
    [{ collateralAmount: 5_000_000n, sizeUsd: 20 }, 'Collateral must be at least $10'],
    [{ collateralAmount: 5_000_000_000n, sizeUsd: 10_000 }, 'Insufficient USDC balance'],
  ])('%o is refused: %s', async (shape, message) => {
    const final = await lastValueFrom(actions.open({ signer, market: perpsMarkets.BTC, side: 'long', collateralMint: USDC_MINT, ...shape }));
    expect(final.status === 'failed' ? final.error.message : final.status).toBe(message);
  });

  it('a stop loss above the mark of a long is refused', async () => {
    const final = await lastValueFrom(actions.open({ signer, market: perpsMarkets.BTC, side: 'long', collateralMint: USDC_MINT, collateralAmount: 20_000_000n, sizeUsd: 100, stopLossPriceUsd: 10_000_000 }));
    expect(final.status === 'failed' ? final.error.message : final.status).toBe('Stop loss must be below the mark price');
  });
});
