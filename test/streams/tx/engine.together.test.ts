import type { BlockhashWithExpiry, TransactionSigner } from '@streams/solana/ports';
import type { IndexedTxState } from '@streams/tx/engine';
import { TX_MESSAGES } from '@streams/tx/index';
import type { TxRequest } from '@streams/tx/types';
import { NEVER, type Observable, defer } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';
import { toBase64 } from '@streams/solana/codec';
import { LAST_VALID, createSigner, setupEngine, signWire, transferWire } from './fixtures';

/**
 * A batch on a wallet that prompts (spec 000 §4, 'A signed-transaction batch requires a wallet
 * able to sign several at once'): every transaction is prepared and checked first, the wallet
 * is asked once for all that passed, and they are sent together.
 */
const lamportsOf = [1_000, 2_000, 3_000];
const request = (signer: TransactionSigner, index: number): TxRequest => ({
  kind: 'build',
  build: (hash: BlockhashWithExpiry) => transferWire(hash.blockhash, lamportsOf[index]),
  signer,
  label: `Cancel (${index + 1}/2)`,
});

/** A prompting wallet whose one prompt for all is `answer`; a single prompt fails the test. */
const promptingWallet = (answer: (wires: readonly Uint8Array[]) => Observable<readonly Uint8Array[]>) => {
  const single = createSigner(() => NEVER);
  const prompts: (readonly Uint8Array[])[] = [];
  const signer: TransactionSigner = {
    ...single.signer,
    signAllTransactions: (wires) => defer(() => (prompts.push(wires), answer(wires))),
  };
  return { signer, prompts, singlePrompts: single.calls };
};

/** Every signature lands `ms` after it is watched (the tests end: nothing resends for ever). */
const landsAfter = (m: MarbleContext, ms: number) => ({ signature: () => m.cold(`${ms}ms (r|)`, { r: { err: null, slot: 5003 } }) });

/** `at:index:status` for each state, as the batch sees them. */
const record = (m: MarbleContext, states$: Observable<IndexedTxState>) => {
  const seen: string[] = [];
  states$.subscribe(({ index, state }) =>
    seen.push(`${m.scheduler.now()}:${index}:${state.status === 'failed' ? `failed ${state.error.message}` : state.status}`),
  );
  return seen;
};

describe('transactions approved together (executeTogether)', () => {
  it(
    'checks each, asks the wallet once for all of them (after the checks), then sends all at once and follows each to confirmed',
    marbles((m) => {
      const wallet = promptingWallet((wires) => m.cold('50ms (x|)', { x: wires.map((wire) => signWire(wire)) }));
      const { engine, rpc } = setupEngine(m, { subscriptions: landsAfter(m, 100) });
      const seen = record(m, engine.executeTogether([request(wallet.signer, 0), request(wallet.signer, 1)]));
      m.flush();

      expect(seen).toEqual([
        '0:0:preparing',
        '0:0:simulating',
        '0:1:preparing',
        '0:1:simulating',
        '0:0:awaiting-signature',
        '0:1:awaiting-signature',
        // Both are out before either is followed: the signatures were made together.
        '50:0:sending',
        '50:1:sending',
        '50:0:confirming',
        '50:1:confirming',
        '150:0:confirmed',
        '150:1:confirmed',
      ]);
      // One prompt holding both, in order; never a prompt for one.
      expect(wallet.prompts).toHaveLength(1);
      expect(wallet.prompts[0]?.map((wire) => wire.length)).toHaveLength(2);
      expect(wallet.singlePrompts).toHaveLength(0);
      // Both simulated before the prompt, both sent after it, each as the wallet signed it.
      expect(rpc.of('simulateTransaction').map((call) => call.at)).toEqual([0, 0]);
      const sent = rpc.of('sendTransaction');
      expect(sent.map((call) => call.at)).toEqual([50, 50]);
      expect(sent.map((call) => call.args[0])).toEqual(wallet.prompts[0]?.map((wire) => toBase64(signWire(wire))));
    }),
  );

  it(
    'a transaction that fails its checks is left out of the prompt; the others are signed and sent',
    marbles((m) => {
      const wallet = promptingWallet((wires) => m.cold('10ms (x|)', { x: wires.map((wire) => signWire(wire)) }));
      const failing = { err: { InstructionError: [0, { Custom: 1 }] }, logs: [], unitsConsumed: 0 };
      const ok = { err: null, logs: [], unitsConsumed: 150 };
      let simulated = 0;
      const { engine, rpc } = setupEngine(m, {
        rpc: { simulateTransaction: () => m.cold('(s|)', { s: simulated++ === 0 ? failing : ok }) },
        subscriptions: landsAfter(m, 100),
      });
      const seen = record(m, engine.executeTogether([request(wallet.signer, 0), request(wallet.signer, 1)]));
      m.flush();

      expect(seen.filter((line) => line.includes(':0:')).at(-1)).toMatch(/^0:0:failed /);
      expect(seen).toContain('0:1:awaiting-signature');
      expect(seen).not.toContain('0:0:awaiting-signature');
      expect(wallet.prompts).toHaveLength(1);
      expect(wallet.prompts[0]).toHaveLength(1);
      expect(rpc.of('sendTransaction')).toHaveLength(1);
    }),
  );

  const unsigned: readonly [string, number, (m: MarbleContext) => (wires: readonly Uint8Array[]) => Observable<readonly Uint8Array[]>][] = [
    ["refuses the prompt ('User rejected the request')", 20, (m) => () => m.cold('20ms #', {}, new Error('User rejected the request'))],
    [
      'answers fewer transactions than it was given (it signed none of them as asked)',
      0,
      (m) => (wires) => m.cold('(x|)', { x: wires.slice(0, 1).map((wire) => signWire(wire)) }),
    ],
  ];
  for (const [what, at, answer] of unsigned) {
    it(
      `a wallet that ${what}: every transaction of the prompt fails 'Wallet Signing Failed', and nothing is sent`,
      marbles((m) => {
        const wallet = promptingWallet(answer(m));
        const { engine, rpc } = setupEngine(m);
        const seen = record(m, engine.executeTogether([request(wallet.signer, 0), request(wallet.signer, 1)]));
        m.flush();

        expect(seen.slice(-2)).toEqual([`${at}:0:failed ${TX_MESSAGES.walletSigningFailed}`, `${at}:1:failed ${TX_MESSAGES.walletSigningFailed}`]);
        expect(rpc.of('sendTransaction')).toHaveLength(0);
      }),
    );
  }

  it(
    "a wallet without signAllTransactions: 'Sign all transactions is not available', before any prompt, and nothing is sent",
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const { engine, rpc } = setupEngine(m);
      const seen = record(m, engine.executeTogether([request(wallet.signer, 0), request(wallet.signer, 1)]));
      m.flush();

      expect(TX_MESSAGES.signAllUnavailable).toBe('Sign all transactions is not available');
      expect(seen.slice(-2)).toEqual(['0:0:failed Sign all transactions is not available', '0:1:failed Sign all transactions is not available']);
      expect(wallet.calls).toHaveLength(0);
      expect(rpc.of('sendTransaction')).toHaveLength(0);
    }),
  );

  it(
    'signed past the signing window of the remote config: that transaction is not sent (the user tries again on a fresh blockhash)',
    marbles((m) => {
      const wallet = promptingWallet((wires) => m.cold('30ms (x|)', { x: wires.map((wire) => signWire(wire)) }));
      // The window ends 10 slots into the blockhash's life; the chain is already far past it.
      const { engine, rpc } = setupEngine(m, { blockhashSlotsToExpiry: 10, rpc: { getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID }) } });
      const seen = record(m, engine.executeTogether([request(wallet.signer, 0), request(wallet.signer, 1)]));
      m.flush();

      expect(seen.slice(-2).map((line) => line.replace(/failed .*/, 'failed'))).toEqual(['30:0:failed', '30:1:failed']);
      expect(rpc.of('sendTransaction')).toHaveLength(0);
    }),
  );
});
