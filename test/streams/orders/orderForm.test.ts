import type { OrderButton } from '@streams/orders/limitDraft';
import { createOrderForm } from '@streams/orders/orderForm';
import type { CommandState } from '@streams/tx/command';
import { type Observable, of } from 'rxjs';
import { marbles } from '../../support/marbles';

/** The form model every order form shares: a write only from a submit button, the amount cleared only once the write is confirmed. */
const submitButton: OrderButton = { kind: 'submit', label: 'Place', disabled: false };
const state = (status: 'sending' | 'failed' | 'confirmed') => ({ status, label: 'x' }) as CommandState;

const setup = (write: () => Observable<CommandState> | undefined) => {
  const form = createOrderForm<{ amountText: string }, { ready: boolean }, { amountText: string; button: OrderButton }>({
    initial: { amountText: '' },
    busy$: of(false),
    view: (fields) => ({ ...fields, button: submitButton }),
    write,
    clearedOnConfirm: { amountText: '' },
  });
  const amounts: string[] = [];
  const views = form.view$(of({ ready: true })).subscribe((view) => amounts.push(view.amountText));
  return { form, amounts, views };
};

describe('the order form model', () => {
  it("a submit whose order cannot be made (no pair) places nothing and says 'none'", () => {
    const { form, views } = setup(() => undefined);
    form.set('amountText')('1');
    expect(form.submit()).toBe('none');
    views.unsubscribe();
  });

  it(
    'the amount stays while the write is on its way and after it fails; it clears only when a write is confirmed',
    marbles((m) => {
      const writes = [m.cold('-s-f|', { s: state('sending'), f: state('failed') }), m.cold('-s-c|', { s: state('sending'), c: state('confirmed') })];
      const { form, amounts, views } = setup(() => writes.shift());
      form.set('amountText')('1');
      expect(form.submit()).toBe('placed');
      m.scheduler.schedule(() => expect(form.submit()).toBe('placed'), 10);
      m.flush();
      views.unsubscribe();
      expect(amounts).toEqual(['', '1', '']);
    }),
  );

  it('dispose before any write is a no-op', () => {
    const { form, views } = setup(() => undefined);
    expect(() => form.dispose()).not.toThrow();
    views.unsubscribe();
  });
});
