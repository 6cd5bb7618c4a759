import { z } from 'zod';
import { defineEvent } from './define.ts';

const userId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });
/** Order id, also the gateway's order_id: 'KRR-' + 20 url-safe characters. */
export const paymentIdSchema = z.string().regex(/^KRR-[A-Za-z0-9_-]{8,40}$/);
const product = z.enum(['basic', 'premium']);
const gateway = z.enum(['simulated', 'midtrans']);
/** Which order an event concerns, and whose it is. */
const orderRef = { paymentId: paymentIdSchema, userId };
/** What the settlement and the refund of an order both record of it. */
const orderFacts = {
  ...orderRef,
  cvId: z.uuid().nullable(),
  product,
  amount: z.number().int().positive(),
  gateway,
};

export const PaymentRequested = defineEvent({
  type: 'PaymentRequested',
  version: 1,
  label: { id: 'Membuat pesanan pembayaran', en: 'Created a payment order' },
  description:
    'A user ordered a product (basic: the revised CV of cvId + 2 analyses; premium: 8 analyses and 7 days of unlimited revisions) at the price-list amount.',
  schema: z.object({
    paymentId: paymentIdSchema,
    userId,
    cvId: z.uuid().nullable(),
    product,
    amount: z.number().int().positive(),
    currency: z.literal('IDR'),
    method: z.enum(['credit_card', 'bank_transfer', 'ewallet']),
    gateway,
    requestedAt: isoDate,
    expiresAt: isoDate,
  }),
});

export const PaymentSettled = defineEvent({
  type: 'PaymentSettled',
  version: 1,
  label: { id: 'Pembayaran berhasil', en: 'Payment settled' },
  description:
    'The gateway confirmed the payment (simulated, or a verified Midtrans settlement/capture) for the ordered amount.',
  schema: z.object({
    ...orderFacts,
    /** The gateway's own id: 'FP' + timestamp for the simulated gateway, Midtrans transaction_id. */
    gatewayTransactionId: z.string().min(1).max(100),
    settledAt: isoDate,
  }),
});

export const PaymentFailed = defineEvent({
  type: 'PaymentFailed',
  version: 1,
  label: { id: 'Pembayaran gagal atau kedaluwarsa', en: 'Payment failed or expired' },
  description:
    'The payment was denied, cancelled or expired at the gateway (status failed or expired).',
  schema: z.object({
    paymentId: paymentIdSchema,
    userId,
    cvId: z.uuid().nullable(),
    status: z.enum(['failed', 'expired']),
    reason: z.string().max(200),
    failedAt: isoDate,
  }),
});

export const CvDownloaded = defineEvent({
  type: 'CvDownloaded',
  version: 1,
  label: { id: 'Mengunduh CV revisi', en: 'Downloaded the revised CV' },
  description: 'The owner (or an admin) downloaded a paid revised CV (DOCX).',
  schema: z.object({
    cvId: z.uuid(),
    userId,
    revisionId: z.string().min(1),
    downloadedBy: z.uuid(),
    downloadedAt: isoDate,
  }),
});

export const RefundRequested = defineEvent({
  type: 'RefundRequested',
  version: 1,
  label: { id: 'Meminta pengembalian dana', en: 'Requested a refund' },
  description:
    'The owner of a paid order asked for their money back within the 7-day guarantee, with a reason (sealed with their key).',
  schema: z.object({
    ...orderRef,
    reason: z.string().min(1).max(1000),
    requestedAt: isoDate,
  }),
  pii: ['reason'],
  subject: (d) => d.userId,
});

export const RefundApproved = defineEvent({
  type: 'RefundApproved',
  version: 1,
  label: { id: 'Menyetujui pengembalian dana', en: 'Approved a refund' },
  description:
    'An admin approved a refund request and the gateway accepted the refund (appended only after the gateway said yes).',
  schema: z.object({
    ...orderRef,
    approvedBy: z.uuid(),
    approvedAt: isoDate,
  }),
});

export const RefundRejected = defineEvent({
  type: 'RefundRejected',
  version: 1,
  label: { id: 'Menolak pengembalian dana', en: 'Rejected a refund' },
  description: 'An admin rejected a refund request; the order stays paid.',
  schema: z.object({
    ...orderRef,
    rejectedBy: z.uuid(),
    note: z.string().max(500),
    rejectedAt: isoDate,
  }),
});

export const RefundFailed = defineEvent({
  type: 'RefundFailed',
  version: 1,
  label: { id: 'Pengembalian dana gagal di gateway', en: 'Refund failed at the gateway' },
  description:
    'An admin approved a refund request but the gateway refused or could not be reached: the order stays paid and the request stays open.',
  schema: z.object({
    ...orderRef,
    attemptedBy: z.uuid(),
    error: z.string().max(200),
    failedAt: isoDate,
  }),
});

export const PaymentRefunded = defineEvent({
  type: 'PaymentRefunded',
  version: 1,
  label: { id: 'Dana dikembalikan', en: 'Payment refunded' },
  description:
    'The gateway confirmed the refund of the whole amount: the order no longer unlocks anything (a premium period ends here).',
  schema: z.object({
    ...orderFacts,
    /** The gateway's id of the refund ('RF' + timestamp simulated; Midtrans refund_key). */
    gatewayRefundId: z.string().min(1).max(100),
    refundedAt: isoDate,
  }),
});

/** Payments and downloads (issue 6); refunds (issue 17). */
export const paymentEvents = [
  PaymentRequested,
  PaymentSettled,
  PaymentFailed,
  CvDownloaded,
  RefundRequested,
  RefundApproved,
  RefundRejected,
  RefundFailed,
  PaymentRefunded,
] as const;
