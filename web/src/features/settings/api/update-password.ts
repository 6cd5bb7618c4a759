import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PasswordChangedResponse, UpdatePasswordRequest } from '@karier/api-types';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

/** PUT /api/auth/updatepassword — also signs out the user's other sessions. */
export function updatePassword(input: UpdatePasswordRequest) {
  return api.put<PasswordChangedResponse>('/auth/updatepassword', input);
}

export function useUpdatePassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
}
