import { z } from 'zod';
import type { StreamHub } from '../stream/hub';
import type { HttpFaults } from './faults';
import { readJson, sendJson } from './json';
import type { Router } from './router';
import { launchpads } from '../../streams/catalogues';

const launchpadIds = launchpads.map((launchpad) => launchpad.id) as [string, ...string[]];

/** The ledger's switchboard hooks, when the ledger runs in this process. */
export interface LedgerSwitches {
  dropNextSends(count: number): void;
  delayLanding(slots: number): void;
  /** Produces `blocks` blocks at once: a blockhash's life passes without waiting a minute for it. */
  advance(blocks: number): void;
  faucet(address: string): Promise<unknown> | unknown;
}

export interface SwitchboardServices {
  readonly stream: StreamHub;
  readonly faults: HttpFaults;
  readonly ledger: LedgerSwitches | undefined;
  rate(): number;
  setRate(rate: number): void;
  reset(): Promise<void> | void;
  /** Gives a wallet demo positions, orders, stake, lend and their activity. */
  seedWallet(address: string): void;
  /** Launches a token now; returns its mint and pool. */
  launch(launchpad?: string): { mint: string; pool: string; launchpad: string | undefined };
  /** The services report other decimals for a mint (a hostile token); false when there is no such token. */
  reportDecimals(mint: string, decimals: number | undefined): boolean;
  status(): Record<string, unknown>;
}

const count = z.object({ count: z.number().int().min(0).max(1_000_000) });

/**
 * The fault switchboard under /__sim/ (POST with a JSON body; GET /__sim/status to read).
 * Tests and benchmarks use it to prove recovery.
 */
export const registerSwitchboardRoutes = (router: Router, services: SwitchboardServices) => {
  const post = <S extends z.ZodType>(path: string, schema: S, act: (body: z.output<S>) => unknown) =>
    router.post(path, async ({ request, response }) => {
      const parsed = schema.safeParse((await readJson(request)) ?? {});
      if (!parsed.success)
        return sendJson(response, 400, { error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ') });
      try {
        sendJson(response, 200, { ok: true, ...((await act(parsed.data)) as object | undefined) });
      } catch (error) {
        sendJson(response, 400, { error: error instanceof Error ? error.message : String(error) });
      }
    });

  const needLedger = () => {
    if (!services.ledger) throw new Error('The ledger is not running in this simulator');
    return services.ledger;
  };

  router.get('/__sim/status', ({ response }) => sendJson(response, 200, services.status()));

  post('/__sim/rate', z.object({ rate: z.number().min(0).max(1000) }), ({ rate }) => {
    services.setRate(rate);
    return { rate: services.rate() };
  });
  // The RPC's health: getHealth and getSlot answer 503 on every port until set back.
  post('/__sim/rpc/health', z.object({ down: z.boolean() }), ({ down }) => {
    services.faults.setDown('rpc:getHealth', down);
    services.faults.setDown('rpc:getSlot', down);
    return { down };
  });
  post('/__sim/launch', z.object({ launchpad: z.enum(launchpadIds).optional() }), ({ launchpad }) => services.launch(launchpad));
  // A hostile token: its market data, search and prices report these decimals (any safe integer; {} restores the real ones).
  post(
    '/__sim/token/decimals',
    z.object({
      mint: z.string().min(32).max(44),
      decimals: z
        .number()
        .int()
        .min(-(2 ** 53))
        .max(2 ** 53)
        .optional(),
    }),
    ({ mint, decimals }) => {
      if (!services.reportDecimals(mint, decimals)) throw new Error(`No token ${mint}`);
      return { mint, decimals: decimals ?? null };
    },
  );
  // {} closes as a restart would (clients reconnect); {code: 1008 | 4400–4499, reason} refuses them for good.
  post(
    '/__sim/stream/close',
    z.object({ code: z.union([z.literal(1001), z.literal(1008), z.number().int().min(4400).max(4499)]).optional(), reason: z.string().max(120).optional() }),
    ({ code, reason }) => ({ closed: services.stream.closeAll(code, reason) }),
  );
  post('/__sim/stream/stall', z.object({ stalled: z.boolean().default(true) }), ({ stalled }) => {
    services.stream.setStalled(stalled);
    return { stalled };
  });
  post('/__sim/stream/malformed', z.object({}), () => ({ sent: services.stream.sendMalformed() }));
  post('/__sim/rpc/drop', count, (body) => {
    needLedger().dropNextSends(body.count);
    return { dropping: body.count };
  });
  post('/__sim/rpc/delay', z.object({ slots: z.number().int().min(0).max(10_000) }), ({ slots }) => {
    needLedger().delayLanding(slots);
    return { delaySlots: slots };
  });
  post(
    '/__sim/http/fail',
    z.object({
      path: z.string().startsWith('/').or(z.string().startsWith('rpc:')),
      count: z.number().int().min(0).max(10_000),
      status: z.union([z.literal(429), z.literal(500), z.literal('malformed')]),
      retryAfter: z.number().int().min(0).max(3600).optional(),
    }),
    ({ path, count: times, status, retryAfter }) => {
      services.faults.failNext(path, times, status, retryAfter);
      return { failures: services.faults.describe().failures };
    },
  );
  post('/__sim/ledger/advance', z.object({ blocks: z.number().int().min(1).max(1_000) }), ({ blocks }) => {
    needLedger().advance(blocks);
    return { advanced: blocks };
  });
  post('/__sim/http/latency', z.object({ path: z.string().min(1), ms: z.number().int().min(0).max(120_000) }), ({ path, ms }) => {
    services.faults.setLatency(path, ms);
    return { latency: services.faults.describe().latency };
  });
  post('/__sim/reset', z.object({}), async () => {
    await services.reset();
    return services.status();
  });
  post('/__sim/wallet/demo', z.object({ address: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'not a base58 address') }), ({ address }) => {
    services.seedWallet(address);
    return { address };
  });
  post('/__sim/faucet', z.object({ address: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'not a base58 address') }), async ({ address }) => ({
    funded: await needLedger().faucet(address),
  }));
};
