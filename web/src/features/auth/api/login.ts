import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { User } from '../../../types/api.ts';
import { startSession } from '../../../lib/session.ts';

export interface LoginInput {
  email: string;
  password: string;
}

export interface AuthResponse {
  success: true;
  token: string;
  user: User;
  position: number | null;
}

/** With two-step verification on, the password only earns a short-lived challenge. */
export interface TwoFactorChallenge {
  success: true;
  twoFactorRequired: true;
  challengeToken: string;
}

export type LoginResponse = AuthResponse | TwoFactorChallenge;

export const isChallenge = (r: LoginResponse): r is TwoFactorChallenge =>
  'twoFactorRequired' in r && r.twoFactorRequired === true;

/** POST /api/auth/login */
export function login(input: LoginInput): Promise<LoginResponse> {
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
