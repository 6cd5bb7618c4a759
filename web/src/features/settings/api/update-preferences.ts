import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from '../../../lib/query-keys.ts';
import type { CommandDataBody, Preferences } from '@karier/api-types';

/** PUT /api/settings/preferences */
export function updatePreferences(input: Preferences) {
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
