import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-upload.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { CvResult, ProcessCvFields } from '@karier/api-types';
import { paymentKeys } from '../../../lib/query-keys.ts';
import { cvKeys } from '../../../lib/query-keys.ts';

/** The CV file and the upload's text fields. */
export interface ProcessCvInput extends ProcessCvFields {
  file: File;
}

export interface ProcessCvCallbacks {
  onProgress?: (percent: number) => void;
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/** POST /api/process-cv — upload, analyse and revise a CV, answered in the UI language. */
export function processCv(
  input: ProcessCvInput,
  callbacks: ProcessCvCallbacks = {},
): Promise<CvResult> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  if (input.template) form.append('template', input.template);
  const jobDescription = input.jobDescription?.trim();
  if (jobDescription) form.append('jobDescription', jobDescription);
  return apiUpload<CvResult>('/process-cv', form, {
    headers: { 'Accept-Language': currentLanguage() },
    ...callbacks,
  });
}

export function useProcessCv(callbacks: Omit<ProcessCvCallbacks, 'signal'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signal, ...input }: ProcessCvInput & { signal?: AbortSignal }) =>
      processCv(input, { ...callbacks, signal }),
    onSuccess: async (result) => {
      // The result is what GET /api/cvs/{id} would answer in this language: no second fetch.
      queryClient.setQueryData(cvKeys.detail(result.cv.id, currentLanguage()), result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cvKeys.list() }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.plan() }),
      ]);
    },
  });
}
