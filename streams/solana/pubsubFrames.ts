import * as z from 'zod/mini';

/**
 * Solana pubsub frames (JSON-RPC 2.0 over the websocket): answers to our requests and the
 * notifications of held subscriptions, with the results the client reads.
 */
export const answerFrameSchema = z.object({ id: z.int(), result: z.union([z.int(), z.boolean()]) });

export const errorFrameSchema = z.object({
  id: z.nullable(z.int()),
  error: z.object({ code: z.int(), message: z.string() }),
});

export const notificationFrameSchema = z.object({
  method: z.string(),
  params: z.object({ subscription: z.int(), result: z.unknown() }),
});

export const frameSchema = z.union([answerFrameSchema, errorFrameSchema, notificationFrameSchema]);
export type PubsubFrame = z.infer<typeof frameSchema>;

const context = z.object({ slot: z.int().check(z.nonnegative()) });

/** signatureNotification at the requested commitment (the 'receivedSignature' form is never asked for). */
export const signatureResultSchema = z.pipe(
  z.object({ context, value: z.object({ err: z.unknown() }) }),
  z.transform(({ context: { slot }, value }) => ({ err: value.err ?? null, slot })),
);

export const slotResultSchema = z.pipe(
  z.object({ slot: z.int().check(z.nonnegative()) }),
  z.transform(({ slot }) => slot),
);

export const accountResultSchema = z.pipe(
  z.object({ context, value: z.object({ lamports: z.int().check(z.nonnegative()) }) }),
  z.transform(({ value }) => BigInt(value.lamports)),
);
