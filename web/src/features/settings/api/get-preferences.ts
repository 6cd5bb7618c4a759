import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from '../../../lib/query-keys.ts';

export interface Preferences {
  emailNotifications: boolean;
  inAppNotifications: boolean;
}

/** GET /api/settings/preferences */
export async function getPreferences({ signal }: { signal?: AbortSignal } = {}) {
  const response = await api.get<{ success: true; data: Preferences }>('/settings/preferences', {
    signal,
  });
  return response.data;
}

export function usePreferences() {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getPreferences({ signal }),
    retry: false,
  });
}
