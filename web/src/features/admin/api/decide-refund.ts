import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type {
  AdminCommandResult,
  ApproveRefundRequest,
  RejectRefundRequest,
} from '@karier/api-types';
import { adminKeys } from './keys.ts';

/** The reject body (the password and a note) holds the approve body (the password alone). */
export type DecideRefundInput = {
  paymentId: string;
  decision: 'approve' | 'reject';
} & RejectRefundRequest;

/**
 * POST /api/admin/payments/{id}/refund/{approve|reject} — confirmed with the admin's password.
 * Approve refunds at the gateway first; a refusal there is a 503 and the order stays paid.
 */
export function decideRefund({ paymentId, decision, password, note }: DecideRefundInput) {
  return api.post<AdminCommandResult>(
    `/admin/payments/${encodeURIComponent(paymentId)}/refund/${decision}`,
    decision === 'reject'
      ? ({ password, note: note ?? '' } satisfies RejectRefundRequest)
      : ({ password } satisfies ApproveRefundRequest),
  );
}

export function useDecideRefund({
  onSuccess,
}: { onSuccess?: (result: AdminCommandResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefund,
    onSuccess: async (result) => {
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    // A refusal at the gateway is recorded too: the list shows it.
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
