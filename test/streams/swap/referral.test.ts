import { createMemoryStorage } from '@streams/core/ports';
import { LEGACY_REFERRAL_KEY, REFERRAL_ACCEPTED_KEY, type Referral, createReferralLink, parseFeeBps, readReferral } from '@streams/swap/referral';
import { createRecordingLogger } from '../../support/fakeLogger';
import { JUP } from './fixtures';

// A valid public key (off-curve keys count too: referral accounts are PDAs).
const REFERRER = 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3';
const LINK = `?referrer=${REFERRER}&feeBps=50`;

/** A referral link's streams over memory storage, with what they said. */
const setup = (stored: Record<string, string> = {}) => {
  const storage = createMemoryStorage(stored);
  const logger = createRecordingLogger();
  const link = createReferralLink({ storage, logger });
  const offers: (Referral | undefined)[] = [];
  const accepted: (Referral | undefined)[] = [];
  link.offer$.subscribe((offer) => offers.push(offer));
  link.accepted$.subscribe((referral) => accepted.push(referral));
  return { storage, logger, link, offers, accepted };
};

describe('referral link (spec 001 §2.4, §5)', () => {
  it.each([
    ['0', 0],
    ['50', 50],
    ['200', 200],
    ['201', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['1e2', undefined],
    ['', undefined],
    [' 50', undefined],
    ['0x10', undefined],
  ])('feeBps %j → %j', (text, value) => expect(parseFeeBps(text)).toBe(value));

  it.each([
    ['both valid', `?referrer=${REFERRER}&feeBps=50`, { referrer: REFERRER, feeBps: 50 }, ''],
    [
      'both valid, other params kept',
      `?sell=${JUP}&referrer=${REFERRER}&feeBps=0&connect=jupiter-extension`,
      { referrer: REFERRER, feeBps: 0 },
      `?sell=${JUP}&connect=jupiter-extension`,
    ],
    ['feeBps over 200', `?referrer=${REFERRER}&feeBps=201`, undefined, ''],
    ['feeBps not an integer', `?referrer=${REFERRER}&feeBps=2.5`, undefined, ''],
    ['referrer not a public key', '?referrer=not-a-key&feeBps=50', undefined, ''],
    ['referrer of the wrong length', `?referrer=${REFERRER}1&feeBps=50`, undefined, ''],
    ['feeBps missing', `?referrer=${REFERRER}`, undefined, ''],
    ['referrer missing', '?feeBps=50&inAmount=1', undefined, '?inAmount=1'],
  ])('%s', (_name, search, offer, cleaned) => {
    const logger = createRecordingLogger();
    expect(readReferral({ search, logger })).toEqual({ offer, cleanedSearch: cleaned });
    expect(logger.messages('warn')).toEqual(offer ? [] : ['Ignoring an invalid referral']);
  });

  it('without referral parameters the address is left alone and nothing is offered', () => {
    expect(readReferral({ search: '?inAmount=1', logger: createRecordingLogger() })).toEqual({ offer: undefined, cleanedSearch: undefined });
  });
});

describe('referral fees need consent (issue 24 item 3)', () => {
  it('a link is an offer: nothing is stored or charged until Accept; then it is stored and charged', () => {
    const { storage, link, offers, accepted } = setup();
    link.readOnce(LINK);
    expect(offers.at(-1)).toEqual({ referrer: REFERRER, feeBps: 50 });
    expect(accepted).toEqual([undefined]);
    expect(link.accepted()).toBeUndefined();
    expect(storage.getItem(REFERRAL_ACCEPTED_KEY)).toBeNull();
    link.accept();
    expect(accepted).toEqual([undefined, { referrer: REFERRER, feeBps: 50 }]);
    expect(link.accepted()).toEqual({ referrer: REFERRER, feeBps: 50 });
    expect(offers.at(-1)).toBeUndefined();
    expect(JSON.parse(storage.getItem(REFERRAL_ACCEPTED_KEY) ?? '')).toEqual({ referrer: REFERRER, feeBps: 50 });
  });

  it('declining or ignoring it means no fee, now and on the next visit', () => {
    const declined = setup();
    declined.link.readOnce(LINK);
    declined.link.decline();
    expect(declined.offers.at(-1)).toBeUndefined();
    expect(declined.accepted).toEqual([undefined]);
    expect(declined.storage.getItem(REFERRAL_ACCEPTED_KEY)).toBeNull();
    declined.link.accept(); // nothing on offer any more: nothing to accept
    expect(declined.link.accepted()).toBeUndefined();

    const ignored = setup();
    ignored.link.readOnce(LINK);
    const nextVisit = createReferralLink({ storage: ignored.storage, logger: createRecordingLogger() });
    nextVisit.readOnce('');
    expect(nextVisit.accepted()).toBeUndefined();
  });

  it('the accepted referral stays for the next visit until Remove', () => {
    const first = setup();
    first.link.readOnce(LINK);
    first.link.accept();
    const next = setup({ [REFERRAL_ACCEPTED_KEY]: first.storage.getItem(REFERRAL_ACCEPTED_KEY) ?? '' });
    next.link.readOnce('');
    expect(next.link.accepted()).toEqual({ referrer: REFERRER, feeBps: 50 });
    // The same link again asks nothing more.
    expect(next.offers).toEqual([undefined]);
    next.link.remove();
    expect(next.accepted).toEqual([{ referrer: REFERRER, feeBps: 50 }, undefined]);
    expect(next.storage.getItem(REFERRAL_ACCEPTED_KEY)).toBeNull();
  });

  it('a link for another referrer asks again; the accepted one holds until the new one is accepted', () => {
    const { link, offers } = setup({ [REFERRAL_ACCEPTED_KEY]: JSON.stringify({ referrer: REFERRER, feeBps: 20 }) });
    link.readOnce(`?referrer=${JUP}&feeBps=10`);
    expect(offers.at(-1)).toEqual({ referrer: JUP, feeBps: 10 });
    expect(link.accepted()).toEqual({ referrer: REFERRER, feeBps: 20 });
    link.accept();
    expect(link.accepted()).toEqual({ referrer: JUP, feeBps: 10 });
  });

  it('a fee of 0 asks nothing', () => {
    const { link, offers } = setup();
    link.readOnce(`?referrer=${REFERRER}&feeBps=0`);
    expect(offers).toEqual([undefined]);
  });

  it('a referral an earlier version stored without asking is dropped and logged', () => {
    const { storage, link, logger } = setup({ [LEGACY_REFERRAL_KEY]: JSON.stringify({ referrer: REFERRER, feeBps: 200 }) });
    expect(link.accepted()).toBeUndefined();
    expect(storage.getItem(LEGACY_REFERRAL_KEY)).toBeNull();
    expect(logger.messages('warn')).toEqual(['Dropping a referral that was stored without the user accepting it']);
  });

  it.each([['{oops'], [JSON.stringify({ referrer: 'x', feeBps: 20 })], [JSON.stringify({ referrer: REFERRER, feeBps: 500 })]])(
    'a bad accepted referral %s is logged and dropped',
    (stored) => {
      const { storage, link, logger } = setup({ [REFERRAL_ACCEPTED_KEY]: stored });
      expect(link.accepted()).toBeUndefined();
      expect(storage.getItem(REFERRAL_ACCEPTED_KEY)).toBeNull();
      expect(logger.messages('warn')).toEqual(['Dropping an invalid stored referral']);
    },
  );
});
