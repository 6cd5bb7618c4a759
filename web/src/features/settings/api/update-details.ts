import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { UpdateDetailsRequest, UpdateDetailsResponse } from '@karier/api-types';
import { profileQueryKey } from '../../../lib/query-keys.ts';
import { currentUserQueryKey } from '../../../lib/session.ts';

/** PUT /api/auth/updatedetails — `currentPassword` is needed (only) when the email changes. */
export function updateDetails(input: UpdateDetailsRequest) {
  return api.put<UpdateDetailsResponse>('/auth/updatedetails', input);
}

export function useUpdateDetails({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDetails,
    onSuccess: async (data) => {
      useAuthStore.getState().setUser(data.data);
      queryClient.setQueryData(currentUserQueryKey, data.data);
      onSuccess?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]);
    },
  });
}
