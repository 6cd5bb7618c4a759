import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ContactRequest, ContactResult } from '@karier/api-types';

/**
 * POST /api/contact — public; with a session the server names the sender. 400 names the field
 * that is wrong, 429 when this address sent too many messages.
 */
export function sendContactMessage(input: ContactRequest): Promise<ContactResult> {
  return api.post<ContactResult>('/contact', input, { ignoreUnauthorized: true });
}

export function useSendContactMessage({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: sendContactMessage, onSuccess });
}
