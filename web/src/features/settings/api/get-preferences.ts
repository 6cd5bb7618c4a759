import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface Preferences {
  emailNotifications: boolean;
  inAppNotifications: boolean;
}

export const preferencesQueryKey = ['settings', 'preferences'] as const;

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
