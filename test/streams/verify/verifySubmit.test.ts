import { type HttpResponse, createHttpClient } from '@streams/core/http';
import { SUBMIT_FAILED, type SubmitState, createVerifySubmit } from '@streams/verify/verifySubmit';
import type { Observable } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { WALLET, draft, requestView } from './fixtures';

const submitWith = (m: MarbleContext, respond: () => Observable<HttpResponse>) => {
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport(respond);
  const submit = createVerifySubmit({ http: createHttpClient({ transport, scheduler: m.scheduler, logger }), api: 'http://sim', logger });
  return { submit, requests, logger };
};

const sending: SubmitState = { status: 'sending' };

describe('sending a verification request', () => {
  it(
    'posts the form as the requester (no empty contact) and answers the request the service kept',
    marbles((m) => {
      const { submit, requests } = submitWith(m, () => m.cold('-(r|)', { r: jsonResponse({ request: requestView('pending') }) }));
      m.expect(submit(WALLET, draft)).toBeObservable('s(a|)', { s: sending, a: { status: 'sent', request: requestView('pending') } });
      m.flush();
      expect(requests[0]?.method).toBe('POST');
      expect(requests[0]?.url).toBe('http://sim/verify/v1/requests');
      expect(JSON.parse(String(requests[0]?.body))).toEqual({
        requester: WALLET,
        mint: draft.mint,
        website: draft.website,
        twitter: draft.twitter,
        reasons: draft.reasons,
      });
    }),
  );

  it(
    "a refusal is the service's reason, as text",
    marbles((m) => {
      const reason = 'A verification request for this token is already pending <b>!</b>';
      const { submit } = submitWith(m, () => m.cold('(r|)', { r: jsonResponse({ error: reason }, 409) }));
      m.expect(submit(WALLET, draft)).toBeObservable('(sr|)', { s: sending, r: { status: 'refused', message: reason } });
      m.flush();
    }),
  );

  it(
    'a server error or an answer that makes no sense fails with a plain message, logged',
    marbles((m) => {
      const { submit, logger } = submitWith(m, () => m.cold('(r|)', { r: jsonResponse({ ok: true }) }));
      m.expect(submit(WALLET, draft)).toBeObservable('(sf|)', { s: sending, f: { status: 'failed', message: SUBMIT_FAILED } });
      m.flush();
      expect(logger.messages('warn')).toContain(SUBMIT_FAILED);
    }),
  );

  it(
    'a request with no answer is given up on after T75 (15 s): it fails and can be sent again',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T75
      const silent = m.cold<HttpResponse>('-');
      const { submit } = submitWith(m, () => silent);
      m.expect(submit(WALLET, draft)).toBeObservable(`s ${timeout - 1}ms (f|)`, { s: sending, f: { status: 'failed', message: SUBMIT_FAILED } });
      m.expect(silent).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
      m.flush();
    }),
  );
});
