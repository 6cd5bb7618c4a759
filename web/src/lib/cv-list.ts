import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvListItem, CvListResponse } from '@karier/api-types';
import { useAuthStore } from '../stores/auth-store.ts';
import { api } from './api-client.ts';
import { cvKeys } from './query-keys.ts';

/** GET /api/cvs — the signed-in user's CVs, newest first. */
export async function getCvs({ signal }: { signal?: AbortSignal } = {}): Promise<CvListItem[]> {
  const response = await api.get<CvListResponse>('/cvs', { signal });
  return response.data;
}

export const getCvsQueryOptions = () =>
  queryOptions({
    queryKey: cvKeys.list(),
    queryFn: ({ signal }) => getCvs({ signal }),
    staleTime: 30_000,
  });

/**
 * The CV list, while signed in. One query for every page that needs it (the CV list, the
 * dashboard, choosing the CV a Basic plan pays for), so they share one cache entry.
 */
export function useCvs() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...getCvsQueryOptions(), enabled: Boolean(token) });
}
