import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentMethodKeys } from './payment-method-keys';
import { queryRoots } from '@/lib/query-keys';

/** DELETE /api/payment-methods/:id */
export function removePaymentMethod(methodId: string): Promise<{ removed: true }> {
  return apiRequest<{ removed: true }>(`/api/payment-methods/${encodeURIComponent(methodId)}`, { method: 'DELETE' });
}

export function useRemovePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePaymentMethod,
    onSuccess: () =>
      Promise.all(
        [paymentMethodKeys.all, queryRoots.payments].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}
