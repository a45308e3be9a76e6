import {
  oracleItemSchema,
  priceFrameSchema,
  shimConfigSchema,
  shimHistorySchema,
  shimSearchItemSchema,
  shimSearchSchema,
  shimSymbolResponseSchema,
  shimSymbolSchema,
} from '@streams/perps/schemas';

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('perps schemas: the oracle worker’s readings', () => {
  const reading = (price: unknown) => ({ feedId: 'solusd', price, expo: -8, timestamp: 1_700_000_000 });

  it('a price sent as a u64 string of 1 to 30 digits is read as sent', () => {
    expect(oracleItemSchema.parse(reading('17250000000'))).toEqual(reading('17250000000'));
    expect(accepts(oracleItemSchema, reading('0'))).toBe(true);
    expect(accepts(oracleItemSchema, reading('9'.repeat(30)))).toBe(true);
  });

  it('a price string with anything but digits, before or after them, or past 30 digits, is refused', () => {
    expect(accepts(oracleItemSchema, reading('17250000000abc'))).toBe(false);
    expect(accepts(oracleItemSchema, reading('abc17250000000'))).toBe(false);
    expect(accepts(oracleItemSchema, reading('-17250000000'))).toBe(false);
    expect(accepts(oracleItemSchema, reading('1.5'))).toBe(false);
    expect(accepts(oracleItemSchema, reading('172 50'))).toBe(false);
    expect(accepts(oracleItemSchema, reading(''))).toBe(false);
    expect(accepts(oracleItemSchema, reading('9'.repeat(31)))).toBe(false);
  });
});

describe('perps schemas: price socket frames', () => {
  it('price, subscribed and error frames are read with their fields', () => {
    expect(priceFrameSchema.parse({ type: 'price', channel: 'solusd', price: 172.5, timestamp: 1_000 })).toEqual({
      type: 'price',
      channel: 'solusd',
      price: 172.5,
      timestamp: 1_000,
    });
    expect(priceFrameSchema.parse({ type: 'subscribed', channels: ['solusd', 'btcusd'] })).toEqual({ type: 'subscribed', channels: ['solusd', 'btcusd'] });
    expect(priceFrameSchema.parse({ type: 'error', message: 'Unknown channel dogeusd' })).toEqual({ type: 'error', message: 'Unknown channel dogeusd' });
  });

  it('a frame of no known type, or missing what its type needs, is refused', () => {
    expect(accepts(priceFrameSchema, { type: 'hello' })).toBe(false);
    expect(accepts(priceFrameSchema, { channel: 'solusd', price: 1, timestamp: 1 })).toBe(false);
    expect(accepts(priceFrameSchema, { type: 'price', channel: 'solusd', price: 0, timestamp: 1 })).toBe(false);
    expect(accepts(priceFrameSchema, { type: 'price', channel: 'solusd', price: 1 })).toBe(false);
    expect(accepts(priceFrameSchema, { type: 'subscribed' })).toBe(false);
    expect(accepts(priceFrameSchema, { type: 'subscribed', channels: [1] })).toBe(false);
    expect(accepts(priceFrameSchema, { type: 'error' })).toBe(false);
  });
});

describe('perps schemas: the oracle chart shim (UDF)', () => {
  it('its config keeps the resolutions and flags it sends, and is refused without resolutions', () => {
    const config = { supported_resolutions: ['1', '60', '1D'], supports_search: true, supports_time: false, supports_marks: false };
    expect(shimConfigSchema.parse(config)).toEqual(config);
    expect(accepts(shimConfigSchema, { supports_search: true })).toBe(false);
    expect(accepts(shimConfigSchema, { supported_resolutions: '1,60' })).toBe(false);
  });

  it('a search result keeps its fields; one without a symbol is refused', () => {
    const item = {
      symbol: 'Crypto.SOL/USD',
      full_name: 'Pyth:Crypto.SOL/USD',
      description: 'SOL / US DOLLAR',
      exchange: 'Pyth',
      ticker: 'Crypto.SOL/USD',
      type: 'crypto',
    };
    expect(shimSearchItemSchema.parse(item)).toEqual(item);
    expect(accepts(shimSearchItemSchema, { description: 'SOL / US DOLLAR' })).toBe(false);
    expect(accepts(shimSearchItemSchema, { symbol: 42 })).toBe(false);
  });

  it('a search answer of up to 500 results is read (none included); 501 are refused', () => {
    expect(accepts(shimSearchSchema, [])).toBe(true);
    expect(accepts(shimSearchSchema, [{ symbol: 'Crypto.SOL/USD' }])).toBe(true);
    expect(
      accepts(
        shimSearchSchema,
        Array.from({ length: 500 }, () => ({})),
      ),
    ).toBe(true);
    expect(
      accepts(
        shimSearchSchema,
        Array.from({ length: 501 }, () => ({})),
      ),
    ).toBe(false);
  });

  it('a symbol answer keeps its description; the shim’s error answer keeps its message', () => {
    const symbol = {
      name: 'Crypto.SOL/USD',
      ticker: 'Crypto.SOL/USD',
      description: 'SOL / US DOLLAR',
      session: '24x7',
      timezone: 'Etc/UTC',
      minmov: 1,
      pricescale: 1000,
    };
    expect(shimSymbolResponseSchema.parse(symbol)).toEqual(symbol);
    expect(shimSymbolResponseSchema.parse({ s: 'error', errmsg: 'Cannot resolve symbol' })).toEqual({ s: 'error', errmsg: 'Cannot resolve symbol' });
  });

  it('a symbol without a name or a positive price scale is refused', () => {
    expect(accepts(shimSymbolSchema, { pricescale: 100 })).toBe(false);
    expect(accepts(shimSymbolSchema, { name: 'Crypto.SOL/USD' })).toBe(false);
    expect(accepts(shimSymbolSchema, { name: 'Crypto.SOL/USD', pricescale: 0 })).toBe(false);
    expect(accepts(shimSymbolResponseSchema, { s: 'error' })).toBe(false);
    expect(accepts(shimSymbolResponseSchema, { name: 'Crypto.SOL/USD' })).toBe(false);
  });

  it('history answers: bars keep their columns, no data keeps the next time, an error keeps its message', () => {
    const bars = { s: 'ok', t: [1, 2], o: [10, 11], h: [12, 13], l: [9, 10], c: [11, 12], v: [5, 6] };
    expect(shimHistorySchema.parse(bars)).toEqual(bars);
    expect(shimHistorySchema.parse({ s: 'no_data', nextTime: 1_699_990_000 })).toEqual({ s: 'no_data', nextTime: 1_699_990_000 });
    expect(shimHistorySchema.parse({ s: 'no_data' })).toEqual({ s: 'no_data' });
    expect(shimHistorySchema.parse({ s: 'error', errmsg: 'Cannot resolve symbol' })).toEqual({ s: 'error', errmsg: 'Cannot resolve symbol' });
  });

  it('a history answer of another status, with a column missing or holding a non-number, is refused', () => {
    expect(accepts(shimHistorySchema, { s: 'maybe' })).toBe(false);
    expect(accepts(shimHistorySchema, { t: [1], o: [1], h: [1], l: [1], c: [1] })).toBe(false);
    expect(accepts(shimHistorySchema, { s: 'ok', t: [1], o: [1], h: [1], l: [1] })).toBe(false);
    expect(accepts(shimHistorySchema, { s: 'ok', t: [1], o: ['1'], h: [1], l: [1], c: [1] })).toBe(false);
    expect(accepts(shimHistorySchema, { s: 'no_data', nextTime: 'soon' })).toBe(false);
    expect(accepts(shimHistorySchema, { s: 'error' })).toBe(false);
  });
});
