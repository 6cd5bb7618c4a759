import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { downloadRevisedCv } from '../../../lib/authorized-file.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { cvKeys } from '../../../lib/query-keys.ts';

/** The CV has no revised DOCX yet (never analysed to the end). */
export class NoRevisedCvError extends Error {
  constructor() {
    super('No revised CV');
    this.name = 'NoRevisedCvError';
  }
}

/**
 * A CV's revised DOCX for an admin: its `file_path` from GET /api/cvs/{id} (cached with the
 * CV view: same key, request and freshness as the CV feature's useCv), then
 * GET /api/download/{file_path} as a blob, saved as revised_cv.docx.
 */
export function useDownloadAdminCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cvId: string) => {
      const lang = currentLanguage();
      const cv = await queryClient.fetchQuery({
        queryKey: cvKeys.detail(cvId, lang),
        queryFn: ({ signal }) =>
          api.get<{ file_path: string | null }>(`/cvs/${encodeURIComponent(cvId)}?lang=${lang}`, {
            signal,
          }),
        staleTime: 5 * 60_000,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status < 500),
      });
      if (!cv.file_path) throw new NoRevisedCvError();
      await downloadRevisedCv(cv.file_path);
    },
  });
}
