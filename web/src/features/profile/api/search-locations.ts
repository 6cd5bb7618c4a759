import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LocationOption, LocationsResponse } from '@karier/api-types';

/** GET /api/locations?q= — Indonesian regencies and cities; fewer than 2 characters → []. */
export async function searchLocations(
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LocationOption[]> {
  const response = await api.get<LocationsResponse>(`/locations?q=${encodeURIComponent(q)}`, {
    signal,
    auth: false,
  });
  return response.data;
}

export function useLocationSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['locations', query.toLowerCase()],
    queryFn: ({ signal }) => searchLocations(query, { signal }),
    enabled: query.length >= 2,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
