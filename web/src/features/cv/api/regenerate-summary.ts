import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CvResult, RegenerateSummaryResponse } from '@karier/api-types';
import { cvKeys } from '../../../lib/query-keys.ts';

/** POST /api/cvs/{id}/summary — a new wording of the professional summary. */
export function regenerateSummary(id: string): Promise<RegenerateSummaryResponse> {
  return api.post<RegenerateSummaryResponse>(`/cvs/${encodeURIComponent(id)}/summary`);
}

export function useRegenerateSummary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateSummary(id),
    onSuccess: ({ data }) => {
      // Every cached language of this CV gets the new summary and revision at once.
      queryClient.setQueriesData<CvResult>({ queryKey: cvKeys.detailAll(id) }, (old) =>
        old?.analysis
          ? {
              ...old,
              file_path: data.file_path,
              analysis: { ...old.analysis, summary: data.summary },
            }
          : old,
      );
      // The new summary is a new revision with its own before → after report: fetch it.
      void queryClient.invalidateQueries({ queryKey: cvKeys.detailAll(id) });
    },
  });
}
