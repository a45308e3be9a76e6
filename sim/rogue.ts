import { z } from 'zod';
import { readJson, sendJson } from './http/json';
import type { Router } from './http/router';

/**
 * A rogue service for every write (issue 23 item 3): with a kind switched on, the service that
 * builds that write answers with exactly one thing different from what the client asked for,
 * so tests can prove the client refuses to sign it and the ledger stays as it was.
 *
 *   quote-threshold     GET /quote: otherAmountThreshold far below what the slippage allows
 *   quote-mint          GET /quote: another output mint than the one asked for
 *   swap-threshold      POST /swap: the route instruction enforces a threshold wider than the quote's
 *   swap-extra-outflow  POST /swap: the swap also moves some of the user's SOL elsewhere
 *   swap-no-blockhash   POST /swap: the transaction's recent blockhash is all zeros (it could never land)
 *   order-rate          Trigger createOrder: a lower takingAmount (a worse rate)
 *   order-receiver      Trigger createOrder: the proceeds go to another wallet
 *   order-expiry        Trigger createOrder: the expiry asked for dropped (the order never expires)
 *   recurring-bounds    Recurring createOrder: the price bounds dropped
 *   recurring-cycle     Recurring createOrder: the whole amount spent in the first cycle
 *   perps-size          perps increase: a larger position size than asked
 *   perps-receiver      perps decrease: the proceeds go to another wallet
 *   lend-debt           lend borrow: more debt recorded than asked
 *   claim-recipient     ASR claim: the tokens go to another wallet
 *
 * POST /__sim/rogue {"kind": "<kind>"} switches one on, {"kind": null} back to honest;
 * GET /__sim/rogue says which. /__sim/reset switches it off.
 */
export const rogueKinds = [
  'quote-threshold',
  'quote-mint',
  'swap-threshold',
  'swap-extra-outflow',
  'swap-no-blockhash',
  'order-rate',
  'order-receiver',
  'order-expiry',
  'recurring-bounds',
  'recurring-cycle',
  'perps-size',
  'perps-receiver',
  'lend-debt',
  'claim-recipient',
] as const;
export type RogueKind = (typeof rogueKinds)[number];

export interface RogueSwitch {
  /** True while `kind` is the rogue behaviour switched on. */
  is(kind: RogueKind): boolean;
  current(): RogueKind | null;
  set(kind: RogueKind | null): void;
}

export const createRogueSwitch = (): RogueSwitch => {
  let current: RogueKind | null = null;
  return {
    is: (kind) => current === kind,
    current: () => current,
    set: (kind) => {
      current = kind;
    },
  };
};

/** A fixed wallet nobody holds the key of, where rogue answers send what is not theirs. */
export const ROGUE_WALLET = 'Rogue11111111111111111111111111111111111111';

export const registerRogueRoutes = (router: Router, rogue: RogueSwitch) => {
  router.get('/__sim/rogue', ({ response }) => sendJson(response, 200, { kind: rogue.current(), kinds: rogueKinds }));
  router.post('/__sim/rogue', async ({ request, response }) => {
    const parsed = z.object({ kind: z.enum(rogueKinds).nullable() }).safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: `kind must be null or one of ${rogueKinds.join(', ')}` });
    rogue.set(parsed.data.kind);
    sendJson(response, 200, { ok: true, kind: parsed.data.kind });
  });
};
