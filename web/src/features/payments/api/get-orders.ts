import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Payment } from '../types.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** GET /api/payments — the caller's orders, newest first (with where each refund stands). */
export async function getOrders({ signal }: { signal?: AbortSignal } = {}): Promise<Payment[]> {
  const response = await api.get<{ success: true; data: Payment[] }>('/payments', { signal });
  return response.data;
}

export function useOrders() {
  return useQuery({
    queryKey: paymentKeys.list(),
    queryFn: ({ signal }) => getOrders({ signal }),
  });
}
