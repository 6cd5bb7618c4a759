import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { Profile, ProfileResponse } from '@karier/api-types';
import { profileQueryKey } from '../../../lib/query-keys.ts';

/** GET /api/profile/me — `null` when the user has no profile yet (404). */
export async function getProfile({
  signal,
}: { signal?: AbortSignal } = {}): Promise<Profile | null> {
  try {
    const response = await api.get<ProfileResponse>('/profile/me', { signal });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile({ signal }),
    staleTime: 60_000,
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });

export function useProfile() {
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...getProfileQueryOptions(), enabled: Boolean(token) });
}
