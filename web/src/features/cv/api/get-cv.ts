import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { CvResult } from '@karier/api-types';
import { cvKeys } from '../../../lib/query-keys.ts';

/** GET /api/cvs/{id} — a stored result, with strengths and recommendations in `lang`. */
export function getCv(
  id: string,
  lang: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CvResult> {
  return api.get<CvResult>(`/cvs/${encodeURIComponent(id)}?lang=${lang}`, { signal });
}

export const getCvQueryOptions = (id: string, lang: string) =>
  queryOptions({
    queryKey: cvKeys.detail(id, lang),
    queryFn: ({ signal }) => getCv(id, lang, { signal }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });

export function useCv(id: string | null) {
  const lang = currentLanguage();
  return useQuery({ ...getCvQueryOptions(id ?? '', lang), enabled: Boolean(id) });
}
