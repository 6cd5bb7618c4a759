import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { CvPreview, CvPreviewResponse } from '@karier/api-types';
import { cvKeys } from '../../../lib/query-keys.ts';

/** GET /api/cvs/{id}/preview — the revised CV as self-contained, watermarked HTML. */
export async function getCvPreview(
  id: string,
  lang: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CvPreview> {
  const response = await api.get<CvPreviewResponse>(
    `/cvs/${encodeURIComponent(id)}/preview?lang=${lang}`,
    { signal },
  );
  return response.data;
}

/** `revision` (the result's file_path) is in the key, so a new summary brings a new preview. */
export function useCvPreview(id: string, revision: string | null) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: cvKeys.preview(id, lang, revision),
    queryFn: ({ signal }) => getCvPreview(id, lang, { signal }),
    staleTime: Infinity,
  });
}
