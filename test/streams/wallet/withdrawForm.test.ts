import { type WithdrawChoice, type WithdrawView, createWithdrawForm } from '@streams/wallet/withdrawForm';
import { map } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';

const SOL: WithdrawChoice = { key: 'native', mint: 'So11111111111111111111111111111111111111112', native: true, amount: 2_000_000_000n, decimals: 9 };
const USDC: WithdrawChoice = {
  key: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  native: false,
  amount: 12_500_000n,
  decimals: 6,
};
const RECIPIENT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** What a person sees: the token, each field's message, what Withdraw would send, or that it is disabled. */
const line = (view: WithdrawView) =>
  [
    view.token?.key === 'native' ? 'SOL' : view.token ? 'USDC' : 'none',
    view.recipientError ?? '-',
    view.amountError ?? '-',
    view.canSubmit ? `send ${view.baseUnits}` : 'disabled',
  ].join(' | ');

/** Types each amount one frame apart (recipient valid, token `key`) and returns a line per amount. */
const amounts = (m: MarbleContext, key: string, texts: readonly string[]) => {
  const form = createWithdrawForm();
  const lines: string[] = [];
  form
    .view$(m.cold('c', { c: { tokens: [SOL, USDC] } }))
    .pipe(map(line))
    .subscribe((text) => lines.push(text));
  m.scheduler.schedule(() => {
    form.select(key);
    form.setRecipient(RECIPIENT);
  }, 0);
  texts.forEach((text, index) => m.scheduler.schedule(() => form.setAmount(text), index + 1));
  m.flush();
  return lines.slice(-texts.length);
};

describe('the withdraw form model (spec 000 §5)', () => {
  it(
    'each edit is a new view at once; picking a token clears the amount; a reset keeps the token',
    marbles((m) => {
      const form = createWithdrawForm();
      m.scheduler.schedule(() => form.setRecipient(RECIPIENT), 1);
      m.scheduler.schedule(() => form.setAmount('1'), 2);
      m.scheduler.schedule(() => form.select(USDC.key), 3);
      m.scheduler.schedule(() => form.setAmount('12'), 4);
      m.scheduler.schedule(() => form.reset(), 5);
      m.expect(form.view$(m.cold('c', { c: { tokens: [SOL, USDC] } })).pipe(map(line))).toBeObservable('abcdef', {
        a: 'SOL | - | - | disabled',
        b: 'SOL | - | - | disabled',
        c: 'SOL | - | - | send 1000000000',
        d: 'USDC | - | - | disabled',
        e: 'USDC | - | - | send 12000000',
        f: 'USDC | - | - | disabled',
      });
    }),
  );

  it(
    'the amount: one base unit is the least and the whole balance the most',
    marbles((m) => {
      expect(amounts(m, USDC.key, ['0', '0.000001', '12.5', '12.500001'])).toEqual([
        'USDC | - | Invalid Amount | disabled',
        'USDC | - | - | send 1',
        'USDC | - | - | send 12500000',
        'USDC | - | Invalid Amount | disabled',
      ]);
    }),
  );

  it(
    'the recipient: an address that decodes to 32 bytes, and not one with a character outside base58',
    marbles((m) => {
      const form = createWithdrawForm();
      const lines: string[] = [];
      form
        .view$(m.cold('c', { c: { tokens: [SOL] } }))
        .pipe(map(line))
        .subscribe((text) => lines.push(text));
      m.scheduler.schedule(() => form.setAmount('1'), 1);
      m.scheduler.schedule(() => form.setRecipient(`${RECIPIENT.slice(0, -1)}0`), 2);
      m.scheduler.schedule(() => form.setRecipient(` ${RECIPIENT} `), 3);
      m.flush();
      expect(lines.slice(-2)).toEqual(['SOL | Invalid Address | - | disabled', 'SOL | - | - | send 1000000000']);
    }),
  );

  it(
    'Max: the whole balance, Half half of it; native SOL keeps 5,000 lamports for the fee; SOL is chosen first; a token that goes falls back to the first held',
    marbles((m) => {
      const form = createWithdrawForm();
      const views: string[] = [];
      const context$ = m.cold('a-b', { a: { tokens: [USDC, SOL] }, b: { tokens: [SOL] } });
      form.view$(context$).subscribe((view) => views.push(`${view.token?.key === 'native' ? 'SOL' : 'USDC'} max ${view.max} half ${view.half}`));
      m.scheduler.schedule(() => form.select(USDC.key), 1);
      m.scheduler.schedule(() => form.select('gone'), 3);
      m.flush();
      // Half is half of what Max gives: the fee reserve stays whichever is pressed.
      expect(views).toEqual([
        'SOL max 1.999995 half 0.9999975',
        'USDC max 12.5 half 6.25',
        'SOL max 1.999995 half 0.9999975',
        'SOL max 1.999995 half 0.9999975',
      ]);
    }),
  );

  it(
    'no tokens: nothing to send and no Max',
    marbles((m) => {
      const form = createWithdrawForm();
      m.expect(form.view$(m.cold('c', { c: { tokens: [] } })).pipe(map((view) => `${line(view)} | ${view.max}`))).toBeObservable('a', {
        a: 'none | - | - | disabled | undefined',
      });
    }),
  );
});
