import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataBody, PublicStats } from '@karier/api-types';

/** GET /api/public/stats: live figures from the activity log and read models (cached a minute). */

export async function getPublicStats({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PublicStats> {
  const response = await api.get<DataBody<PublicStats>>('/public/stats', {
    signal,
    auth: false,
  });
  return response.data;
}

export const getPublicStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['public-stats'],
    queryFn: ({ signal }) => getPublicStats({ signal }),
    // The server computes them at most once a minute.
    staleTime: 60_000,
  });

export function usePublicStats() {
  return useQuery(getPublicStatsQueryOptions());
}
