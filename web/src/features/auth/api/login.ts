import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LoginRequest, LoginResponse, TwoFactorChallenge, User } from '@karier/api-types';
import { startSession } from '../../../lib/session.ts';

export const isChallenge = (r: LoginResponse): r is TwoFactorChallenge =>
  'twoFactorRequired' in r && r.twoFactorRequired === true;

/** POST /api/auth/login */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', input, { auth: false });
}

export function useLogin({
  onSuccess,
  onChallenge,
}: {
  onSuccess?: (user: User) => void;
  onChallenge?: (challengeToken: string) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      if (isChallenge(data)) {
        onChallenge?.(data.challengeToken);
        return;
      }
      startSession(queryClient, data.token, data.user);
      onSuccess?.(data.user);
    },
  });
}
