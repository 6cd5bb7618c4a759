import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from '../../../lib/query-keys.ts';
import type { CommandDataBody, Preferences, UpdatePreferencesRequest } from '@karier/api-types';

/** PUT /api/settings/preferences */
export function updatePreferences(input: UpdatePreferencesRequest) {
  return api.put<CommandDataBody<Preferences>>('/settings/preferences', input);
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async (data) => {
      queryClient.setQueryData(preferencesQueryKey, data.data);
      await queryClient.invalidateQueries({ queryKey: preferencesQueryKey });
    },
  });
}
