import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ParkedEvents, ParkedEventsResponse } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/**
 * GET /api/admin/projections/parked — events a read model could not apply after its retries
 * and parked to go on (issue 25): the newest 100 and how many in all.
 */
export async function getParkedEvents({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ParkedEvents> {
  const response = await api.get<ParkedEventsResponse>('/admin/projections/parked', { signal });
  return response.data;
}

export function useParkedEvents() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.parked(),
      queryFn: ({ signal }) => getParkedEvents({ signal }),
      retry: false,
    }),
  );
}
