import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsQueryKey } from '../../../lib/query-keys.ts';

export interface Session {
  id: string;
  issuedAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** "Chrome · Linux": the browser and system read from the User-Agent. */
  device: string | null;
  current: boolean;
}

/** GET /api/auth/sessions — live sessions, newest first. */
export async function getSessions({ signal }: { signal?: AbortSignal } = {}) {
  const response = await api.get<{ success: true; data: Session[] }>('/auth/sessions', { signal });
  return response.data;
}

export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions({ signal }),
    retry: false,
  });
}
