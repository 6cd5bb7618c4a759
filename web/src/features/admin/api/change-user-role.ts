import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { UserRole } from '@karier/api-types';
import type { AdminCommandResult } from '@karier/api-types';
import { adminKeys } from './keys.ts';

export interface ChangeUserRoleInput {
  userId: string;
  role: UserRole;
  /** The admin's own password, asked for every time. */
  password: string;
}

/**
 * PUT /api/admin/users/{id}/role — promote (user → admin) or demote. Answers the position it
 * appended; the API client sends it with the next queries, so the lists show the new role.
 */
export function changeUserRole({ userId, role, password }: ChangeUserRoleInput) {
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
