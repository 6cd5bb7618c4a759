import { useMutation } from '@tanstack/react-query';
import { fetchAuthorizedBlob, saveBlob } from '../../../lib/authorized-file.ts';

export const REVISED_CV_FILE_NAME = 'revised_cv.docx';

/**
 * GET /api/download/{file_path} — the revised CV as DOCX, saved as revised_cv.docx. An unpaid
 * CV answers 403 (ApiError) with the server's message.
 */
export async function downloadRevisedCv(filePath: string): Promise<void> {
  const blob = await fetchAuthorizedBlob(`/download/${encodeURIComponent(filePath)}`);
  saveBlob(blob, REVISED_CV_FILE_NAME);
}

export function useDownloadRevisedCv() {
  return useMutation({ mutationFn: downloadRevisedCv });
}
