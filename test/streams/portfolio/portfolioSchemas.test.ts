import { activitiesResponseSchema } from '@streams/schemas/activities';
import { balancesResponseSchema, holdingsResponseSchema } from '@streams/schemas/balances';
import { portfolioResponseSchema } from '@streams/schemas/portfolio';

describe('portfolio, balances and activities schemas: tolerant where the services are loose', () => {
  it('keeps unknown labels as Other with their label, and drops unknown keys', () => {
    const parsed = portfolioResponseSchema.parse({
      value: 1,
      elements: [{ label: 'Farming', platformId: 'x', value: 1, data: { anything: [1] }, extra: true }],
      tokenInfo: null,
      fetcherReports: [],
    });
    expect(parsed.elements).toEqual([{ label: 'Other', sourceLabel: 'Farming', platformId: 'x', value: 1, data: { anything: [1] } }]);
  });

  it('refuses a known label with data of the wrong shape', () => {
    expect(portfolioResponseSchema.safeParse({ elements: [{ label: 'Wallet', platformId: 'w', data: { assets: 'no' } }] }).success).toBe(false);
  });

  it.each([
    ['{error}', { error: 'Invalid address' }],
    ['a non-integer amount', { SOL: { amount: '1.5', uiAmount: 1.5 } }],
  ])('balances refuse %s', (_name, body) => {
    expect(balancesResponseSchema.safeParse(body).success).toBe(false);
  });

  it('holdings accept missing optional fields', () => {
    const body = { amount: '0', uiAmount: 0, uiAmountString: '0', tokens: { M: [{ account: 'A', amount: '5', uiAmountString: '0.5', decimals: 1 }] } };
    expect(holdingsResponseSchema.parse(body).tokens.M?.[0]).toEqual({ account: 'A', amount: '5', uiAmountString: '0.5', decimals: 1 });
  });

  it.each([
    [
      'histories with numbers for amounts',
      {
        histories: [{ inputMint: 'a', outputMint: 'b', inputAmount: 1.5, outputAmount: '3', timestamp: '1800000000', action: 'Swap', txHash: 't' }],
        hasMoreData: false,
      },
    ],
    ['trades with string numbers', { trades: [{ txId: 't', createdAt: '1800000000', price: '190.5', sizeUsd: null }], page: 1, totalPages: 1 }],
  ])('activities accept %s', (_name, body) => {
    const parsed = activitiesResponseSchema.parse(body);
    if ('histories' in parsed) expect(parsed.histories[0]).toMatchObject({ inputAmount: '1.5', timestamp: 1_800_000_000 });
    else expect(parsed.trades[0]).toMatchObject({ createdAt: 1_800_000_000, price: 190.5, sizeUsd: null });
  });

  it('activities refuse a page of neither form', () => {
    expect(activitiesResponseSchema.safeParse({ items: [] }).success).toBe(false);
  });
});
