import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProjectionsOverview, ProjectionsResponse } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/** Every 2.5 s while a projection is behind (catching up, or rebuilding). */
export const PROJECTIONS_POLL_MS = 2500;

/** GET /api/admin/projections — each read model's position against the event store's head. */
export async function getProjections({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ProjectionsOverview> {
  const response = await api.get<ProjectionsResponse>('/admin/projections', { signal });
  return response.data;
}

export const getProjectionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.projections(),
    queryFn: ({ signal }) => getProjections({ signal }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.projections.some((p) => p.lag > 0) ? PROJECTIONS_POLL_MS : false,
  });

export function useProjections() {
  return useQuery(getProjectionsQueryOptions());
}
