import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminCv, Paged } from '@karier/api-types';
import { queryString } from '../utils/query-string.ts';
import { adminKeys } from './keys.ts';

export interface AdminCvsParams {
  search?: string;
  status?: 'all' | 'completed' | 'draft';
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/cvs — every user's CVs, newest first. */
export function getAdminCvs(
  params: AdminCvsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Paged<AdminCv>> {
  return api.get<Paged<AdminCv>>(`/admin/cvs${queryString({ ...params })}`, { signal });
}

export const getAdminCvsQueryOptions = (params: AdminCvsParams) =>
  queryOptions({
    queryKey: adminKeys.cvs(params),
    queryFn: ({ signal }) => getAdminCvs(params, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminCvs(params: AdminCvsParams, { enabled = true } = {}) {
  return useQuery({ ...getAdminCvsQueryOptions(params), enabled });
}
