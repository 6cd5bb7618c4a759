import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminActivity, Paged } from '@karier/api-types';
import { queryString } from '../utils/query-string.ts';
import { adminKeys } from './keys.ts';

export interface AdminActivitiesParams {
  /** The actor's id. */
  userId?: string;
  /** An event type. */
  action?: string;
  /** `YYYY-MM-DD`, whole Asia/Jakarta days, both included. */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/activities — the audit trail, newest first. */
export function getAdminActivities(
  params: AdminActivitiesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Paged<AdminActivity>> {
  return api.get<Paged<AdminActivity>>(`/admin/activities${queryString({ ...params })}`, {
    signal,
  });
}

export const getAdminActivitiesQueryOptions = (params: AdminActivitiesParams) =>
  queryOptions({
    queryKey: adminKeys.activities(params),
    queryFn: ({ signal }) => getAdminActivities(params, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminActivities(params: AdminActivitiesParams) {
  return useQuery(getAdminActivitiesQueryOptions(params));
}
