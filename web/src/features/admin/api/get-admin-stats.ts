import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminStats, AdminStatsResponse } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/** GET /api/admin/stats?days= — totals, month-over-month changes and a daily series. */
export async function getAdminStats(
  days: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminStats> {
  const response = await api.get<AdminStatsResponse>(`/admin/stats?days=${days}`, {
    signal,
  });
  return response.data;
}

export const getAdminStatsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminKeys.stats(days),
    queryFn: ({ signal }) => getAdminStats(days, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminStats(days: number) {
  return useQuery(getAdminStatsQueryOptions(days));
}
