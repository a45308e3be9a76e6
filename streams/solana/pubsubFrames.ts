import { z } from 'zod';

/**
 * Solana pubsub frames (JSON-RPC 2.0 over the websocket): answers to our requests and the
 * notifications of held subscriptions, with the results the client reads.
 */
export const answerFrameSchema = z.object({ id: z.number().int(), result: z.union([z.number().int(), z.boolean()]) });

export const errorFrameSchema = z.object({
  id: z.number().int().nullable(),
  error: z.object({ code: z.number().int(), message: z.string() }),
});

export const notificationFrameSchema = z.object({
  method: z.string(),
  params: z.object({ subscription: z.number().int(), result: z.unknown() }),
});

export const frameSchema = z.union([answerFrameSchema, errorFrameSchema, notificationFrameSchema]);
export type PubsubFrame = z.infer<typeof frameSchema>;

const context = z.object({ slot: z.number().int().nonnegative() });

/** signatureNotification at the requested commitment (the 'receivedSignature' form is never asked for). */
export const signatureResultSchema = z
  .object({ context, value: z.object({ err: z.unknown() }) })
  .transform(({ context: { slot }, value }) => ({ err: value.err ?? null, slot }));

export const slotResultSchema = z.object({ slot: z.number().int().nonnegative() }).transform(({ slot }) => slot);

export const accountResultSchema = z
  .object({ context, value: z.object({ lamports: z.number().int().nonnegative() }) })
  .transform(({ value }) => BigInt(value.lamports));
