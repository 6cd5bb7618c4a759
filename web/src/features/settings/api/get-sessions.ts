import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';
import type { DataBody, Session } from '@karier/api-types';

/** GET /api/auth/sessions — live sessions, newest first. */
export async function getSessions({ signal }: { signal?: AbortSignal } = {}) {
  const response = await api.get<DataBody<Session[]>>('/auth/sessions', { signal });
  return response.data;
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions({ signal }),
    retry: false,
  });
}
