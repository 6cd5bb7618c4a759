/** Refunds (command-api/src/payments): the owner asks, an admin approves or rejects. */

import { z } from 'zod';
import { passwordField } from './admin.ts';

export const REFUND_REASON_REQUIRED = 'Tuliskan alasan pengembalian dana (minimal 10 karakter).';
export const REFUND_REASON_TOO_LONG =
  'Alasan pengembalian dana terlalu panjang (maksimal 1.000 karakter).';

/** The reason's length is the decider's rule; the schema only bounds the body. */
export const refundRequestSchema = z.object({
  reason: z.string({ error: REFUND_REASON_REQUIRED }).max(5000, REFUND_REASON_TOO_LONG),
});

export const approveRefundSchema = z.object({ password: passwordField });

export const rejectRefundSchema = z.object({
  password: passwordField,
  note: z.string().max(500, 'Catatan paling banyak 500 karakter.').optional(),
});

/** POST /api/payments/{id}/refund */
export type RequestRefundRequest = z.input<typeof refundRequestSchema>;
/** POST /api/admin/payments/{id}/refund/approve */
export type ApproveRefundRequest = z.input<typeof approveRefundSchema>;
/** POST /api/admin/payments/{id}/refund/reject */
export type RejectRefundRequest = z.input<typeof rejectRefundSchema>;
