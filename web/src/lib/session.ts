import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth-store.ts';
import type { User } from '@karier/api-types';

/** The signed-in user (GET /api/auth/me), cached under this key. */
export const currentUserQueryKey = ['auth', 'me'] as const;

/** After login or register: drop whatever the previous visitor had cached, then sign in. */
export function startSession(queryClient: QueryClient, token: string, user: User) {
  // Queries only: the login or register mutation that got us here is still finishing.
  queryClient.removeQueries();
  queryClient.setQueryData(currentUserQueryKey, user);
  useAuthStore.getState().setSession(token, user);
}

/** Forget the session locally: token, user and every cached query. */
export function endSession(queryClient: QueryClient) {
  useAuthStore.getState().clear();
  queryClient.removeQueries();
}
