import { createHttpClient } from '@streams/core/http';
import { CLAIMS_ERROR, createClaimProofs } from '@streams/claims/claimProof';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const claim = { id: 'oct-2024-jup', mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', amount: '42500000', decimals: 6, claimed: false };

type M = Parameters<Parameters<typeof marbles>[0]>[0];
const setup = (m: M, cutoffMs: number, fail = false) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport(() => (fail ? m.cold('-#', {}, new TypeError('network down')) : m.cold('-r|', { r: jsonResponse({ claims: [claim] }) })));
  const proofs = createClaimProofs({
    http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
    api: 'http://sim',
    scheduler: m.scheduler,
    logger,
    cutoffMs,
  });
  return { fake, proofs, logger };
};

describe('ASR claim proof: only while open and before the cut-off', () => {
  it(
    'asks nothing while the drawer is closed; each opening asks once, with no-cache',
    marbles((m) => {
      const { fake, proofs } = setup(m, 1_000_000);
      const open$ = m.hot('a--b----a--b--', { a: false, b: true });
      m.expect(proofs.claims$(OWNER, open$)).toBeObservable('i--lr---i--lr-', {
        i: { status: 'idle' },
        l: { status: 'loading' },
        r: { status: 'ready', claims: [claim] },
      });
      m.flush();
      expect(fake.requests).toHaveLength(2);
      expect(fake.requests[0]?.url).toBe(`http://sim/asr-claim-proof/${OWNER}?asrTimeline=oct-2024&mints=JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN`);
    }),
  );

  it(
    'at or after the cut-off an opening asks nothing (one frame before it still asks)',
    marbles((m) => {
      const { fake, proofs } = setup(m, 5);
      const before$ = m.hot('----b', { b: true });
      m.expect(proofs.claims$(OWNER, before$)).toBeObservable('----lr', { l: { status: 'loading' }, r: { status: 'ready', claims: [claim] } });
      const after$ = m.hot('-----b', { b: true });
      m.expect(proofs.claims$(OWNER, after$)).toBeObservable('-----i', { i: { status: 'idle' } });
      m.flush();
      expect(fake.requests).toHaveLength(1);
    }),
  );

  it(
    "a failure reads 'Failed to fetch user asr claims', logged with the wallet; the stream lives on",
    marbles((m) => {
      const { proofs, logger } = setup(m, 1_000_000, true);
      const open$ = m.hot('b', { b: true });
      m.expect(proofs.claims$(OWNER, open$)).toBeObservable('le', { l: { status: 'loading' }, e: { status: 'error', message: CLAIMS_ERROR } });
      m.flush();
      expect(logger.entries.find((entry) => entry.message === CLAIMS_ERROR)?.context).toMatchObject({ wallet: OWNER });
    }),
  );

  it(
    'closing the drawer before the proof comes cancels the request; a reload (a claim landed) cancels the one in flight and asks again',
    marbles((m) => {
      const logger = createRecordingLogger();
      const answers = [
        m.cold('-----r|', { r: jsonResponse({ claims: [claim] }) }),
        m.cold('-----r|', { r: jsonResponse({ claims: [claim] }) }),
        m.cold('-----r|', { r: jsonResponse({ claims: [{ ...claim, claimed: true }] }) }),
      ];
      const fake = createFakeTransport((_request, index) => answers[index]!);
      const proofs = createClaimProofs({
        http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
        api: 'http://sim',
        scheduler: m.scheduler,
        logger,
        cutoffMs: 1_000_000,
      });
      // Opened at 0, closed at 2; opened at 10; a claim lands at 12 (reload); left at 40.
      const open$ = m.hot('b-a-------b', { a: false, b: true });
      const reload$ = m.hot('r-----------r', { r: undefined });
      m.expect(proofs.claims$(OWNER, open$, reload$), '^ 39ms !').toBeObservable('l-i-------l-l----c', {
        i: { status: 'idle' },
        l: { status: 'loading' },
        c: { status: 'ready', claims: [{ ...claim, claimed: true }] },
      });
      m.expect(answers[0]!).toHaveSubscriptions('^-!');
      m.expect(answers[1]!).toHaveSubscriptions('10ms ^-!');
      m.expect(answers[2]!).toHaveSubscriptions('12ms ^-----!');
      m.flush();
      expect(fake.requests).toHaveLength(3);
      expect(fake.requests.every((request) => request.noCache === true)).toBe(true);
    }),
  );

  it(
    'leaving the claim page before the proof comes cancels the request',
    marbles((m) => {
      const logger = createRecordingLogger();
      const answer = m.cold('-----r|', { r: jsonResponse({ claims: [claim] }) });
      const fake = createFakeTransport(() => answer);
      const proofs = createClaimProofs({
        http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
        api: 'http://sim',
        scheduler: m.scheduler,
        logger,
        cutoffMs: 1_000_000,
      });
      m.expect(proofs.claims$(OWNER, m.hot('b', { b: true })), '^--!').toBeObservable('l', { l: { status: 'loading' } });
      m.expect(answer).toHaveSubscriptions('^--!');
    }),
  );
});
