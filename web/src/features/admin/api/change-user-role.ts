import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminCommandResult, ChangeUserRoleRequest, UserRole } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/**
 * PUT /api/admin/users/{id}/role — promote (user → admin) or demote. Answers the position it
 * appended; the API client sends it with the next queries, so the lists show the new role.
 * `password` is the admin's own, asked for every time.
 */
export function changeUserRole({
  userId,
  role,
  password,
}: { userId: string } & ChangeUserRoleRequest) {
  return api.put<AdminCommandResult<{ id: string; role: UserRole; status: string }>>(
    `/admin/users/${encodeURIComponent(userId)}/role`,
    { password, role },
  );
}

export function useChangeUserRole({
  onSuccess,
}: { onSuccess?: (result: AdminCommandResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: async (result) => {
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
