import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AuthResponse, RegisterRequest, User } from '@karier/api-types';
import { startSession } from '../../../lib/session.ts';

/** POST /api/auth/register */
export function register(input: RegisterRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/register', input, { auth: false });
}

export function useRegister({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      startSession(queryClient, data.token, data.user);
      onSuccess?.(data.user);
    },
  });
}
