import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AuditVerification, AuditVerificationResponse } from '@karier/api-types';
import { adminKeys } from './keys.ts';

/** GET /api/admin/audit/verify — walks the events' hash chain from the first to the head. */
export async function verifyAudit({
  signal,
}: { signal?: AbortSignal } = {}): Promise<AuditVerification> {
  const response = await api.get<AuditVerificationResponse>('/admin/audit/verify', { signal });
  return response.data;
}

export const verifyAuditQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) => verifyAudit({ signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** Runs only when asked (`refetch()`): a walk over every event is not for each visit. */
export function useVerifyAudit() {
  return useQuery({ ...verifyAuditQueryOptions(), enabled: false });
}
