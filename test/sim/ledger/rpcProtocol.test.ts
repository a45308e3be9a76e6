import { PublicKey } from '@solana/web3.js';
import { createHttpFaults } from '../../../sim/http/faults';
import { type Harness, post, rpc, startHarness } from './helpers';

/** JSON-RPC 2.0 framing and the standard errors: nothing a client sends may crash the server. */
describe('ledger JSON-RPC protocol', () => {
  let harness: Harness;
  const faults = createHttpFaults();
  const url = () => harness.running.rpcUrl;

  beforeAll(async () => {
    harness = await startHarness({ slotMs: 0, faults });
  });
  afterAll(() => harness.close());

  it('answers getHealth, getVersion and the clock methods', async () => {
    expect((await rpc(url(), 'getHealth')).result).toBe('ok');
    expect((await rpc(url(), 'getVersion')).result).toMatchObject({ 'solana-core': expect.any(String) });
    const ledger = harness.running.ledger;
    const slot = ledger.slot();
    expect((await rpc(url(), 'getSlot', [{ commitment: 'processed' }])).result).toBe(slot);
    expect((await rpc(url(), 'getBlockHeight', [{ commitment: 'processed' }])).result).toBe(ledger.blockHeight());
    ledger.advance(3);
    expect(ledger.blockHeight()).toBe(await harness.connection.getBlockHeight('processed'));
    expect(await harness.connection.getSlot('processed')).toBeGreaterThanOrEqual(slot + 3);
    const epoch = await harness.connection.getEpochInfo('processed');
    expect(epoch).toMatchObject({ absoluteSlot: ledger.slot(), blockHeight: ledger.blockHeight(), slotsInEpoch: 432_000 });
  });

  it('orders commitments: finalized trails confirmed trails processed', async () => {
    const processed = await harness.connection.getBlockHeight('processed');
    expect(await harness.connection.getBlockHeight('confirmed')).toBe(processed - 1);
    expect(await harness.connection.getBlockHeight('finalized')).toBe(processed - 32);
    const latest = await harness.connection.getLatestBlockhash('processed');
    expect(latest.lastValidBlockHeight).toBe(processed + 150);
  });

  it('returns -32700 for malformed JSON', async () => {
    const reply = await post(url(), '{"jsonrpc":"2.0",');
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
  });

  it('returns -32600 for requests that are not JSON-RPC 2.0 and for an empty batch', async () => {
    for (const body of ['42', '"x"', '{"method":"getSlot","id":1}', '{"jsonrpc":"2.0","id":1}', '[]', '{"jsonrpc":"2.0","method":"getSlot","id":{}}']) {
      expect((await post(url(), body)).json()).toMatchObject({ error: { code: -32600 } });
    }
  });

  it('returns -32601 for an unknown method, keeping the id', async () => {
    expect(await rpc(url(), 'getEverything', [])).toEqual({ jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 1 });
    expect((await rpc(url(), 'constructor')).error?.code).toBe(-32601);
    expect((await rpc(url(), '__proto__')).error?.code).toBe(-32601);
  });

  it('returns -32602 for bad params, never a crash', async () => {
    const cases: [string, unknown[]][] = [
      ['getBalance', ['not-base58-0OIl']],
      ['getBalance', [42]],
      ['getBalance', []],
      ['getBalance', ['1111']],
      ['getAccountInfo', [PublicKey.default.toBase58(), 'config?']],
      ['getSlot', [{ commitment: 'eventually' }]],
      ['sendTransaction', ['0OIl!']],
      ['sendTransaction', ['AAAA', { encoding: 'base64' }]],
      ['sendTransaction', ['@@@@', { encoding: 'base64' }]],
      ['sendTransaction', [{}]],
      ['simulateTransaction', ['3Bxs4h24hBtQy9rw']],
      ['getSignatureStatuses', [['bad signature']]],
      ['getSignatureStatuses', ['not a list']],
      ['getTransaction', ['short']],
      ['getMultipleAccounts', [Array.from({ length: 101 }, () => PublicKey.default.toBase58())]],
      ['getMinimumBalanceForRentExemption', [-1]],
      ['getTokenAccountBalance', [PublicKey.default.toBase58()]],
      ['requestAirdrop', [PublicKey.default.toBase58(), 'lots']],
      ['getFeeForMessage', ['%%%']],
    ];
    for (const [method, params] of cases) {
      const reply = await rpc(url(), method, params);
      expect(reply.error, `${method} ${JSON.stringify(params)}`).toMatchObject({ code: -32602, message: expect.any(String) });
    }
    const objectParams = await post(url(), JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'getSlot', params: { commitment: 'processed' } }));
    expect(objectParams.json()).toMatchObject({ id: 9, error: { code: -32602 } });
    expect((await rpc(url(), 'getHealth')).result).toBe('ok'); // still up
  });

  it('answers batches in order, skips notifications, and mixes results with errors', async () => {
    const batch = [
      { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
      { jsonrpc: '2.0', method: 'getHealth' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
      { nonsense: true },
      { jsonrpc: '2.0', id: 3, method: 'getBalance', params: [PublicKey.default.toBase58()] },
    ];
    const replies = (await post(url(), JSON.stringify(batch))).json() as { id: unknown; result?: unknown; error?: { code: number } }[];
    expect(replies.map((reply) => reply.id)).toEqual(['a', 'b', null, 3]);
    expect(replies[0]?.result).toBe('ok');
    expect(replies[1]?.error?.code).toBe(-32601);
    expect(replies[2]?.error?.code).toBe(-32600);
    expect(replies[3]?.result).toMatchObject({ context: { slot: expect.any(Number) }, value: expect.any(Number) });
  });

  it('serves CORS preflights and GET /health like the validator', async () => {
    const preflight = await fetch(url(), {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-headers': 'content-type,solana-client' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client');
    expect(await (await fetch(`${url()}/health`)).text()).toBe('ok');
    expect((await fetch(url(), { method: 'PUT' })).status).toBe(405);
  });

  it('applies switchboard faults per method before answering', async () => {
    faults.failNext('rpc:getSlot', 1, 429, 2);
    const limited = await post(url(), JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await rpc(url(), 'getHealth')).result).toBe('ok'); // other methods unaffected
    expect(typeof (await rpc(url(), 'getSlot')).result).toBe('number'); // one failure only
    faults.failNext('rpc:getBalance', 1, 500);
    await expect(harness.connection.getBalance(PublicKey.default)).rejects.toThrow(/500/);
    faults.reset();
  });

  it('enforces minContextSlot with the real error code', async () => {
    const reply = await rpc(url(), 'getBalance', [
      PublicKey.default.toBase58(),
      { commitment: 'processed', minContextSlot: harness.running.ledger.slot() + 100 },
    ]);
    expect(reply.error).toMatchObject({ code: -32016, message: 'Minimum context slot has not been reached' });
  });
});
