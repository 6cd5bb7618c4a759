import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { PasswordChangedResponse, ResetPasswordRequest } from '@karier/api-types';

/** POST /api/auth/reset-password — sets a new password and signs out every session. */
export function resetPassword(input: ResetPasswordRequest) {
  return api.post<PasswordChangedResponse>('/auth/reset-password', input, {
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
