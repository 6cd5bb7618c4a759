import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { User } from '../../../types/api.ts';
import { startSession } from '../utils/session.ts';

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

/** POST /api/auth/login */
export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', input, { auth: false });
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      startSession(queryClient, data.token, data.user);
      onSuccess?.(data.user);
    },
  });
}
