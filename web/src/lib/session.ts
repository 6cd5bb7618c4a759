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
export function endSession(queryClient: QueryClient | null) {
  useAuthStore.getState().clear();
  queryClient?.removeQueries();
}

/**
 * The app's query client once its code has loaded (lib/react-query.ts registers it). The first
 * page a visitor sees does not load the query library; until some page does, nothing is cached.
 */
let loadedQueryClient: QueryClient | null = null;

export function registerQueryClient(queryClient: QueryClient) {
  loadedQueryClient = queryClient;
}

export function getLoadedQueryClient(): QueryClient | null {
  return loadedQueryClient;
}
