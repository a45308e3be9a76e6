import { priceOf } from '../../../sim/wallet/portfolio/valuation';
import { onrampQuoteSchema } from '../../../streams/schemas';
import { USDC, useOnboardSim } from './onboardSim';

const sim = useOnboardSim();
const SOL = 'So11111111111111111111111111111111111111112';
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

const quote = async (asset: string, usd: string) => {
  const answer = await sim().sim.get(`/onboard/v1/onramp/quote?asset=${asset}&usd=${usd}`);
  return { status: answer.status, body: answer.body };
};
const order = (body: Record<string, unknown>) => sim().sim.post('/onboard/v1/onramp/orders', body);
const errorOf = (body: unknown) => (body as { error: string }).error;

describe('onboarding: the card on-ramp', () => {
  it('quotes $100 of SOL: 2.5 % and $0.50 of fees, the market rate, the SOL it buys rounded down', async () => {
    const price = priceOf(sim().sim.market(), SOL) ?? 0;
    const answer = onrampQuoteSchema.parse((await quote('SOL', '100')).body);
    expect(answer).toMatchObject({ asset: 'SOL', mint: SOL, decimals: 9, usdCents: 10_000, feeCents: 300, rate: price, seconds: 3, minCents: 2000 });
    // 97 USD at the rate, in lamports, rounded down
    expect(BigInt(answer.amount)).toBe((9_700n * 10_000n * 1_000_000_000n) / BigInt(Math.round(price * 1_000_000)));
  });

  it('a paid order sends exactly the quoted SOL to the wallet after the 2 s payment step', async () => {
    const { ledger } = sim();
    const owner = sim().wallet();
    const offer = onrampQuoteSchema.parse((await quote('SOL', '100')).body);
    const { status, body } = await order({ quoteId: offer.quoteId, owner, card: CARD });
    expect(status, JSON.stringify(body)).toBe(200);
    const id = (body as { id: string }).id;
    expect(await sim().transfer(id)).toMatchObject({ kind: 'onramp', status: 'pending', amountIn: '10000', fee: '300', amountOut: offer.amount, seconds: 3 });
    sim().wait(2000);
    const transfer = await sim().landDelivery(id);
    expect(transfer.status).toBe('arrived');
    expect(ledger.getLamports(owner)).toBe(BigInt(offer.amount));
  });

  it('USDC at 1 USD: $50 buys 47.75 USDC (2.5 % and $1 of fees)', async () => {
    const { ledger } = sim();
    const owner = sim().wallet();
    const offer = onrampQuoteSchema.parse((await quote('USDC', '50.00')).body);
    expect(offer).toMatchObject({ usdCents: 5000, feeCents: 225, rate: 1, amount: '47750000' });
    const id = ((await order({ quoteId: offer.quoteId, owner, card: CARD })).body as { id: string }).id;
    sim().wait(2000);
    expect((await sim().landDelivery(id)).status).toBe('arrived');
    expect(ledger.tokenBalance(owner, USDC)).toBe(47_750_000n);
  });

  it('refuses amounts out of range, bad cards, a declined card, an expired or used quote', async () => {
    expect(await quote('SOL', '19.99')).toEqual({ status: 400, body: { error: 'Amount: $20 to $5,000' } });
    expect((await quote('BTC', '100')).status).toBe(400);
    expect((await quote('SOL', '1e3')).status).toBe(400);
    const owner = sim().wallet();
    const fresh = async () => onrampQuoteSchema.parse((await quote('USDC', '25')).body).quoteId;
    const refusal = async (card: Record<string, string>, quoteId?: string) => {
      const answer = await order({ quoteId: quoteId ?? (await fresh()), owner, card: { ...CARD, ...card } });
      return [answer.status, errorOf(answer.body)];
    };
    expect(await refusal({ number: '4242 4242 4242 4241' })).toEqual([402, 'Card number is not valid']);
    expect(await refusal({ number: '4000 0000 0000 0002' })).toEqual([402, 'Card declined by the issuer']);
    expect(await refusal({ expiry: '01/20' })).toEqual([402, 'The card has expired']);
    expect(await refusal({ expiry: '13/30' })).toEqual([402, 'Expiry: MM/YY']);
    expect(await refusal({ cvc: '12' })).toEqual([402, 'CVC: 3 or 4 digits']);
    expect(await refusal({ name: '  ' })).toEqual([402, 'Name on card: required']);
    const stale = await fresh();
    sim().wait(30_001);
    expect(await refusal({}, stale)).toEqual([409, 'The quote expired: get a new quote']);
    const used = await fresh();
    expect((await order({ quoteId: used, owner, card: CARD })).status).toBe(200);
    expect(await refusal({}, used)).toEqual([409, 'The quote expired: get a new quote']);
    expect((await order({ quoteId: 'x', owner, card: 'none' })).status).toBe(400);
    expect(sim().ledger.tokenBalance(owner, USDC), 'nothing arrived yet').toBe(0n);
  });

  it('a provider with no usable rate (the switch) quotes no rate, and an order on it is refused: Exchange rate not available', async () => {
    expect((await sim().sim.post('/__sim/onboard/rogue', { kind: 'onramp-no-rate' })).status).toBe(200);
    try {
      const offer = onrampQuoteSchema.parse((await quote('SOL', '100')).body);
      expect(offer).toMatchObject({ rate: null, amount: '0' });
      const answer = await order({ quoteId: offer.quoteId, owner: sim().wallet(), card: CARD });
      expect([answer.status, errorOf(answer.body)]).toEqual([409, 'Exchange rate not available']);
    } finally {
      await sim().sim.post('/__sim/onboard/rogue', { kind: null });
    }
    expect(onrampQuoteSchema.parse((await quote('SOL', '100')).body).rate).not.toBeNull();
  });
});
