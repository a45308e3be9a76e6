import { checkTriggers, parsePriceText, priceFieldText, triggerProblem } from '@/features/perps/triggerForm';
import { position } from './perpsFixtures';

/** A long at entry 150, mark 165, liquidation 121.5; TP 200, no SL. */
const long = position();
const short = position({ side: 'Short', entryPrice: 150, currentPrice: 140, liquidationPrice: 178, takeProfitTriggerPrice: null });

describe('TP/SL form: prices', () => {
  it.each([
    ['187.5', 187.5],
    [' $187.5 ', 187.5],
    ['187,5', 187.5],
    ['.5', 0.5],
    ['', null],
    ['  ', null],
    ['abc', undefined],
    ['1,234.5', undefined],
    ['-5', undefined],
    ['1e3', undefined],
  ])('%j reads as %j', (text, value) => {
    expect(parsePriceText(text)).toBe(value);
  });

  it('shows a price so it parses back, without float noise', () => {
    expect(priceFieldText(0.1 + 0.2)).toBe('0.3');
    expect(priceFieldText(97_123.45)).toBe('97123.45');
    expect(priceFieldText(null)).toBe('');
  });
});

describe('TP/SL form: the rules at the live mark', () => {
  it('a long: take profit above the mark, stop loss below it and above liquidation', () => {
    expect(triggerProblem(long, 165, 'tp', 165)).toBe('Take profit must be above the mark price ($165) for a long');
    expect(triggerProblem(long, 165, 'tp', 170)).toBeUndefined();
    expect(triggerProblem(long, 165, 'sl', 166)).toBe('Stop loss must be below the mark price ($165) for a long');
    expect(triggerProblem(long, 165, 'sl', 121)).toBe('Stop loss must be above the liquidation price ($121.5)');
    expect(triggerProblem(long, 165, 'sl', 130)).toBeUndefined();
  });

  it('a short: the reverse', () => {
    expect(triggerProblem(short, 140, 'tp', 141)).toBe('Take profit must be below the mark price ($140) for a short');
    expect(triggerProblem(short, 140, 'tp', 120)).toBeUndefined();
    expect(triggerProblem(short, 140, 'sl', 139)).toBe('Stop loss must be above the mark price ($140) for a short');
    expect(triggerProblem(short, 140, 'sl', 180)).toBe('Stop loss must be below the liquidation price ($178)');
    expect(triggerProblem(short, 140, 'sl', 160)).toBeUndefined();
  });

  it('both fields at once: each keeps its own message; text that is not a price says what to type', () => {
    expect(checkTriggers(long, 165, '160', 'x')).toEqual({
      ok: false,
      errors: { tp: 'Take profit must be above the mark price ($165) for a long', sl: 'Enter a price in USD, or leave it empty to remove the stop loss' },
    });
  });

  it('empty removes a trigger; unchanged values are not a change', () => {
    expect(checkTriggers(long, 165, '', '140')).toEqual({ ok: true, takeProfitPriceUsd: null, stopLossPriceUsd: 140, changed: true });
    expect(checkTriggers(long, 165, '200', '')).toEqual({ ok: true, takeProfitPriceUsd: 200, stopLossPriceUsd: null, changed: false });
  });

  it('the mark moves the rule: a take profit the price has passed is refused', () => {
    expect(checkTriggers(long, 205, '200', '')).toMatchObject({ ok: false, errors: { tp: 'Take profit must be above the mark price ($205) for a long' } });
  });
});
