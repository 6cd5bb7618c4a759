import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type {
  CvResult,
  PickSummaryRequest,
  PickSummaryResponse,
  RegenerateSummaryResponse,
} from '@karier/api-types';
import { cvKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/cvs/{id}/summary — a new wording of the professional summary, offered beside the
 * current one: the revised CV is unchanged until the offer is picked.
 */
export function regenerateSummary(id: string): Promise<RegenerateSummaryResponse> {
  return api.post<RegenerateSummaryResponse>(`/cvs/${encodeURIComponent(id)}/summary`);
}

/** POST /api/cvs/{id}/summary/pick — the offered summary becomes the revised CV's. */
export function pickSummary(id: string, input: PickSummaryRequest): Promise<PickSummaryResponse> {
  return api.post<PickSummaryResponse>(`/cvs/${encodeURIComponent(id)}/summary/pick`, input);
}

export function useRegenerateSummary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateSummary(id),
    onSuccess: ({ data }) => {
      // Every cached language of this CV shows the offer beside the summary it keeps.
      queryClient.setQueriesData<CvResult>({ queryKey: cvKeys.detailAll(id) }, (old) =>
        old ? { ...old, summary_offer: { summary: data.summary, variant: data.variant } } : old,
      );
    },
  });
}

export function usePickSummary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variant: number) => pickSummary(id, { variant }),
    onSuccess: ({ data }) => {
      queryClient.setQueriesData<CvResult>({ queryKey: cvKeys.detailAll(id) }, (old) =>
        old?.analysis
          ? {
              ...old,
              file_path: data.file_path,
              summary_offer: null,
              analysis: { ...old.analysis, summary: data.summary },
            }
          : old,
      );
      // The picked summary is a new revision with its own before → after report: fetch it.
      void queryClient.invalidateQueries({ queryKey: cvKeys.detailAll(id) });
    },
  });
}
