import { createMemoryStorage } from '@streams/core/ports';
import { createOnboardCommands } from '@streams/onboard/onboardCommands';
import { PENDING_TRANSFERS_KEY, createPendingTransfers } from '@streams/onboard/pendingTransfers';
import { jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { ID, OWNER, apiWith, quoteOf, transferOf } from './onboardFakes';

const REQUEST = { provider: 'cctp', chain: 'ethereum', from: `0x${'ab'.repeat(20)}`, to: OWNER, amount: '100000000', receive: '99800000' } as const;

const setup = (m: Parameters<Parameters<typeof marbles>[0]>[0], answer: unknown, status = 200) => {
  const { api, logger, requests } = apiWith(m, () => m.cold('-(r|)', { r: jsonResponse(answer, status) }));
  const storage = createMemoryStorage();
  const pending = createPendingTransfers({ storage, logger });
  return { commands: createOnboardCommands({ api, pending, logger }), pending, storage, logger, requests };
};

describe('starting a transfer: held to the form, kept for a reload', () => {
  it(
    'a transfer that is what the form asked for is followed and kept in storage',
    marbles((m) => {
      const { commands, pending, requests } = setup(m, transferOf('pending', 7000));
      m.expect(commands.bridge(REQUEST)).toBeObservable('s(t|)', {
        s: { status: 'starting' },
        t: { status: 'started', transfer: transferOf('pending', 7000) },
      });
      m.flush();
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual(REQUEST);
      expect(pending.of(OWNER, ['cctp', 'debridge'])).toEqual([{ id: ID, kind: 'cctp', owner: OWNER }]);
      expect(pending.of(OWNER, ['onramp'])).toEqual([]);
      pending.remove(ID);
      expect(pending.of(OWNER, ['cctp'])).toEqual([]);
    }),
  );

  it(
    'a transfer that pays another wallet, takes another amount or delivers less than accepted is refused and not kept',
    marbles((m) => {
      const cases = [
        [{ owner: '11111111111111111111111111111111' }, 'it pays 11111111111111111111111111111111, not your wallet'],
        [{ amountIn: '100000001' }, 'it takes another amount than you entered'],
        [{ amountOut: '99799999' }, 'it delivers less than you accepted'],
        [{ kind: 'debridge' as const }, 'a debridge transfer, not cctp'],
        [{ symbol: 'USDT' }, 'it delivers USDT, not USDC'],
      ] as const;
      for (const [change, why] of cases) {
        const { commands, storage, logger } = setup(m, transferOf('pending', 7000, change));
        const states: unknown[] = [];
        commands.bridge(REQUEST).subscribe((state) => states.push(state));
        m.flush();
        expect(states).toEqual([
          { status: 'starting' },
          { status: 'failed', message: `Refused: the service started another transfer than you asked for (${why})` },
        ]);
        expect(storage.getItem(PENDING_TRANSFERS_KEY)).toBeNull();
        expect(logger.messages('warn')).toEqual(['A started transfer is not what was asked for']);
      }
    }),
  );

  it(
    'a refusal says what the service said; a purchase is held to the dollars typed and the quote shown',
    marbles((m) => {
      const refused = setup(m, { error: 'Insufficient USDC on Polygon: the wallet holds 100 USDC' }, 400);
      m.expect(refused.commands.bridge(REQUEST)).toBeObservable('s(f|)', {
        s: { status: 'starting' },
        f: { status: 'failed', message: 'Insufficient USDC on Polygon: the wallet holds 100 USDC' },
      });
      const bought = transferOf('pending', 3000, {
        kind: 'onramp',
        symbol: 'SOL',
        decimals: 9,
        amountIn: '10000',
        fee: '300',
        amountOut: '646666666',
        source: null,
      });
      const buying = setup(m, bought);
      const quote = quoteOf(150);
      const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada' };
      m.expect(buying.commands.buy({ quote, usdCents: 10_000, owner: OWNER, card })).toBeObservable('s(t|)', {
        s: { status: 'starting' },
        t: { status: 'started', transfer: bought },
      });
      m.expect(buying.commands.buy({ quote, usdCents: 20_000, owner: OWNER, card })).toBeObservable('s(f|)', {
        s: { status: 'starting' },
        f: { status: 'failed', message: 'Refused: the service started another transfer than you asked for (it takes another amount than you entered)' },
      });
      m.flush();
      expect(JSON.parse(buying.requests[0]?.body ?? '')).toEqual({ quoteId: 'quote-150', owner: OWNER, card });
    }),
  );

  it('a stored list that fails its check is logged and ignored', () => {
    const logger = createRecordingLogger();
    const storage = createMemoryStorage({ [PENDING_TRANSFERS_KEY]: JSON.stringify([{ id: '<script>', kind: 'cctp', owner: OWNER }]) });
    const pending = createPendingTransfers({ storage, logger });
    expect(pending.of(OWNER, ['cctp'])).toEqual([]);
    expect(logger.messages('warn')).toEqual(['Ignoring stored pending transfers']);
    expect(storage.getItem(PENDING_TRANSFERS_KEY)).toBeNull();
  });
});
