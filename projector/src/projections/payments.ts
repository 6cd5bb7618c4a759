import { sealedField } from '@karier/events';
import { defineProjection } from '../projection.ts';

/** payments: one row per order — what the payment status, the list and the receipt read. */
export interface PaymentRow {
  payment_id: string;
  user_id: string;
  cv_id: string | null;
  product: 'basic' | 'premium';
  amount: number;
  method: 'credit_card' | 'bank_transfer' | 'ewallet';
  gateway: 'simulated' | 'midtrans';
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
  gateway_transaction_id: string | null;
  requested_at: Date;
  settled_at: Date | null;
  failed_at: Date | null;
  /** The refund request: null (none), requested, rejected, failed (at the gateway), refunded. */
  refund_status: 'requested' | 'rejected' | 'failed' | 'approved' | 'refunded' | null;
  /** The owner's reason, sealed with their key (`pii:v1:…`) as in the event. */
  refund_reason: string | null;
  refund_requested_at: Date | null;
  /** When an admin rejected, approved, or the gateway last refused. */
  refund_decided_at: Date | null;
  refund_decided_by: string | null;
  refund_note: string | null;
  /** The gateway's last refusal, shown to admins until a retry succeeds. */
  refund_error: string | null;
  gateway_refund_id: string | null;
  refunded_at: Date | null;
  version: number;
}

/** An admin's decision on a refund request (or the gateway's refusal of the attempt): who, when. */
const refundDecided = (
  status: 'rejected' | 'failed' | 'approved',
  at: string,
  by: string,
): Partial<PaymentRow> => ({
  refund_status: status,
  refund_decided_at: new Date(at),
  refund_decided_by: by,
});

export const paymentsProjection = defineProjection({
  name: 'payments',
  version: 2,
  description:
    'Pesanan per pengguna: produk, jumlah, metode, gateway, status, waktu bayar, pengembalian dana.',
  handles: [
    'PaymentRequested',
    'PaymentSettled',
    'PaymentFailed',
    'RefundRequested',
    'RefundApproved',
    'RefundRejected',
    'RefundFailed',
    'PaymentRefunded',
  ],
  tables: ['payments'],
  async setup(db) {
    await db.schema.createTable('payments', (t) => {
      t.text('payment_id').primary();
      t.uuid('user_id').notNullable();
      t.uuid('cv_id');
      t.text('product').notNullable();
      t.integer('amount').notNullable();
      t.text('method').notNullable();
      t.text('gateway').notNullable();
      t.text('status').notNullable();
      t.text('gateway_transaction_id');
      t.timestamp('requested_at', { useTz: true }).notNullable();
      t.timestamp('settled_at', { useTz: true });
      t.timestamp('failed_at', { useTz: true });
      t.text('refund_status');
      t.text('refund_reason');
      t.timestamp('refund_requested_at', { useTz: true });
      t.timestamp('refund_decided_at', { useTz: true });
      t.uuid('refund_decided_by');
      t.text('refund_note');
      t.text('refund_error');
      t.text('gateway_refund_id');
      t.timestamp('refunded_at', { useTz: true });
      t.integer('version').notNullable();
      t.index(['user_id', 'requested_at']);
      t.index(['refund_status', 'refund_requested_at']);
    });
  },
  async applyBatch(events, trx) {
    const update = (paymentId: string, version: number, patch: Partial<PaymentRow>) =>
      trx('payments')
        .where({ payment_id: paymentId })
        .andWhere('version', '<', version)
        .update({ ...patch, version });
    for (const event of events) {
      const version = event.streamVersion;
      switch (event.type) {
        case 'PaymentRequested': {
          const d = event.data;
          const row: PaymentRow = {
            payment_id: d.paymentId,
            user_id: d.userId,
            cv_id: d.cvId,
            product: d.product,
            amount: d.amount,
            method: d.method,
            gateway: d.gateway,
            status: 'pending',
            gateway_transaction_id: null,
            requested_at: new Date(d.requestedAt),
            settled_at: null,
            failed_at: null,
            refund_status: null,
            refund_reason: null,
            refund_requested_at: null,
            refund_decided_at: null,
            refund_decided_by: null,
            refund_note: null,
            refund_error: null,
            gateway_refund_id: null,
            refunded_at: null,
            version,
          };
          await trx('payments').insert(row).onConflict('payment_id').ignore();
          break;
        }
        case 'PaymentSettled': {
          const d = event.data;
          await update(d.paymentId, version, {
            status: 'paid',
            gateway_transaction_id: d.gatewayTransactionId,
            settled_at: new Date(d.settledAt),
          });
          break;
        }
        case 'PaymentFailed': {
          const d = event.data;
          await update(d.paymentId, version, { status: d.status, failed_at: new Date(d.failedAt) });
          break;
        }
        case 'RefundRequested': {
          const d = event.data;
          await update(d.paymentId, version, {
            refund_status: 'requested',
            // stored as the event holds it: sealed with the owner's key
            refund_reason: sealedField(event, 'reason') as string,
            refund_requested_at: new Date(d.requestedAt),
          });
          break;
        }
        case 'RefundRejected': {
          const d = event.data;
          await update(d.paymentId, version, {
            ...refundDecided('rejected', d.rejectedAt, d.rejectedBy),
            refund_note: d.note,
          });
          break;
        }
        case 'RefundFailed': {
          const d = event.data;
          await update(d.paymentId, version, {
            ...refundDecided('failed', d.failedAt, d.attemptedBy),
            refund_error: d.error,
          });
          break;
        }
        case 'RefundApproved': {
          const d = event.data;
          await update(d.paymentId, version, {
            ...refundDecided('approved', d.approvedAt, d.approvedBy),
            refund_error: null,
          });
          break;
        }
        case 'PaymentRefunded': {
          const d = event.data;
          await update(d.paymentId, version, {
            status: 'refunded',
            refund_status: 'refunded',
            gateway_refund_id: d.gatewayRefundId,
            refunded_at: new Date(d.refundedAt),
          });
          break;
        }
        default:
          break;
      }
    }
  },
});
