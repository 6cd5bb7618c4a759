import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from '../../../lib/query-keys.ts';
import type { DataBody, Preferences } from '@karier/api-types';

/** GET /api/settings/preferences */
export async function getPreferences({ signal }: { signal?: AbortSignal } = {}) {
  const response = await api.get<DataBody<Preferences>>('/settings/preferences', {
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
