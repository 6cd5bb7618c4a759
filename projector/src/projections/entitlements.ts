import { defineProjection } from '../projection.ts';

/**
 * entitlements: the facts of what a user's orders unlock (issue 6), for the query side's plan
 * (GET /api/account/plan) and download rule (every read of a CV) — commerce's EntitlementFacts,
 * read by query-api `entitlements/read-model.ts`. The command side enforces the same rules from
 * its own event store. One row per settled or refunded order; only ids, products and times:
 * nothing personal. Each event writes only its own columns (upsert keyed by the order), so
 * re-delivery and any order of arrival leave the same rows. The analyses (uploads) a month's quota
 * counts are order-usage's `usage_analyses`, not a second copy here.
 */
export interface EntitlementOrderRow {
  payment_id: string;
  user_id: string;
  /** The CV a basic order (or a premium bought for it) unlocks; null for premium alone. */
  cv_id: string | null;
  product: 'basic' | 'premium';
  /** From PaymentSettled; null while only its refund has arrived. */
  settled_at: Date | null;
  /** From PaymentRefunded: the order unlocks nothing from then on. */
  refunded_at: Date | null;
}

export const entitlementsProjection = defineProjection({
  name: 'entitlements',
  version: 1,
  description:
    'Hak akses per pengguna: pesanan yang dibayar atau dikembalikan (produk, CV, waktu), untuk paket dan aturan unduhan.',
  handles: ['PaymentSettled', 'PaymentRefunded'],
  tables: ['entitlement_orders'],
  async setup(db) {
    await db.schema.createTable('entitlement_orders', (t) => {
      t.text('payment_id').primary();
      t.uuid('user_id').notNullable();
      t.uuid('cv_id');
      t.text('product').notNullable();
      t.timestamp('settled_at', { useTz: true });
      t.timestamp('refunded_at', { useTz: true });
      t.index(['user_id', 'settled_at']);
      t.index(['cv_id']);
    });
  },
  async applyBatch(events, trx) {
    for (const event of events) {
      switch (event.type) {
        case 'PaymentSettled':
        case 'PaymentRefunded': {
          const d = event.data;
          const settled = event.type === 'PaymentSettled';
          const row: EntitlementOrderRow = {
            payment_id: d.paymentId,
            user_id: d.userId,
            cv_id: d.cvId,
            product: d.product,
            settled_at: settled ? new Date(event.data.settledAt) : null,
            refunded_at: settled ? null : new Date(event.data.refundedAt),
          };
          await trx('entitlement_orders')
            .insert(row)
            .onConflict('payment_id')
            .merge([settled ? 'settled_at' : 'refunded_at']);
          break;
        }
        default:
          break;
      }
    }
  },
});
