import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface TwoFactorSetup {
  success: true;
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** POST /api/auth/2fa/setup — a pending secret, replaced by each call until enabled. */
export function setupTwoFactor() {
  return api.post<TwoFactorSetup>('/auth/2fa/setup');
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
