import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentMethodsKey } from './get-payment-methods';
import type { PaymentMethodView } from './types';

/** POST /api/payment-methods/:id/default */
export function setDefaultPaymentMethod(methodId: string): Promise<PaymentMethodView> {
  return api.post<PaymentMethodView>(`/api/payment-methods/${encodeURIComponent(methodId)}/default`);
}

export function useSetDefaultPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: () =>
      Promise.all([paymentMethodsKey, ['payments']].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
