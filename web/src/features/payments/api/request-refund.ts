import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RequestRefundRequest, RequestRefundResponse } from '@karier/api-types';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** POST /api/payments/{id}/refund — the 7-day money-back guarantee, with a reason. */
export function requestRefund({ paymentId, reason }: { paymentId: string } & RequestRefundRequest) {
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
