import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentMethodKeys } from './payment-method-keys';
import { queryRoots } from '@/lib/query-keys';
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
      Promise.all(
        [paymentMethodKeys.all, queryRoots.payments].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
