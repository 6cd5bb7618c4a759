import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { OrdersResponse, Payment } from '@karier/api-types';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** GET /api/payments — the caller's orders, newest first (with where each refund stands). */
export async function getOrders({ signal }: { signal?: AbortSignal } = {}): Promise<Payment[]> {
  const response = await api.get<OrdersResponse>('/payments', { signal });
  return response.data;
}

export function useOrders() {
  return useQuery({
    queryKey: paymentKeys.list(),
    queryFn: ({ signal }) => getOrders({ signal }),
  });
}
