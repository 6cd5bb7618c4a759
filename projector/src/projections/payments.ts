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
  status: 'pending' | 'paid' | 'failed' | 'expired';
  gateway_transaction_id: string | null;
  requested_at: Date;
  settled_at: Date | null;
  failed_at: Date | null;
  version: number;
}

export const paymentsProjection = defineProjection({
  name: 'payments',
  version: 1,
  description: 'Pesanan per pengguna: produk, jumlah, metode, gateway, status, waktu bayar.',
  handles: ['PaymentRequested', 'PaymentSettled', 'PaymentFailed'],
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
      t.integer('version').notNullable();
      t.index(['user_id', 'requested_at']);
    });
  },
  async applyBatch(events, trx) {
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
            version,
          };
          await trx('payments').insert(row).onConflict('payment_id').ignore();
          break;
        }
        case 'PaymentSettled': {
          const d = event.data;
          await trx('payments')
            .where({ payment_id: d.paymentId })
            .andWhere('version', '<', version)
            .update({
              status: 'paid',
              gateway_transaction_id: d.gatewayTransactionId,
              settled_at: new Date(d.settledAt),
              version,
            });
          break;
        }
        case 'PaymentFailed': {
          const d = event.data;
          await trx('payments')
            .where({ payment_id: d.paymentId })
            .andWhere('version', '<', version)
            .update({ status: d.status, failed_at: new Date(d.failedAt), version });
          break;
        }
        default:
          break;
      }
    }
  },
});
