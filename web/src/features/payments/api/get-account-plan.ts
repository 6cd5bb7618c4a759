import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { AccountPlan, AccountPlanResponse } from '@karier/api-types';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** GET /api/account/plan — the plan, this month's analyses and what is left of them. */
export async function getAccountPlan({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AccountPlan> {
  const response = await api.get<AccountPlanResponse>('/account/plan', {
    signal,
  });
  return response.data;
}

export function useAccountPlan() {
  const token = useAuthStore((s) => s.token);
  return useQuery({
    queryKey: paymentKeys.plan(),
    queryFn: ({ signal }) => getAccountPlan({ signal }),
    staleTime: 30_000,
    enabled: Boolean(token),
  });
}
