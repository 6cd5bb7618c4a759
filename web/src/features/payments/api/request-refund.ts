import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RequestRefundResponse } from '@karier/api-types';
import { paymentKeys } from '../../../lib/query-keys.ts';

export interface RequestRefundInput {
  paymentId: string;
  reason: string;
}

/** POST /api/payments/{id}/refund — the 7-day money-back guarantee, with a reason. */
export function requestRefund({ paymentId, reason }: RequestRefundInput) {
  return api.post<RequestRefundResponse>(`/payments/${encodeURIComponent(paymentId)}/refund`, {
    reason,
  });
}

export function useRequestRefund({ onSuccess }: { onSuccess?: (message: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: async (result) => {
      onSuccess?.(result.message);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
