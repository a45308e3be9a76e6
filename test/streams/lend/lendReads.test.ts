import { createHttpClient } from '@streams/core/http';
import { createLendReads } from '@streams/lend/lendReads';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SHARE = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const earnings = (value: string) => ({ address: SHARE, ownerAddress: OWNER, earnings: value, slot: 1 });

const setup = (m: Parameters<Parameters<typeof marbles>[0]>[0]) => {
  let answered = 0;
  const fake = createFakeTransport(() => {
    answered += 1;
    return m.cold('-r|', { r: jsonResponse(earnings(String(answered))) });
  });
  const reads = createLendReads({
    http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger: createRecordingLogger() }),
    lendApi: 'http://sim/lend/v1',
    dataApi: 'http://sim',
    scheduler: m.scheduler,
  });
  const values = (state: { status: string; value?: { earnings: string } }) => (state.status === 'ready' ? state.value?.earnings : state.status);
  return { fake, reads, values };
};

describe('lend earnings (T14: stale after 300,000 ms)', () => {
  it(
    'a view within 299,999 ms of the answer reuses it; no second request',
    marbles((m) => {
      const { fake, reads } = setup(m);
      const sub1 = reads.earnings$(OWNER, SHARE).subscribe();
      m.scheduler.schedule(() => sub1.unsubscribe(), 10);
      m.scheduler.schedule(() => reads.earnings$(OWNER, SHARE).subscribe().unsubscribe(), 1 + 299_999);
      m.flush();
      expect(fake.requests.map((request) => request.url)).toEqual([`http://sim/lend/v1/lending/users/${OWNER}/positions/${SHARE}/earnings`]);
    }),
  );

  it(
    'a view at 300,000 ms after the answer asks again, showing the old value as stale meanwhile',
    marbles((m) => {
      const { fake, reads } = setup(m);
      const seen: unknown[] = [];
      const sub1 = reads.earnings$(OWNER, SHARE).subscribe();
      m.scheduler.schedule(() => sub1.unsubscribe(), 10);
      m.scheduler.schedule(() => {
        reads.earnings$(OWNER, SHARE).subscribe((state) => seen.push(state.status === 'ready' ? [state.value.earnings, state.stale] : state.status));
      }, 1 + 300_000);
      m.flush();
      expect(fake.requests).toHaveLength(2);
      expect(seen[0]).toEqual(['1', true]);
      expect(seen).toContainEqual(['2', false]);
    }),
  );

  it(
    'an invalidation (a lend transaction landed) refetches the owner’s reads at once',
    marbles((m) => {
      const { fake, reads } = setup(m);
      reads.earnings$(OWNER, SHARE).subscribe();
      m.scheduler.schedule(() => reads.invalidate(OWNER), 100);
      m.flush();
      expect(fake.requests).toHaveLength(2);
    }),
  );
});
