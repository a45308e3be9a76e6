/**
 * What the order routes answer: `{status, body}`; errors are the Trigger API's
 * `{error, code, cause?}` (research §10), with the HTTP status as `code`.
 */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export const answer = (body: unknown): Answer => ({ status: 200, body });

export const refusal = (error: string, cause?: string, status = 400): Answer => ({
  status,
  body: { error, code: status, ...(cause !== undefined ? { cause } : {}) },
});

export const NO_LEDGER = refusal('The orders need the simulator ledger: start the simulator with npm run sim', undefined, 503);

/** Thrown by a builder for a refusal deep in its checks; the route answers it. */
export class Refused extends Error {
  constructor(readonly answer: Answer) {
    super('refused');
  }
}
