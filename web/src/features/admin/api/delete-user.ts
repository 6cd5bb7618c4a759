import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminCommandResult, PasswordOnlyRequest } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/**
 * DELETE /api/admin/users/{id} — erases the account (its personal data is crypto-shredded; the
 * history stays, reading "[dihapus]").
 */
export function deleteUser({ userId, password }: { userId: string } & PasswordOnlyRequest) {
  return api.delete<AdminCommandResult<{ id: string; status: string }>>(
    `/admin/users/${encodeURIComponent(userId)}`,
    { password },
  );
}

export function useDeleteUser({
  onSuccess,
}: { onSuccess?: (result: AdminCommandResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (result) => {
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
