import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PasswordChangedResponse, PasswordOnlyRequest } from '@karier/api-types';

/**
 * DELETE /api/auth/account — the right to erasure: the account's key is destroyed, its files
 * removed and every session revoked. A wrong password is a 401 naming the field (the session
 * stays); the last admin gets a 409 with the server's explanation.
 */
export function deleteAccount(input: PasswordOnlyRequest) {
  return api.delete<PasswordChangedResponse>('/auth/account', input);
}

export function useDeleteAccount({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: deleteAccount, onSuccess });
}
