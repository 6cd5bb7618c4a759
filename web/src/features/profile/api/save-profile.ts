import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Profile, SaveProfileRequest, SaveProfileResponse } from '@karier/api-types';
import { profileQueryKey } from '../../../lib/query-keys.ts';

/** POST /api/profile — creates or replaces the profile. */
export function saveProfile(input: SaveProfileRequest): Promise<SaveProfileResponse> {
  return api.post<SaveProfileResponse>('/profile', input);
}

export function useSaveProfile({ onSuccess }: { onSuccess?: (profile: Profile) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (data) => {
      queryClient.setQueryData(profileQueryKey, data.data);
      onSuccess?.(data.data);
      // The position the command answered travels with the refetch, so it is never stale.
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
