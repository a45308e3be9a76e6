import { createHttpClient } from '@streams/core/http';
import { HOLDINGS_TIMEOUT_MS } from '@streams/core/timing';
import { recipientBalances$ } from '@streams/send/recipientBalances';
import { NEVER, type Observable } from 'rxjs';
import type { HttpResponse } from '@streams/core/http';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

/** The send page's read of a recipient's wallet from Ultra /balances (spec 001 §3 Balance service). */
const RECIPIENT = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';
const setup = (m: MarbleContext, answer: () => Observable<HttpResponse>) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport(answer);
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  return { logger, requests: fake.requests, balances$: recipientBalances$({ http, logger, ultraApi: 'http://sim/ultra/v1' }, RECIPIENT) };
};
const entry = (amount: string) => ({ amount, uiAmount: Number(amount) / 1e9, slot: 9, isFrozen: false });

describe('a recipient’s balances', () => {
  it(
    "one request to /balances/{address}; a wallet holding anything is 'holds', one holding only zeros or nothing is 'empty'",
    marbles((m) => {
      const holds = setup(m, () => m.cold('-(r|)', { r: jsonResponse({ SOL: entry('0'), EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: entry('5') }) }));
      m.expect(holds.balances$).toBeObservable('-(h|)', { h: 'holds' });
      const zeros = setup(m, () => m.cold('-(r|)', { r: jsonResponse({ SOL: entry('0') }) }));
      m.expect(zeros.balances$).toBeObservable('-(e|)', { e: 'empty' });
      const nothing = setup(m, () => m.cold('-(r|)', { r: jsonResponse({}) }));
      m.expect(nothing.balances$).toBeObservable('-(e|)', { e: 'empty' });
      m.flush();
      expect(holds.requests.map((request) => request.url)).toEqual([`http://sim/ultra/v1/balances/${RECIPIENT}`]);
    }),
  );

  it(
    "a body of another shape: 'Invalid response structure from Ultra API' logged once, and 'unknown' (the page says nothing)",
    marbles((m) => {
      const { balances$, logger } = setup(m, () => m.cold('-(r|)', { r: jsonResponse({ unexpected: 'shape' }) }));
      m.expect(balances$).toBeObservable('-(u|)', { u: 'unknown' });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Invalid response structure from Ultra API']);
    }),
  );

  it(
    "a service that fails or never answers: 'unknown' (after the 60 s timeout, T26), logged as info",
    marbles((m) => {
      const failing = setup(m, () => m.cold('-(r|)', { r: jsonResponse({ error: 'Invalid address' }, 400) }));
      m.expect(failing.balances$).toBeObservable('-(u|)', { u: 'unknown' });
      const silent = setup(m, () => NEVER);
      m.expect(silent.balances$).toBeObservable(`${HOLDINGS_TIMEOUT_MS}ms (u|)`, { u: 'unknown' });
      m.flush();
      expect(failing.logger.messages('info')).toEqual(['Send: the recipient balances could not be read']);
      expect(silent.logger.messages('info')).toEqual(['Send: the recipient balances could not be read']);
    }),
  );
});
