import { createMemoryStorage } from '@streams/core/ports';
import { parseSearchInput } from '@streams/search/query';
import { RECENT_TOKENS_KEY, createRecentTokens } from '@streams/search/recentTokens';
import type { RecentToken } from '@streams/search/searchItem';
import { createRecordingLogger } from '../../support/fakeLogger';

describe('search input (spec 000 §4)', () => {
  it.each([
    ['bonk', { text: 'bonk', exact: false, isAddress: false }],
    ['  bonk', { text: 'bonk', exact: false, isAddress: false }],
    ['bonk ', { text: 'bonk', exact: true, isAddress: false }],
    ['"Bonk"', { text: 'Bonk', exact: true, isAddress: false }],
    ['“wif”', { text: 'wif', exact: true, isAddress: false }],
    ['""', { text: '', exact: false, isAddress: false }],
    ['   ', { text: '', exact: false, isAddress: false }],
    ['"', { text: '"', exact: false, isAddress: false }],
    ['So11111111111111111111111111111111111111112', { text: 'So11111111111111111111111111111111111111112', exact: false, isAddress: true }],
  ])('%j', (input, expected) => {
    expect(parseSearchInput(input)).toEqual(expected);
  });
});

const token = (id: string): RecentToken => ({ id, symbol: id.toUpperCase(), name: `Token ${id}`, isVerified: false });

describe('recent tokens (History row)', () => {
  it('keeps the 5 newest, de-duplicated by id, stored', () => {
    const storage = createMemoryStorage();
    const recent = createRecentTokens({ storage, logger: createRecordingLogger() });
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'c']) recent.add(token(id));
    const seen: (readonly RecentToken[])[] = [];
    recent.tokens$.subscribe((tokens) => seen.push(tokens));
    expect(seen.at(-1)?.map((item) => item.id)).toEqual(['c', 'f', 'e', 'd', 'b']);
    const reloaded = createRecentTokens({ storage, logger: createRecordingLogger() });
    reloaded.tokens$.subscribe((tokens) => seen.push(tokens));
    expect(seen.at(-1)?.map((item) => item.id)).toEqual(['c', 'f', 'e', 'd', 'b']);
  });

  it('a stored list that fails its schema is logged and ignored', () => {
    const logger = createRecordingLogger();
    const recent = createRecentTokens({ storage: createMemoryStorage({ [RECENT_TOKENS_KEY]: JSON.stringify({ tokens: [{ id: 1 }] }) }), logger });
    const seen: (readonly RecentToken[])[] = [];
    recent.tokens$.subscribe((tokens) => seen.push(tokens));
    expect(seen).toEqual([[]]);
    expect(logger.messages('warn')).toHaveLength(1);
  });
});
