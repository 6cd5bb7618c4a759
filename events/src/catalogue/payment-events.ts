import { z } from 'zod';
import { defineEvent } from './define.ts';

const userId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });
/** Order id, also the gateway's order_id: 'KRR-' + 20 url-safe characters. */
export const paymentIdSchema = z.string().regex(/^KRR-[A-Za-z0-9_-]{8,40}$/);
const product = z.enum(['basic', 'premium']);
const gateway = z.enum(['simulated', 'midtrans']);

export const PaymentRequested = defineEvent({
  type: 'PaymentRequested',
  version: 1,
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
  description:
    'The gateway confirmed the payment (simulated, or a verified Midtrans settlement/capture) for the ordered amount.',
  schema: z.object({
    paymentId: paymentIdSchema,
    userId,
    cvId: z.uuid().nullable(),
    product,
    amount: z.number().int().positive(),
    gateway,
    /** The gateway's own id: 'FP' + timestamp for the simulated gateway, Midtrans transaction_id. */
    gatewayTransactionId: z.string().min(1).max(100),
    settledAt: isoDate,
  }),
});

export const PaymentFailed = defineEvent({
  type: 'PaymentFailed',
  version: 1,
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
  description: 'The owner (or an admin) downloaded a paid revised CV (DOCX).',
  schema: z.object({
    cvId: z.uuid(),
    userId,
    revisionId: z.string().min(1),
    downloadedBy: z.uuid(),
    downloadedAt: isoDate,
  }),
});

/** Payments and downloads (issue 6). */
export const paymentEvents = [
  PaymentRequested,
  PaymentSettled,
  PaymentFailed,
  CvDownloaded,
] as const;
