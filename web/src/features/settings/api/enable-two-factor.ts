import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { EnableTwoFactorRequest, EnableTwoFactorResponse } from '@karier/api-types';
import { currentUserQueryKey } from '../../../lib/session.ts';

/** POST /api/auth/2fa/enable — answers the recovery codes, shown once. */
export function enableTwoFactor(input: EnableTwoFactorRequest) {
  return api.post<EnableTwoFactorResponse>('/auth/2fa/enable', input);
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
