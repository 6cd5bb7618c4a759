import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Payment, PaymentMethod } from '../types.ts';
import { paymentKeys } from './keys.ts';

interface CreatePaymentResponse {
  success: true;
  data: Payment;
  position: number | null;
}

/** POST /api/payments — pay for the revised CV of `cvId`; the server sets the amount. */
export async function createPayment(input: {
  cvId: string;
  method: PaymentMethod;
}): Promise<Payment> {
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
