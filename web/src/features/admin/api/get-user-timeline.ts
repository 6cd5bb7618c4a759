import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import type { UserTimeline } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/** GET /api/admin/users/{id}/events — every event of and by the user, oldest first. */
export function getUserTimeline(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserTimeline> {
  return api.get<UserTimeline>(`/admin/users/${encodeURIComponent(id)}/events`, { signal });
}

export const getUserTimelineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.userTimeline(id),
    queryFn: ({ signal }) => getUserTimeline(id, { signal }),
    retry: (failureCount, error) =>
      failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });

export function useUserTimeline(id: string) {
  return useQuery(getUserTimelineQueryOptions(id));
}
