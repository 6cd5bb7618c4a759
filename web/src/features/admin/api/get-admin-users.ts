import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminUsers } from '@karier/api-types';
import { queryString } from '../utils/query-string.ts';
import { adminKeys } from './keys.ts';

export interface AdminUsersParams {
  role?: 'all' | 'admin' | 'user';
  sort?: 'newest' | 'oldest';
  search?: string;
  page?: number;
  pageSize?: number;
}

/**
 * GET /api/admin/users — a page of accounts with their role, status and CV count; a search held
 * by 1,000 accounts or more is counted only that far (`totalCapped`).
 */
export function getAdminUsers(
  params: AdminUsersParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminUsers> {
  return api.get<AdminUsers>(`/admin/users${queryString({ ...params })}`, { signal });
}

export const getAdminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: ({ signal }) => getAdminUsers(params, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminUsers(params: AdminUsersParams, { enabled = true } = {}) {
  return useQuery({ ...getAdminUsersQueryOptions(params), enabled });
}
