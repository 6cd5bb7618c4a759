import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { DataBody, User } from '@karier/api-types';
import { currentUserQueryKey } from '../../../lib/session.ts';

/** GET /api/auth/me — the signed-in user, as the read model knows them. */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  const token = useAuthStore.getState().token;
  const response = await api.get<DataBody<User>>('/auth/me', { signal });
  // Keep the persisted copy fresh, unless the user signed out or switched accounts meanwhile.
  if (useAuthStore.getState().token === token) useAuthStore.getState().setUser(response.data);
  return response.data;
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    staleTime: 5 * 60_000,
    // A rejected session will not get better by asking again.
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });

export function useCurrentUser() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: Boolean(token) });
}
