import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CommandMessageBody } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/**
 * POST /api/admin/projections/{name}/rebuild — 202: the read model is dropped and replayed in
 * the background; the projections list then shows it catching up.
 */
export function rebuildProjection(name: string) {
  return api.post<CommandMessageBody>(`/admin/projections/${encodeURIComponent(name)}/rebuild`, {});
}

export function useRebuildProjection({
  onSuccess,
}: { onSuccess?: (message: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildProjection,
    onSuccess: async (result) => {
      onSuccess?.(result.message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.projections() });
    },
  });
}
