import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { TwoFactorSetup } from '@karier/api-types';

/** POST /api/auth/2fa/setup — a pending secret, replaced by each call until enabled. */
export function setupTwoFactor() {
  return api.post<TwoFactorSetup>('/auth/2fa/setup');
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
