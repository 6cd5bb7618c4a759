import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { GoogleConfig } from '@karier/api-types';

/** GET /api/auth/google/config — whether "Sign in with Google" is offered. */
export async function getGoogleConfig({ signal }: { signal?: AbortSignal } = {}) {
  const response = await api.get<GoogleConfig>('/auth/google/config', {
    signal,
    auth: false,
  });
  return response.enabled === true;
}

export function useGoogleConfig() {
  return useQuery({
    queryKey: ['auth', 'google-config'],
    queryFn: ({ signal }) => getGoogleConfig({ signal }),
    staleTime: Infinity,
    retry: false,
  });
}
