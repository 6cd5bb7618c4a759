import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminCommandResult, BanUserRequest } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/** POST /api/admin/users/{id}/ban — signs the user out everywhere; they cannot sign in. */
export function banUser({ userId, password, reason }: { userId: string } & BanUserRequest) {
  return api.post<AdminCommandResult>(`/admin/users/${encodeURIComponent(userId)}/ban`, {
    password,
    ...(reason ? { reason } : {}),
  });
}

export function useBanUser({
  onSuccess,
}: { onSuccess?: (result: AdminCommandResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: async (result) => {
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
