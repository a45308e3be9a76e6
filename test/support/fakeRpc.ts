import type { SolanaRpc, SolanaSubscriptions } from '@streams/solana/ports';
import type { Observable, SchedulerLike } from 'rxjs';
import { NEVER, defer, throwError } from 'rxjs';

/**
 * Fakes of the Solana ports for marble tests. Each method answers with the observable its
 * `answers` entry returns for that call (usually `m.cold(...)`), given the call's arguments and
 * its index among calls of the same method; every call is recorded with its virtual time.
 * An RPC method without an answer errors (the test forgot a call); a subscription without one
 * stays silent, like a socket that never notifies.
 */
export interface RecordedCall {
  readonly method: string;
  readonly args: readonly unknown[];
  readonly at: number;
}

type Answer<P extends unknown[], R> = (args: P, index: number) => R;
type Answers<T> = { readonly [K in keyof T]?: T[K] extends (...args: infer P) => infer R ? Answer<P, R> : never };

export type RpcAnswers = Answers<SolanaRpc>;
export type SubscriptionAnswers = Answers<SolanaSubscriptions>;

const recorder = (scheduler: SchedulerLike) => {
  const calls: RecordedCall[] = [];
  const counts = new Map<string, number>();
  const record = (method: string, args: readonly unknown[]) => {
    const index = counts.get(method) ?? 0;
    counts.set(method, index + 1);
    calls.push({ method, args, at: scheduler.now() });
    return index;
  };
  /** The calls of one method, in order. */
  const of = (method: string) => calls.filter((call) => call.method === method);
  return { calls, record, of, times: (method: string) => of(method).map((call) => call.at) };
};

const rpcMethods = [
  'getLatestBlockhash',
  'getBlockHeight',
  'getBalance',
  'getTokenAccountsByOwner',
  'getMultipleAccounts',
  'simulateTransaction',
  'sendTransaction',
  'getSignatureStatuses',
  'getTransaction',
] as const satisfies readonly (keyof SolanaRpc)[];

export const createFakeRpc = (scheduler: SchedulerLike, answers: RpcAnswers) => {
  const log = recorder(scheduler);
  const fake = Object.fromEntries(
    rpcMethods.map((method) => [
      method,
      (...args: unknown[]) =>
        defer(() => {
          const index = log.record(method, args);
          const answer = answers[method] as Answer<unknown[], Observable<unknown>> | undefined;
          return answer ? answer(args, index) : throwError(() => new Error(`fakeRpc: no answer for ${method}`));
        }),
    ]),
  ) as unknown as SolanaRpc;
  return { rpc: fake, ...log };
};

export const createFakeSubscriptions = (scheduler: SchedulerLike, answers: SubscriptionAnswers = {}) => {
  const log = recorder(scheduler);
  const on =
    (method: keyof SolanaSubscriptions) =>
    (...args: unknown[]) =>
      defer(() => {
        const index = log.record(method, args);
        const answer = answers[method] as Answer<unknown[], Observable<unknown>> | undefined;
        return answer ? answer(args, index) : NEVER;
      });
  const fake = { signature: on('signature'), slots: on('slots'), accountLamports: on('accountLamports') } as unknown as SolanaSubscriptions;
  return { subscriptions: fake, ...log };
};

/** Answers the n-th call with the n-th observable, repeating the last one. */
export const inTurn =
  <A extends unknown[]>(...answers: A) =>
  (_args: unknown, index: number): A[number] => {
    const answer = answers[Math.min(index, answers.length - 1)];
    if (answer === undefined) throw new Error('inTurn needs at least one answer');
    return answer;
  };
