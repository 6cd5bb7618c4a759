import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CreatePaymentRequest, CreatePaymentResponse, Payment } from '@karier/api-types';
import { paymentKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/payments — pay for the revised CV of `cvId` (Basic, the default), or buy Premium
 * (`product: 'premium'`, no CV); the server sets the amount.
 */
export async function createPayment(input: CreatePaymentRequest): Promise<Payment> {
  const response = await api.post<CreatePaymentResponse>('/payments', input);
  return response.data;
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKeys.detail(payment.paymentId), payment);
    },
  });
}
