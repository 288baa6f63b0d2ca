import { fold } from '@oneway/contracts';
import { type PaymentMethodCommand, type PaymentMethodEvent, paymentMethodDecider } from './payment-method.decider.js';

const USER = '22222222-2222-4222-8222-222222222222';
const M1 = '77777777-7777-4777-8777-777777777771';
const M2 = '77777777-7777-4777-8777-777777777772';
const B1 = '77777777-7777-4777-8777-777777777773';

const add = (methodId: string, kind: 'card' | 'bank_account' = 'card', makeDefault = false): PaymentMethodCommand => ({
  type: 'add',
  makeDefault,
  userId: USER,
  methodId,
  kind,
  providerRef: `ref-${methodId}`,
  details: { last4: '4242' },
});

function given(...commands: PaymentMethodCommand[]) {
  const events: PaymentMethodEvent[] = [];
  for (const c of commands)
    events.push(...paymentMethodDecider.decide(c, fold(paymentMethodDecider, events), new Date()));
  const state = fold(paymentMethodDecider, events);
  return { state, when: (c: PaymentMethodCommand) => () => paymentMethodDecider.decide(c, state, new Date()) };
}

describe('payment methods decider', () => {
  it('the first method of a kind becomes its default; a second one does not unless asked', () => {
    const g = given(add(M1), add(M2), add(B1, 'bank_account'));
    expect(g.state.defaults).toEqual({ card: M1, bank_account: B1 });
    expect(given(add(M1), add(M2, 'card', true)).state.defaults.card).toBe(M2);
  });

  it('adding the same method twice adds it once', () => {
    expect(given(add(M1)).when(add(M1))()).toEqual([]);
  });

  it('removing the default promotes the oldest remaining method of that kind', () => {
    const g = given(add(M1), add(M2), add(B1, 'bank_account'), { type: 'remove', userId: USER, methodId: M1 });
    expect(g.state.defaults).toEqual({ card: M2, bank_account: B1 });
  });

  it('a removed method cannot be made default', () => {
    expect(
      given(add(M1), { type: 'remove', userId: USER, methodId: M1 }).when({
        type: 'set_default',
        userId: USER,
        methodId: M1,
      }),
    ).toThrow(expect.objectContaining({ code: 'PAYMENT_METHOD.NOT_FOUND', kind: 'not_found' }));
  });

  it('setting the current default again changes nothing', () => {
    expect(given(add(M1)).when({ type: 'set_default', userId: USER, methodId: M1 })()).toEqual([]);
  });
});
