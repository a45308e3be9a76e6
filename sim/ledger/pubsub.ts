import { type Server, createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AccessGuard } from '../http/access';
import { PUBSUB_FRAME_LIMIT_BYTES, PUBSUB_SUBSCRIPTIONS_PER_SOCKET } from '../limits';
import { type Block, type Commitment, depthOf } from './chain';
import { fromBase58 } from './codec';
import type { LedgerCore } from './core';
import { INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR, RpcError, invalidParams } from './errors';
import { type AccountEncoding, encodeAccount, encodingOf } from './rpc/accountJson';
import { validateRequest } from './rpc/dispatch';
import { commitmentOf, configParam, paramsArray, pubkeyParam, stringParam, u64Param } from './rpc/params';
import { SYSTEM_PROGRAM } from './tokenLayout';
import type { AccountView } from './vm';

/**
 * Solana pubsub on its own port: signatureSubscribe (one notification at the requested
 * commitment, then the subscription is gone, as on Solana), accountSubscribe (a notification
 * per block in which the account changed, delayed to the commitment), slotSubscribe and
 * rootSubscribe, with the real notification names and shapes. Bad frames get a JSON-RPC error
 * frame; the socket stays up. Upgrades pass the access guard (Host, Origin); a socket holds at
 * most PUBSUB_SUBSCRIPTIONS_PER_SOCKET subscriptions, and further subscribes are refused with
 * the error the validator gives at its node-wide limit.
 */
type Subscription =
  | { kind: 'signature'; id: number; socket: WebSocket; signature: string; commitment: Commitment; received: boolean }
  | {
      kind: 'account';
      id: number;
      socket: WebSocket;
      address: string;
      encoding: AccountEncoding;
      commitment: Commitment;
      last: AccountView | undefined;
      pending: { dueHeight: number; slot: number; value: unknown }[];
    }
  | { kind: 'slot'; id: number; socket: WebSocket }
  | { kind: 'root'; id: number; socket: WebSocket };

const KINDS = { signature: 'signature', account: 'account', slot: 'slot', root: 'root' } as const;

const sameAccount = (a: AccountView | undefined, b: AccountView | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.lamports === b.lamports &&
    a.owner === b.owner &&
    a.executable === b.executable &&
    Buffer.from(a.data).equals(Buffer.from(b.data)));

const CLOSED_ACCOUNT: AccountView = { lamports: 0n, owner: SYSTEM_PROGRAM, executable: false, data: new Uint8Array() };

export interface Pubsub {
  server: Server;
  /** Terminates every socket (clients see an abnormal close). */
  dropAll(): number;
  count(): number;
  close(): Promise<void>;
}

export const createPubsub = (core: LedgerCore, guard: AccessGuard): Pubsub => {
  const server = createServer((request, response) => {
    if (guard.screenRequest(request, response)) return;
    response.writeHead(426, { 'content-type': 'text/plain' });
    response.end('Upgrade Required: this is the pubsub websocket port');
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: PUBSUB_FRAME_LIMIT_BYTES });
  server.on('upgrade', (request, socket, head) => {
    if (guard.refuseUpgrade(request, socket)) return;
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  const subscriptions = new Map<number, Subscription>();
  /** Each socket's subscription ids, for its limit and its close. */
  const held = new Map<WebSocket, Set<number>>();
  let nextId = 1;

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const notify = (subscription: Subscription, method: string, result: unknown) =>
    send(subscription.socket, { jsonrpc: '2.0', method, params: { result, subscription: subscription.id } });

  const signatureDone = (subscription: Extract<Subscription, { kind: 'signature' }>, slot: number) => {
    const record = core.records.get(subscription.signature);
    if (!record || core.chain.tip().height - record.height < depthOf(subscription.commitment)) return false;
    notify(subscription, 'signatureNotification', { context: { slot }, value: { err: record.meta.err } });
    remove(subscription.id);
    return true;
  };

  const add = (subscription: Subscription) => {
    subscriptions.set(subscription.id, subscription);
    held.get(subscription.socket)?.add(subscription.id);
    return subscription.id;
  };
  const remove = (id: number) => {
    const subscription = subscriptions.get(id);
    if (!subscription) return;
    subscriptions.delete(id);
    held.get(subscription.socket)?.delete(id);
  };

  const subscribe = (method: string, params: unknown[], socket: WebSocket): number | boolean => {
    if (method.endsWith('Subscribe') && (held.get(socket)?.size ?? 0) >= PUBSUB_SUBSCRIPTIONS_PER_SOCKET) {
      throw new RpcError(INTERNAL_ERROR, `Internal Error: Subscription refused. Socket subscription limit reached (${PUBSUB_SUBSCRIPTIONS_PER_SOCKET})`);
    }
    const id = nextId++;
    switch (method) {
      case 'signatureSubscribe': {
        const signature = stringParam(params[0]);
        if (fromBase58(signature)?.length !== 64) throw invalidParams('Invalid param: Invalid');
        const config = configParam(params[1]);
        return add({ kind: 'signature', id, socket, signature, commitment: commitmentOf(config), received: config.enableReceivedNotification === true });
      }
      case 'accountSubscribe': {
        const address = pubkeyParam(params[0]);
        const config = configParam(params[1]);
        const subscription: Subscription = {
          kind: 'account',
          id,
          socket,
          address,
          encoding: encodingOf(config, 'binary'),
          commitment: commitmentOf(config),
          last: core.vm.read(address),
          pending: [],
        };
        return add(subscription);
      }
      case 'slotSubscribe':
        return add({ kind: 'slot', id, socket });
      case 'rootSubscribe':
        return add({ kind: 'root', id, socket });
      default: {
        const kind = method.endsWith('Unsubscribe') ? KINDS[method.slice(0, -'Unsubscribe'.length) as keyof typeof KINDS] : undefined;
        if (!kind) throw new RpcError(METHOD_NOT_FOUND, 'Method not found');
        const target = u64Param(params[0]);
        const existing = subscriptions.get(target);
        if (!existing || existing.kind !== kind || existing.socket !== socket) throw new RpcError(INVALID_PARAMS, 'Invalid subscription id.');
        remove(target);
        return true;
      }
    }
  };

  const handleFrame = (socket: WebSocket, text: string) => {
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return send(socket, { jsonrpc: '2.0', error: { code: PARSE_ERROR, message: 'Parse error' }, id: null });
    }
    const request = validateRequest(body);
    if (!request) return send(socket, { jsonrpc: '2.0', error: { code: INVALID_REQUEST, message: 'Invalid request' }, id: null });
    if (request.notification) return; // web3.js pings with a notification every 5 s
    try {
      const result = subscribe(request.method, paramsArray(request.params), socket);
      send(socket, { jsonrpc: '2.0', result, id: request.id });
      const created = typeof result === 'number' ? subscriptions.get(result) : undefined;
      if (created?.kind === 'signature') signatureDone(created, core.chain.tip().slot); // already there: answer now
    } catch (error) {
      const rpc = error instanceof RpcError ? error : invalidParams('Invalid params');
      send(socket, { jsonrpc: '2.0', error: { code: rpc.code, message: rpc.message }, id: request.id });
    }
  };

  wss.on('connection', (socket: WebSocket) => {
    held.set(socket, new Set());
    socket.on('message', (data, isBinary) => {
      if (isBinary) return send(socket, { jsonrpc: '2.0', error: { code: PARSE_ERROR, message: 'Parse error' }, id: null });
      handleFrame(socket, Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString('utf8'));
    });
    socket.on('close', () => {
      for (const id of held.get(socket) ?? []) subscriptions.delete(id);
      held.delete(socket);
    });
    socket.on('error', () => socket.terminate());
  });

  core.pipeline.onReceived((signature) => {
    for (const subscription of subscriptions.values()) {
      if (subscription.kind === 'signature' && subscription.received && subscription.signature === signature) {
        notify(subscription, 'signatureNotification', { context: { slot: core.chain.tip().slot }, value: 'receivedSignature' });
      }
    }
  });

  core.onBlock((block: Block) => {
    const root = core.chain.at('finalized').slot;
    for (const subscription of [...subscriptions.values()]) {
      try {
        onBlockFor(subscription, block, root);
      } catch (error) {
        console.error('[sim ledger] pubsub notification failed:', error);
      }
    }
  });

  const onBlockFor = (subscription: Subscription, block: Block, root: number) => {
    if (subscription.kind === 'slot') notify(subscription, 'slotNotification', { parent: block.parentSlot, root, slot: block.slot });
    else if (subscription.kind === 'root') notify(subscription, 'rootNotification', root);
    else if (subscription.kind === 'signature') signatureDone(subscription, block.slot);
    else {
      const current = core.vm.read(subscription.address);
      if (!sameAccount(current, subscription.last)) {
        subscription.last = current;
        const value = encodeAccount(core.vm, current ?? CLOSED_ACCOUNT, subscription.encoding === 'binary' ? 'base64' : subscription.encoding);
        subscription.pending.push({ dueHeight: block.height + depthOf(subscription.commitment), slot: block.slot, value });
      }
      while (subscription.pending[0] && subscription.pending[0].dueHeight <= block.height) {
        const due = subscription.pending.shift();
        if (due) notify(subscription, 'accountNotification', { context: { slot: due.slot }, value: due.value });
      }
    }
  };

  return {
    server,
    dropAll: () => {
      let count = 0;
      for (const socket of wss.clients) {
        socket.terminate();
        count += 1;
      }
      return count;
    },
    count: () => wss.clients.size,
    close: async () => {
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
};
