import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminCommandResult, PasswordOnlyRequest } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/** POST /api/admin/users/{id}/unban */
export function unbanUser({ userId, password }: { userId: string } & PasswordOnlyRequest) {
  return api.post<AdminCommandResult>(`/admin/users/${encodeURIComponent(userId)}/unban`, {
    password,
  });
}

export function useUnbanUser({
  onSuccess,
}: { onSuccess?: (result: AdminCommandResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: async (result) => {
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
