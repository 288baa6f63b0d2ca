import {
  type EventOf,
  type paymentMethodAddedV1,
  type paymentMethodDefaultSetV1,
  type paymentMethodRemovedV1,
  paymentMethodErrors,
} from '@oneway/contracts';
import type { Decider } from '@oneway/contracts';

// A user's saved methods: cards to pay with, bank accounts to be paid to. One default per
// kind; the first method of a kind becomes its default; removing the default promotes the
// oldest remaining method of that kind.

export type PaymentMethodEvent =
  | EventOf<typeof paymentMethodAddedV1>
  | EventOf<typeof paymentMethodRemovedV1>
  | EventOf<typeof paymentMethodDefaultSetV1>;

type Kind = 'card' | 'bank_account';
type AddedData = EventOf<typeof paymentMethodAddedV1>['data'];

export interface PaymentMethodsState {
  methods: Record<string, AddedData & { removed: boolean }>;
  /** Insertion order, for "the oldest remaining". */
  order: string[];
  defaults: Record<Kind, string | null>;
}

export type PaymentMethodCommand =
  | ({ type: 'add'; makeDefault: boolean } & AddedData)
  | { type: 'remove'; userId: string; methodId: string }
  | { type: 'set_default'; userId: string; methodId: string };

const initialState = (): PaymentMethodsState => ({
  methods: {},
  order: [],
  defaults: { card: null, bank_account: null },
});

function evolve(state: PaymentMethodsState, event: PaymentMethodEvent): PaymentMethodsState {
  switch (event.type) {
    case 'payments.payment_method.added':
      return {
        ...state,
        methods: { ...state.methods, [event.data.methodId]: { ...event.data, removed: false } },
        order: [...state.order, event.data.methodId],
      };
    case 'payments.payment_method.removed': {
      const m = state.methods[event.data.methodId];
      if (!m) return state;
      const defaults = state.defaults[m.kind] === m.methodId ? { ...state.defaults, [m.kind]: null } : state.defaults;
      return { ...state, methods: { ...state.methods, [m.methodId]: { ...m, removed: true } }, defaults };
    }
    case 'payments.payment_method.default_set':
      return { ...state, defaults: { ...state.defaults, [event.data.kind]: event.data.methodId } };
    default: {
      const never: never = event;
      return never;
    }
  }
}

function active(state: PaymentMethodsState, methodId: string) {
  const m = state.methods[methodId];
  if (!m || m.removed) throw paymentMethodErrors.notFound();
  return m;
}

function decide(command: PaymentMethodCommand, state: PaymentMethodsState): PaymentMethodEvent[] {
  switch (command.type) {
    case 'add': {
      if (state.methods[command.methodId]) return [];
      const { type: _t, makeDefault, ...data } = command;
      const events: PaymentMethodEvent[] = [{ type: 'payments.payment_method.added', data }];
      if (makeDefault || !state.defaults[command.kind]) {
        events.push({
          type: 'payments.payment_method.default_set',
          data: { userId: command.userId, methodId: command.methodId, kind: command.kind },
        });
      }
      return events;
    }
    case 'remove': {
      const m = state.methods[command.methodId];
      if (m?.removed) return [];
      active(state, command.methodId);
      const events: PaymentMethodEvent[] = [
        { type: 'payments.payment_method.removed', data: { userId: command.userId, methodId: command.methodId } },
      ];
      if (state.defaults[m!.kind] === m!.methodId) {
        const next = state.order.find(
          (id) => id !== m!.methodId && !state.methods[id]!.removed && state.methods[id]!.kind === m!.kind,
        );
        if (next)
          events.push({
            type: 'payments.payment_method.default_set',
            data: { userId: command.userId, methodId: next, kind: m!.kind },
          });
      }
      return events;
    }
    case 'set_default': {
      const m = active(state, command.methodId);
      if (state.defaults[m.kind] === m.methodId) return [];
      return [
        {
          type: 'payments.payment_method.default_set',
          data: { userId: command.userId, methodId: m.methodId, kind: m.kind },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const paymentMethodDecider: Decider<PaymentMethodCommand, PaymentMethodsState, PaymentMethodEvent> = {
  initialState,
  evolve,
  decide: (c, s) => decide(c, s),
};

export const paymentMethodsStreamId = (userId: string) => `payment-methods-${userId}`;
