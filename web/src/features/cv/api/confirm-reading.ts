import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ConfirmReadingResponse, CvResult } from '@karier/api-types';
import { cvKeys } from '../../../lib/query-keys.ts';

/** POST /api/cvs/{id}/reading/confirm — the owner checked the parts the engine doubted. */
export function confirmReading(id: string): Promise<ConfirmReadingResponse> {
  return api.post<ConfirmReadingResponse>(`/cvs/${encodeURIComponent(id)}/reading/confirm`);
}

export function useConfirmReading(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmReading(id),
    onSuccess: () => {
      // Every cached language of the result shows the reading as checked.
      queryClient.setQueriesData<CvResult>({ queryKey: cvKeys.detailAll(id) }, (old) =>
        old?.analysis?.reading
          ? {
              ...old,
              analysis: { ...old.analysis, reading: { ...old.analysis.reading, confirmed: true } },
            }
          : old,
      );
    },
  });
}
