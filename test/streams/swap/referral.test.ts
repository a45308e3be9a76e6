import { createMemoryStorage } from '@streams/core/ports';
import { REFERRAL_KEY, parseFeeBps, readReferral } from '@streams/swap/referral';
import { createRecordingLogger } from '../../support/fakeLogger';
import { JUP } from './fixtures';

// A valid public key (off-curve keys count too: referral accounts are PDAs).
const REFERRER = 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3';

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
    ['both valid, other params kept', `?sell=${JUP}&referrer=${REFERRER}&feeBps=0&connect=jupiter-extension`, { referrer: REFERRER, feeBps: 0 }, `?sell=${JUP}&connect=jupiter-extension`],
    ['feeBps over 200', `?referrer=${REFERRER}&feeBps=201`, undefined, ''],
    ['feeBps not an integer', `?referrer=${REFERRER}&feeBps=2.5`, undefined, ''],
    ['referrer not a public key', '?referrer=not-a-key&feeBps=50', undefined, ''],
    ['referrer of the wrong length', `?referrer=${REFERRER}1&feeBps=50`, undefined, ''],
    ['feeBps missing', `?referrer=${REFERRER}`, undefined, ''],
    ['referrer missing', '?feeBps=50&inAmount=1', undefined, '?inAmount=1'],
  ])('%s', (_name, search, referral, cleaned) => {
    const storage = createMemoryStorage();
    const logger = createRecordingLogger();
    const read = readReferral({ search, storage, logger });
    expect(read).toEqual({ referral, cleanedSearch: cleaned });
    expect(storage.getItem(REFERRAL_KEY)).toBe(referral ? JSON.stringify(referral) : null);
    expect(logger.messages('warn')).toEqual(referral ? [] : ['Ignoring an invalid referral']);
  });

  it('without referral parameters the address is left alone and the stored referral applies', () => {
    const storage = createMemoryStorage({ [REFERRAL_KEY]: JSON.stringify({ referrer: REFERRER, feeBps: 20 }) });
    expect(readReferral({ search: '?inAmount=1', storage, logger: createRecordingLogger() })).toEqual({ referral: { referrer: REFERRER, feeBps: 20 }, cleanedSearch: undefined });
  });

  it('an invalid link keeps the stored referral; a valid one replaces it', () => {
    const storage = createMemoryStorage({ [REFERRAL_KEY]: JSON.stringify({ referrer: REFERRER, feeBps: 20 }) });
    const logger = createRecordingLogger();
    expect(readReferral({ search: `?referrer=${REFERRER}&feeBps=999`, storage, logger }).referral).toEqual({ referrer: REFERRER, feeBps: 20 });
    expect(readReferral({ search: `?referrer=${JUP}&feeBps=10`, storage, logger }).referral).toEqual({ referrer: JUP, feeBps: 10 });
    expect(JSON.parse(storage.getItem(REFERRAL_KEY) ?? '')).toEqual({ referrer: JUP, feeBps: 10 });
  });

  it.each([['{oops'], [JSON.stringify({ referrer: 'x', feeBps: 20 })], [JSON.stringify({ referrer: REFERRER, feeBps: 500 })]])('a bad stored referral %s is logged and dropped', (stored) => {
    const storage = createMemoryStorage({ [REFERRAL_KEY]: stored });
    const logger = createRecordingLogger();
    expect(readReferral({ search: '', storage, logger }).referral).toBeUndefined();
    expect(storage.getItem(REFERRAL_KEY)).toBeNull();
    expect(logger.messages('warn')).toEqual(['Dropping an invalid stored referral']);
  });
});
