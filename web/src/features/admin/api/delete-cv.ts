import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cvKeys } from '../../../lib/query-keys.ts';
import type { AdminCommandResult, PasswordOnlyRequest } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/** DELETE /api/admin/cvs/{id} — confirmed with the admin's password. */
export function deleteCv({ cvId, password }: { cvId: string } & PasswordOnlyRequest) {
  return api.delete<AdminCommandResult<{ id: string }>>(`/admin/cvs/${encodeURIComponent(cvId)}`, {
    password,
  });
}

export function useDeleteCv({
  onSuccess,
}: { onSuccess?: (result: AdminCommandResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: async (result, { cvId }) => {
      onSuccess?.(result);
      queryClient.removeQueries({ queryKey: cvKeys.detailAll(cvId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
