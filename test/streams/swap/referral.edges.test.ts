import { createMemoryStorage } from '@streams/core/ports';
import { type Referral, createReferralLink, readReferral, storedReferral } from '@streams/swap/referral';
import { createRecordingLogger } from '../../support/fakeLogger';
import { JUP } from './fixtures';

const REFERRER = 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3';
const ACCEPTED_KEY = 'callisto.referral.accepted';

const setup = (stored: Record<string, string> = {}) => {
  const storage = createMemoryStorage(stored);
  const logger = createRecordingLogger();
  const link = createReferralLink({ storage, logger });
  const offers: (Referral | undefined)[] = [];
  const accepted: (Referral | undefined)[] = [];
  const errors: unknown[] = [];
  link.offer$.subscribe({ next: (offer) => offers.push(offer), error: (error: unknown) => errors.push(error) });
  link.accepted$.subscribe({ next: (referral) => accepted.push(referral), error: (error: unknown) => errors.push(error) });
  return { storage, logger, link, offers, accepted, errors };
};

describe('what an invalid referral link logs', () => {
  it.each([
    ['a bad referrer with a valid fee', '?referrer=not-a-key&feeBps=50', { referrer: 'not-a-key', feeBps: '50', referrerValid: false, feeBpsValid: true }],
    [
      'a valid referrer with a fee over 200',
      `?referrer=${REFERRER}&feeBps=201`,
      { referrer: REFERRER, feeBps: '201', referrerValid: true, feeBpsValid: false },
    ],
    ['a fee without a referrer', '?feeBps=50', { referrer: null, feeBps: '50', referrerValid: false, feeBpsValid: true }],
    ['a referrer without a fee', `?referrer=${REFERRER}`, { referrer: REFERRER, feeBps: null, referrerValid: true, feeBpsValid: false }],
  ])('%s: which part was wrong', (_name, search, context) => {
    const logger = createRecordingLogger();
    expect(readReferral({ search, logger }).offer).toBeUndefined();
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Ignoring an invalid referral', context }]);
  });

  it('a page without referral parameters logs nothing', () => {
    const logger = createRecordingLogger();
    readReferral({ search: `?sell=${JUP}&inAmount=1`, logger });
    readReferral({ search: '', logger });
    expect(logger.entries).toEqual([]);
  });
});

describe('the accepted referral, one referrer at one fee', () => {
  it('the same referrer at another fee asks again', () => {
    const { link, offers } = setup({ [ACCEPTED_KEY]: JSON.stringify({ referrer: REFERRER, feeBps: 20 }) });
    link.readOnce(`?referrer=${REFERRER}&feeBps=50`);
    expect(offers).toEqual([undefined, { referrer: REFERRER, feeBps: 50 }]);
    link.accept();
    expect(link.accepted()).toEqual({ referrer: REFERRER, feeBps: 50 });
  });

  it('the very referral already accepted asks nothing', () => {
    const { link, offers, accepted } = setup({ [ACCEPTED_KEY]: JSON.stringify({ referrer: REFERRER, feeBps: 20 }) });
    link.readOnce(`?referrer=${REFERRER}&feeBps=20`);
    expect(offers).toEqual([undefined]);
    expect(accepted).toEqual([{ referrer: REFERRER, feeBps: 20 }]);
  });

  it('accepting is logged with who gets which fee', () => {
    const { link, logger } = setup();
    link.readOnce(`?referrer=${REFERRER}&feeBps=50`);
    link.accept();
    expect(logger.entries).toEqual([{ level: 'info', message: 'Referral fee accepted', context: { referrer: REFERRER, feeBps: 50 } }]);
  });

  it('Decline with nothing on offer and Remove with nothing accepted change nothing and break nothing', () => {
    const { link, offers, accepted, errors } = setup();
    link.decline();
    link.decline();
    link.remove();
    link.remove();
    expect(offers).toEqual([undefined]);
    expect(accepted).toEqual([undefined]);
    expect(errors).toEqual([]);
    link.readOnce(`?referrer=${REFERRER}&feeBps=50`);
    expect(offers).toEqual([undefined, { referrer: REFERRER, feeBps: 50 }]);
  });
});

describe('where the referral is kept', () => {
  it('the accepted one is read from callisto.referral.accepted, for the pre-sign check too', () => {
    const stored = { [ACCEPTED_KEY]: JSON.stringify({ referrer: REFERRER, feeBps: 20 }) };
    expect(setup(stored).link.accepted()).toEqual({ referrer: REFERRER, feeBps: 20 });
    expect(storedReferral(createMemoryStorage(stored), createRecordingLogger())).toEqual({ referrer: REFERRER, feeBps: 20 });
    expect(storedReferral(createMemoryStorage(), createRecordingLogger())).toBeUndefined();
  });

  it('a stored referrer that is not a public key is dropped, and the log says why', () => {
    const { storage, logger } = setup({ [ACCEPTED_KEY]: JSON.stringify({ referrer: 'x', feeBps: 20 }) });
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'Dropping an invalid stored referral', context: { key: ACCEPTED_KEY, issue: 'not a public key' } },
    ]);
    expect(storage.getItem(ACCEPTED_KEY)).toBeNull();
  });

  it('what an earlier version kept under callisto.referral is dropped unread', () => {
    const { storage, link } = setup({ 'callisto.referral': JSON.stringify({ referrer: REFERRER, feeBps: 200 }) });
    expect(storage.getItem('callisto.referral')).toBeNull();
    expect(link.accepted()).toBeUndefined();
  });
});
