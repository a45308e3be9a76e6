import { toQueryString } from '@streams/core/query';
import { type QuoteForm, buildQuoteQuery, isQuotable, platformFeeBps, sameForm, toQuoteRequest } from '@streams/swap/quoteParams';
import { createRecordingLogger } from '../../support/fakeLogger';
import { JUP, SOL, USDC } from './fixtures';

const form: QuoteForm = { inputMint: SOL, outputMint: USDC, amount: 100_000_000n, swapMode: 'ExactIn' };
const quotable = { ...form, inputMint: SOL, outputMint: USDC };
const request = { inputMint: SOL, outputMint: USDC, amount: 100_000_000n, swapMode: 'ExactIn' } as const;

/** The query GET /quote receives, as its parameters. */
const sent = (query: Parameters<typeof toQueryString>[0]) => new URLSearchParams(toQueryString(query));

describe('which forms are worth a quote', () => {
  it.each([
    ['a pair of two mints and an amount above zero', form, true],
    ['no sell token yet', { ...form, inputMint: undefined }, false],
    ['no buy token yet', { ...form, outputMint: undefined }, false],
    ['the same token on both sides', { ...form, outputMint: SOL }, false],
    ['an amount of zero', { ...form, amount: 0n }, false],
    ['the smallest amount, one base unit', { ...form, amount: 1n }, true],
  ] as const)('%s: %s', (_name, candidate, quotable) => expect(isQuotable(candidate)).toBe(quotable));
});

describe('whether two forms ask for the same quote', () => {
  it('the same pair, amount and mode ask for the same quote', () => {
    expect(sameForm(form, { ...form })).toBe(true);
  });

  it.each([
    ['another sell token', { ...form, inputMint: JUP }],
    ['another buy token', { ...form, outputMint: JUP }],
    ['another amount', { ...form, amount: 100_000_001n }],
    ['ExactOut instead of ExactIn', { ...form, swapMode: 'ExactOut' }],
  ] as const)('%s asks for a new quote', (_name, other) => {
    expect(sameForm(form, other)).toBe(false);
    expect(sameForm(other, form)).toBe(false);
  });
});

describe('the platform fee asked for with a quote', () => {
  const fee = { feeBps: 25, whitelistedMints: new Set([USDC]) };

  it('a whitelisted mint on either side of an ExactIn pair asks for the fee', () => {
    expect(toQuoteRequest(quotable, {}, fee).platformFeeBps).toBe(25);
    expect(toQuoteRequest({ ...form, inputMint: USDC, outputMint: SOL }, {}, fee).platformFeeBps).toBe(25);
  });

  it('a pair with no whitelisted mint carries no platformFeeBps at all, even over the options', () => {
    const built = toQuoteRequest({ ...quotable, outputMint: JUP }, { slippageBps: 50 }, fee);
    expect(built).toStrictEqual({ slippageBps: 50, inputMint: SOL, outputMint: JUP, amount: 100_000_000n, swapMode: 'ExactIn' });
    expect('platformFeeBps' in built).toBe(false);
  });

  it('a form with a side still empty is charged only for the whitelisted side it has', () => {
    expect(platformFeeBps({ inputMint: undefined, outputMint: USDC, swapMode: 'ExactIn' }, fee)).toBe(25);
    expect(platformFeeBps({ inputMint: undefined, outputMint: USDC, swapMode: 'ExactOut' }, fee)).toBeUndefined();
    expect(platformFeeBps({ inputMint: undefined, outputMint: undefined, swapMode: 'ExactIn' }, fee)).toBeUndefined();
  });
});

describe('the GET /quote query', () => {
  it('maxAccounts with ExactOut is sent, and warned about with the value', () => {
    const logger = createRecordingLogger();
    const check = buildQuoteQuery({ ...request, swapMode: 'ExactOut', maxAccounts: 64 }, logger);
    expect(check.ok && sent(check.query).get('maxAccounts')).toBe('64');
    expect(logger.entries).toEqual([{ level: 'warn', message: 'maxAccounts is not supported for ExactOut', context: { maxAccounts: 64 } }]);
  });

  it.each([
    ['maxAccounts with ExactIn', { ...request, maxAccounts: 64 }],
    ['ExactOut without maxAccounts', { ...request, swapMode: 'ExactOut' }],
  ] as const)('%s: no warning', (_name, asked) => {
    const logger = createRecordingLogger();
    expect(buildQuoteQuery(asked, logger).ok).toBe(true);
    expect(logger.entries).toEqual([]);
  });

  it.each([
    ['no excluded DEXes', undefined],
    ['an empty list of excluded DEXes', []],
  ] as const)('%s: no excludeDexes parameter', (_name, excludeDexes) => {
    const check = buildQuoteQuery({ ...request, excludeDexes }, createRecordingLogger());
    expect(check.ok && sent(check.query).has('excludeDexes')).toBe(false);
  });

  it('one excluded DEX is sent; several are sent comma-separated', () => {
    const one = buildQuoteQuery({ ...request, excludeDexes: ['Raydium'] }, createRecordingLogger());
    const two = buildQuoteQuery({ ...request, excludeDexes: ['Raydium', 'Meteora DLMM'] }, createRecordingLogger());
    expect(one.ok && sent(one.query).get('excludeDexes')).toBe('Raydium');
    expect(two.ok && sent(two.query).get('excludeDexes')).toBe('Raydium,Meteora DLMM');
  });
});
