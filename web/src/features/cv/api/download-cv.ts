import { useMutation } from '@tanstack/react-query';
import { downloadRevisedCv } from '../../../lib/authorized-file.ts';

/** The revised CV as DOCX (see downloadRevisedCv). */
export function useDownloadRevisedCv() {
  return useMutation({ mutationFn: downloadRevisedCv });
}
