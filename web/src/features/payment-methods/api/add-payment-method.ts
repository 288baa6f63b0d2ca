import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentMethodKeys } from './payment-method-keys';
import { queryRoots } from '@/lib/query-keys';
import type { NewPaymentMethod, PaymentMethodView } from './types';

/** `methodId` is chosen here, once per form submission, so a repeated request saves once. */
export type AddPaymentMethodInput = { methodId: string; makeDefault: boolean; method: NewPaymentMethod };

/** POST /api/payment-methods */
export function addPaymentMethod(input: AddPaymentMethodInput): Promise<PaymentMethodView> {
  return api.post<PaymentMethodView>('/api/payment-methods', input);
}

export function useAddPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPaymentMethod,
    // The payment page's checkout shows the default card: refresh it too.
    onSuccess: () =>
      Promise.all(
        [paymentMethodKeys.all, queryRoots.payments].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
