import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RevokeOtherSessionsResponse } from '@karier/api-types';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

/** POST /api/auth/sessions/revoke-others */
export function revokeOtherSessions() {
  return api.post<RevokeOtherSessionsResponse>('/auth/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
