import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminMessages } from '@karier/api-types';
import { queryString } from '../utils/query-string.ts';
import { adminKeys } from './keys.ts';

export interface AdminMessagesParams {
  status?: 'all' | 'new' | 'handled';
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/messages — contact-form messages, newest first, with the unhandled count. */
export function getAdminMessages(
  params: AdminMessagesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminMessages> {
  return api.get<AdminMessages>(`/admin/messages${queryString({ ...params })}`, { signal });
}

export const getAdminMessagesQueryOptions = (params: AdminMessagesParams) =>
  queryOptions({
    queryKey: adminKeys.messages(params),
    queryFn: ({ signal }) => getAdminMessages(params, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminMessages(params: AdminMessagesParams) {
  return useQuery(getAdminMessagesQueryOptions(params));
}

/** How many messages wait for an answer (the sidebar's badge); checked again every minute. */
export function useUnhandledMessages() {
  return useQuery({
    ...getAdminMessagesQueryOptions({ status: 'new', page: 1, pageSize: 1 }),
    select: (result) => result.unhandled,
    refetchInterval: 60_000,
  });
}
