import { Connection, PublicKey } from '@solana/web3.js';
import { type RunningLedger, startLedger } from '../../sim/ledger';
import { createLedgerBridge, toBaseUnits, vaultAddress } from '../../sim/ledgerBridge';
import { createHttpFaults } from '../../sim/http/faults';
import { curveTokensLeft } from '../../sim/market/curve';
import { type TestSim, startTestSim } from '../support/simServer';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
let ledger: RunningLedger;
let sim: TestSim;
let connection: Connection;

beforeAll(async () => {
  const faults = createHttpFaults();
  ledger = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 7, slotMs: 100, faults });
  sim = await startTestSim({ ledger: createLedgerBridge(ledger.ledger), faults, tokenCount: 60 });
  connection = new Connection(ledger.rpcUrl, { commitment: 'confirmed', wsEndpoint: ledger.wsUrl });
}, 60_000);
afterAll(async () => {
  await sim?.close();
  await ledger?.close();
});

const parsedMint = async (mint: string) => {
  const info = await connection.getParsedAccountInfo(new PublicKey(mint));
  return (info.value?.data as { parsed?: { type: string; info: { decimals: number } } } | undefined)?.parsed;
};

describe('the market on the ledger', () => {
  it('toBaseUnits rounds down and handles large amounts', () => {
    expect(toBaseUnits(1.23456789, 6)).toBe(1_234_567n);
    expect(toBaseUnits(206_900_000.5, 6)).toBe(206_900_000_500_000n);
    expect(toBaseUnits(-1, 6)).toBe(0n);
    expect(toBaseUnits(Number.NaN, 6)).toBe(0n);
  });

  it('every token of the market is a real SPL mint with its decimals', async () => {
    const tokens = [...sim.market().tokens()].slice(0, 25);
    for (const token of tokens) {
      const mint = await parsedMint(token.info.mint);
      expect(mint?.type, token.info.symbol).toBe('mint');
      expect(mint?.info.decimals).toBe(token.info.decimals);
    }
  });

  it('pool vaults hold the pool reserves and follow trades', async () => {
    const token = [...sim.market().tokens()].find((candidate) => candidate.isCurve);
    if (!token) throw new Error('no curve in the market');
    const vault = vaultAddress(token.pool.id, token.info.mint);
    const balance = await connection.getTokenAccountBalance(new PublicKey(vault));
    const expected = toBaseUnits(curveTokensLeft(token.pool.reserves), token.info.decimals);
    // Within the trades of the last block.
    expect(Math.abs(Number(BigInt(balance.value.amount) - expected)) / Number(expected)).toBeLessThan(0.05);
  });

  it('a launched token gets its mint on the ledger at once', async () => {
    const { body } = await sim.post('/__sim/launch');
    const mint = (body as { mint: string }).mint;
    expect((await parsedMint(mint))?.type).toBe('mint');
  });

  it('the faucet funds SOL, USDC and a few tokens', async () => {
    const wallet = new PublicKey('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
    const { status, body } = await sim.post('/__sim/faucet', { address: wallet.toBase58() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, funded: { lamports: '10000000000' } });
    // The 10 SOL is a real transfer: it lands in a following block.
    let lamports = 0;
    for (let attempt = 0; attempt < 50 && lamports === 0; attempt++) {
      lamports = await connection.getBalance(wallet, 'confirmed');
      if (lamports === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lamports).toBe(10_000_000_000);
    const accounts = await connection.getParsedTokenAccountsByOwner(wallet, { mint: new PublicKey(USDC) });
    expect(accounts.value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(1000);
  });

  it('a bad faucet address is refused with a message', async () => {
    const { status, body } = await sim.post('/__sim/faucet', { address: 'not-an-address' });
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(/base58/);
  });

  it("the switchboard's HTTP faults reach the RPC by method", async () => {
    await sim.post('/__sim/http/fail', { path: 'rpc:getBalance', count: 1, status: 429, retryAfter: 1 });
    const response = await fetch(ledger.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [USDC] }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('/__sim/ledger/advance produces that many blocks at once: a blockhash of now is past its life', async () => {
    const before = await connection.getLatestBlockhash('confirmed');
    const advanced = await sim.post('/__sim/ledger/advance', { blocks: 200 });
    expect(advanced).toEqual({ status: 200, body: { ok: true, advanced: 200 } });
    expect(await connection.getBlockHeight('confirmed')).toBeGreaterThan(before.lastValidBlockHeight);
    expect((await sim.post('/__sim/ledger/advance', { blocks: 0 })).status).toBe(400);
  });
});
