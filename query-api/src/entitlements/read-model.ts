import { createEntitlements, type EntitlementFacts, type Entitlements } from '@karier/commerce';
import type { EntitlementOrderRow, UsageAnalysisRow } from '@karier/projector';
import type { Knex } from 'knex';

/**
 * commerce's EntitlementFacts from the read model (`entitlements`' orders, `order-usage`'s
 * analyses): the query side's plan and
 * download rule read no event. A reader that wrote just before sends X-Karier-Position, and the
 * consistency middleware waits for the projection to pass it.
 */
export function readModelFacts(knex: Knex): EntitlementFacts {
  const orders = () => knex<EntitlementOrderRow>('entitlement_orders');
  return {
    async paidCvIds(cvIds) {
      const rows = await orders()
        .distinct('cv_id')
        .whereIn('cv_id', [...cvIds])
        .whereNotNull('settled_at')
        .whereNull('refunded_at');
      return new Set(rows.map((r) => r.cv_id as string));
    },
    async premiumPurchases(userId) {
      const rows = await orders()
        .select('settled_at', 'refunded_at')
        .where({ user_id: userId, product: 'premium' })
        .whereNotNull('settled_at');
      return rows.map((r) => ({
        settledAt: new Date(r.settled_at!),
        refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
      }));
    },
    async analysesBetween(userId, start, end) {
      const [row] = await knex<UsageAnalysisRow>('usage_analyses')
        .count<{ n: string | number }[]>({ n: '*' })
        .where({ user_id: userId })
        .andWhere('uploaded_at', '>=', start)
        .andWhere('uploaded_at', '<', end);
      return Number(row?.n ?? 0);
    },
    async productsSettledBetween(userId, start, end) {
      const rows = await orders()
        .select('product')
        .where({ user_id: userId })
        .andWhere('settled_at', '>=', start)
        .andWhere('settled_at', '<', end)
        .whereNull('refunded_at')
        .orderBy([{ column: 'settled_at' }, { column: 'payment_id' }]);
      return rows.map((r) => r.product);
    },
  };
}

/** The entitlements the query side shows (plan, download rule), from the read model. */
export function readModelEntitlements(knex: Knex): Entitlements {
  return createEntitlements(readModelFacts(knex));
}
