import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminCommandResult } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/**
 * POST /api/admin/messages/{id}/handled — marks a message answered (position null when it
 * already was). The lists are read again with the returned position, so they show it.
 */
export function markMessageHandled(id: string) {
  return api.post<AdminCommandResult<{ id: string }>>(
    `/admin/messages/${encodeURIComponent(id)}/handled`,
    {},
  );
}

export function useMarkMessageHandled({
  onSuccess,
}: { onSuccess?: (result: AdminCommandResult<{ id: string }>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSuccess: async (result) => {
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: adminKeys.allMessages });
    },
  });
}
