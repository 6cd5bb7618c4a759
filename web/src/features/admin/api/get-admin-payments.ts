import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminPayments } from '@karier/api-types';
import { queryString } from '../utils/query-string.ts';
import { adminKeys } from './keys.ts';

export interface AdminPaymentsParams {
  /** open: refund requests waiting (or refused at the gateway); any: with a refund; all. */
  refund?: 'open' | 'any' | 'all';
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/payments — orders, newest refund request first, with the open count. */
export function getAdminPayments(
  params: AdminPaymentsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminPayments> {
  return api.get<AdminPayments>(`/admin/payments${queryString({ ...params })}`, { signal });
}

export function useAdminPayments(params: AdminPaymentsParams) {
  return useQuery({
    queryKey: adminKeys.payments(params),
    queryFn: ({ signal }) => getAdminPayments(params, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
