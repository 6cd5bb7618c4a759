import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../../lib/i18n.ts';
import { downloadRevisedCv } from '../../cv/api/download-cv.ts';
import { getCvQueryOptions } from '../../cv/api/get-cv.ts';

/** The CV has no revised DOCX yet (never analysed to the end). */
export class NoRevisedCvError extends Error {
  constructor() {
    super('No revised CV');
    this.name = 'NoRevisedCvError';
  }
}

/**
 * A CV's revised DOCX for an admin: its `file_path` from GET /api/cvs/{id} (cached with the
 * CV view), then GET /api/download/{file_path} as a blob, saved as revised_cv.docx.
 */
export function useDownloadAdminCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cvId: string) => {
      const cv = await queryClient.fetchQuery(getCvQueryOptions(cvId, currentLanguage()));
      if (!cv.file_path) throw new NoRevisedCvError();
      await downloadRevisedCv(cv.file_path);
    },
  });
}
