import { type AccountInfo, type Context, LAMPORTS_PER_SOL, type SignatureResult, type SlotInfo, SystemProgram, Transaction } from '@solana/web3.js';
import WebSocket from 'ws';
import { toBase58 } from '../../../sim/ledger/codec';
import { type Harness, keypair, sleep, startHarness, waitFor } from './helpers';

/** Pubsub through web3.js's own subscriptions, and raw frames for the protocol errors. */
describe('ledger pubsub', () => {
  let harness: Harness;
  const ledger = () => harness.running.ledger;

  const openSocket = async () => {
    const socket = new WebSocket(harness.running.wsUrl);
    const frames: unknown[] = [];
    socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8'))));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, frames };
  };

  beforeAll(async () => {
    harness = await startHarness({ slotMs: 0, seed: 5 });
  });
  afterAll(() => harness.close());

  it('notifies a signature once at the requested commitment (onSignature)', async () => {
    const payer = keypair();
    ledger().setLamports(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: (await harness.connection.getLatestBlockhash('processed')).blockhash });
    tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: keypair().publicKey, lamports: 1_000_000 }));
    tx.sign(payer);
    const signature = await harness.connection.sendRawTransaction(tx.serialize());
    const seen: { result: SignatureResult; context: Context }[] = [];
    const id = harness.connection.onSignature(signature, (result, context) => seen.push({ result, context }), 'confirmed');
    await waitFor(() => ledger().subscriberCount() === 1);
    await sleep(50); // let the subscription reach the server
    ledger().advance(); // processed: not yet
    await sleep(50);
    expect(seen).toHaveLength(0);
    ledger().advance(); // confirmed
    await waitFor(() => seen.length === 1);
    expect(seen[0]?.result).toEqual({ err: null });
    expect(seen[0]?.context.slot).toBe(ledger().slot());
    ledger().advance(3);
    await sleep(50);
    expect(seen).toHaveLength(1);
    await harness.connection.removeSignatureListener(id);
  });

  it('notifies account changes in the block they happen (onAccountChange) and slots (onSlotChange)', async () => {
    const watched = keypair().publicKey;
    const changes: { info: AccountInfo<Buffer>; slot: number }[] = [];
    const slots: SlotInfo[] = [];
    const accountId = harness.connection.onAccountChange(watched, (info, context) => changes.push({ info, slot: context.slot }), { commitment: 'processed' });
    const slotId = harness.connection.onSlotChange((info) => slots.push(info));
    await sleep(100);
    ledger().setLamports(watched.toBase58(), 123_456_789n);
    ledger().advance();
    await waitFor(() => changes.length === 1 && slots.length >= 1);
    expect(changes[0]?.info.lamports).toBe(123_456_789);
    expect(changes[0]?.info.owner.toBase58()).toBe(SystemProgram.programId.toBase58());
    expect(changes[0]?.slot).toBe(ledger().slot());
    ledger().advance(); // nothing changed: no account notification
    await waitFor(() => slots.length >= 2);
    expect(changes).toHaveLength(1);
    const last = slots.at(-1);
    expect(last?.slot).toBe(ledger().slot());
    expect(last?.parent).toBeLessThan(last?.slot ?? 0);
    expect(last?.root).toBe(await harness.connection.getSlot('finalized'));
    await harness.connection.removeAccountChangeListener(accountId);
    await harness.connection.removeSlotChangeListener(slotId);
  });

  it('answers malformed frames with JSON-RPC errors and keeps the socket up', async () => {
    const { socket, frames } = await openSocket();
    socket.send('{not json');
    socket.send(JSON.stringify({ hello: 'world' }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'getEverything' }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'accountSubscribe', params: ['nope'] }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'accountUnsubscribe', params: [999_999] }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' })); // a notification: no answer
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'slotSubscribe' }));
    await waitFor(() => frames.length >= 6);
    expect(frames.slice(0, 6)).toEqual([
      { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null },
      { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request' }, id: null },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 3 },
      { jsonrpc: '2.0', error: { code: -32602, message: 'Invalid param: WrongSize' }, id: 4 },
      { jsonrpc: '2.0', error: { code: -32602, message: 'Invalid subscription id.' }, id: 5 },
      { jsonrpc: '2.0', result: expect.any(Number), id: 6 },
    ]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    const subscription = (frames[5] as { result: number }).result;
    ledger().advance();
    await waitFor(() => frames.length >= 7);
    expect(frames[6]).toEqual({
      jsonrpc: '2.0',
      method: 'slotNotification',
      params: { result: { parent: expect.any(Number), root: expect.any(Number), slot: ledger().slot() }, subscription },
    });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'slotUnsubscribe', params: [subscription] }));
    await waitFor(() => frames.length >= 8);
    expect(frames[7]).toEqual({ jsonrpc: '2.0', result: true, id: 7 });
    socket.close();
  });

  it('sends receivedSignature when asked, and the final status for an already-landed signature at once', async () => {
    const payer = keypair();
    ledger().setLamports(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: (await harness.connection.getLatestBlockhash('processed')).blockhash });
    tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: keypair().publicKey, lamports: 1_000_000 }));
    tx.sign(payer);
    const signature = toBase58(tx.signature ?? new Uint8Array(64));
    const { socket, frames } = await openSocket();
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'signatureSubscribe',
        params: [signature, { commitment: 'processed', enableReceivedNotification: true }],
      }),
    );
    await waitFor(() => frames.length >= 1);
    await harness.connection.sendRawTransaction(tx.serialize());
    await waitFor(() => frames.length >= 2);
    expect(frames[1]).toMatchObject({ method: 'signatureNotification', params: { result: { value: 'receivedSignature' } } });
    ledger().advance();
    await waitFor(() => frames.length >= 3);
    expect(frames[2]).toMatchObject({ method: 'signatureNotification', params: { result: { context: { slot: ledger().slot() }, value: { err: null } } } });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureSubscribe', params: [signature, { commitment: 'processed' }] }));
    await waitFor(() => frames.length >= 5);
    expect(frames[3]).toEqual({ jsonrpc: '2.0', result: expect.any(Number), id: 2 });
    expect(frames[4]).toMatchObject({ method: 'signatureNotification', params: { result: { value: { err: null } } } });
    socket.close();
  });

  it('drops every subscriber on demand (a network cut)', async () => {
    await waitFor(() => ledger().subscriberCount() === 0, 3_000); // web3.js has closed its idle socket
    const { socket } = await openSocket();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await waitFor(() => ledger().subscriberCount() >= 1);
    expect(ledger().dropSubscribers()).toBeGreaterThanOrEqual(1);
    expect(await closed).toBe(1006);
  });
});
