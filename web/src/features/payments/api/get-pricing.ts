import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Pricing, PricingResponse } from '@karier/api-types';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** GET /api/pricing — public: the server's price list, the one source of every amount shown. */
export async function getPricing({ signal }: { signal?: AbortSignal } = {}): Promise<Pricing> {
  const response = await api.get<PricingResponse>('/pricing', {
    signal,
    auth: false,
  });
  return response.data;
}

export const getPricingQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.pricing(),
    queryFn: ({ signal }) => getPricing({ signal }),
    staleTime: 10 * 60_000,
  });

export function usePricing() {
  return useQuery(getPricingQueryOptions());
}
