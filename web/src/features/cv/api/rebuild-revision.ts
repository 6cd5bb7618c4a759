import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RebuildRevisionRequest, RebuildRevisionResponse } from '@karier/api-types';
import { cvKeys } from '../../../lib/query-keys.ts';

/** POST /api/cvs/{id}/revision — the revised CV built again in a template, for a vacancy. */
export function rebuildRevision(
  id: string,
  input: RebuildRevisionRequest,
): Promise<RebuildRevisionResponse> {
  return api.post<RebuildRevisionResponse>(`/cvs/${encodeURIComponent(id)}/revision`, input);
}

export function useRebuildRevision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RebuildRevisionRequest) => rebuildRevision(id, input),
    // The analysis (job match), the revision and its preview all change: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cvKeys.all }),
  });
}
