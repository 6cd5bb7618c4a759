import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cvKeys } from '../../../lib/query-keys.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { CvListItem, DataBody } from '@karier/api-types';

/** What the Basic checkout needs to know of a CV: which it is, its score, whether it is paid. */
export type PayableCv = Pick<CvListItem, 'id' | 'title' | 'score' | 'payment_status'>;

/**
 * GET /api/cvs — the signed-in user's CVs, for choosing the one a Basic plan pays for. Same
 * request, key and freshness as the CV list, so both share one cache entry.
 */
export function usePayableCvs() {
  const token = useAuthStore((s) => s.token);
  return useQuery({
    queryKey: cvKeys.list(),
    queryFn: async ({ signal }) => (await api.get<DataBody<PayableCv[]>>('/cvs', { signal })).data,
    staleTime: 30_000,
    enabled: Boolean(token),
  });
}
