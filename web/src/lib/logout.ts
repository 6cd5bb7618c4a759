import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { endSession } from './session.ts';
import type { LogoutResponse } from '@karier/api-types';

/** GET /api/auth/logout — revokes the session on the server. */
export function logout(token: string | null): Promise<LogoutResponse | null> {
  if (!token) return Promise.resolve(null);
  return api.get<LogoutResponse>('/auth/logout', { token, ignoreUnauthorized: true });
}

/**
 * Signs out even when the server cannot be reached or already forgot the session: the local
 * token and user are cleared either way. `beforeClear` runs first (e.g. navigate to /), so a
 * protected page does not redirect to /login on its way out.
 */
export function useLogout({
  beforeClear,
  afterClear,
}: {
  beforeClear?: () => void | Promise<void>;
  /** Once the session is gone (e.g. on to /login, which a signed-in visitor would leave). */
  afterClear?: () => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(useAuthStore.getState().token),
    onSettled: async () => {
      await beforeClear?.();
      endSession(queryClient);
      afterClear?.();
    },
  });
}
