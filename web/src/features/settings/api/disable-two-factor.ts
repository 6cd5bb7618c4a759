import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DisableTwoFactorRequest, DisableTwoFactorResponse } from '@karier/api-types';
import { currentUserQueryKey } from '../../../lib/session.ts';

/** POST /api/auth/2fa/disable — the password plus a code (or a recovery code). */
export function disableTwoFactor(input: DisableTwoFactorRequest) {
  return api.post<DisableTwoFactorResponse>('/auth/2fa/disable', input);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
