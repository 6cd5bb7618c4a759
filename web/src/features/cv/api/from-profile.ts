import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvResult, TemplateName } from '@karier/api-types';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { cvKeys, paymentKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/cvs/from-profile — a CV built from the career profile alone (no file), analysed
 * and revised like an upload; the answer is the one of POST /api/process-cv.
 */
export function createCvFromProfile(template: TemplateName): Promise<CvResult> {
  return api.post<CvResult>(
    '/cvs/from-profile',
    { template },
    { headers: { 'Accept-Language': currentLanguage() } },
  );
}

export function useCreateCvFromProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCvFromProfile,
    onSuccess: async (result) => {
      queryClient.setQueryData(cvKeys.detail(result.cv.id, currentLanguage()), result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cvKeys.list() }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.plan() }),
      ]);
    },
  });
}
