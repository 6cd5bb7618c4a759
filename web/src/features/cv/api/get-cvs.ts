import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { CvListItem, CvListResponse } from '@karier/api-types';
import { cvKeys } from '../../../lib/query-keys.ts';

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

export function useCvs() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...getCvsQueryOptions(), enabled: Boolean(token) });
}
