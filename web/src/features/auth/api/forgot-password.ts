import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@karier/api-types';

/** POST /api/auth/forgot-password — always the same answer, whether or not the email exists. */
export function forgotPassword(input: ForgotPasswordRequest) {
  return api.post<ForgotPasswordResponse>('/auth/forgot-password', input, {
    auth: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
