import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AuthResponse, LoginTwoFactorRequest, User } from '@karier/api-types';
import { startSession } from '../../../lib/session.ts';

/** POST /api/auth/login/2fa — the second step, with a code or a one-time recovery code. */
export function loginTwoFactor(input: LoginTwoFactorRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login/2fa', input, { auth: false });
}

export function useLoginTwoFactor({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (data) => {
      startSession(queryClient, data.token, data.user);
      onSuccess?.(data.user);
    },
  });
}
