import { createEntitlements, type EntitlementFacts, type Entitlements } from '@karier/commerce';
import type { Database } from '@karier/store';

/**
 * The command side's entitlements, read from its own event store: the write side's state, with
 * no projection lag. The quota's slot reservation (`quota.ts`) depends on that: it reserves the
 * slot numbered by the uploads stored so far, so that count must include the last append.
 * Payment events carry no encrypted fields, so their data is queried as JSON; the expression
 * indexes of migration 0003_entitlement_indexes make each query an index lookup. The query side
 * reads the same facts from the `entitlements` read model instead (commerce's EntitlementFacts).
 */

// A refund (PaymentRefunded on the order's own stream) takes back what its order unlocked.
const NOT_REFUNDED = `not exists (select 1 from events r
     where r.stream_id = s.stream_id and r.type = 'PaymentRefunded')`;
const PAID_MANY_SQL = `select distinct s.data->>'cvId' as cv_id from events s
   where s.type = 'PaymentSettled' and s.data->>'cvId' = any($1::text[]) and ${NOT_REFUNDED}`;
const PREMIUM_SQL = `select (s.data->>'settledAt')::timestamptz as at,
     (select (r.data->>'refundedAt')::timestamptz from events r
       where r.stream_id = s.stream_id and r.type = 'PaymentRefunded' limit 1) as refunded_at
   from events s
   where s.type = 'PaymentSettled' and s.data->>'userId' = $1 and s.data->>'product' = 'premium'`;
const USED_SQL = `select count(*)::int as n from events
   where type = 'CvUploaded' and data->>'userId' = $1
     and (data->>'uploadedAt')::timestamptz >= $2::timestamptz
     and (data->>'uploadedAt')::timestamptz < $3::timestamptz`;
const SETTLED_SQL = `select s.data->>'product' as product from events s
   where s.type = 'PaymentSettled' and s.data->>'userId' = $1
     and (s.data->>'settledAt')::timestamptz >= $2::timestamptz
     and (s.data->>'settledAt')::timestamptz < $3::timestamptz
     and ${NOT_REFUNDED}
   order by s.position`;
const REVISION_SQL = `select data->>'cvId' as cv_id, data->>'userId' as user_id from events
   where type = 'CvRevisionGenerated' and data->>'revisionId' = $1
   order by position limit 1`;

/** The statements, for tests that check their plans use the indexes. */
export const entitlementSql = {
  paidMany: PAID_MANY_SQL,
  premium: PREMIUM_SQL,
  used: USED_SQL,
  settled: SETTLED_SQL,
  revision: REVISION_SQL,
} as const;

/** commerce's EntitlementFacts from the event store. */
export function eventLedgerFacts(db: Database): EntitlementFacts {
  return {
    async paidCvIds(cvIds) {
      const rows = await db.query<{ cv_id: string }>('karier_ent_paid_many', PAID_MANY_SQL, [
        [...cvIds],
      ]);
      return new Set(rows.map((r) => r.cv_id));
    },
    async premiumPurchases(userId) {
      const rows = await db.query<{ at: Date | string; refunded_at: Date | string | null }>(
        'karier_ent_premium_v2',
        PREMIUM_SQL,
        [userId],
      );
      return rows.map((r) => ({
        settledAt: new Date(r.at),
        refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
      }));
    },
    async analysesBetween(userId, start, end) {
      const [row] = await db.query<{ n: number }>('karier_ent_used', USED_SQL, [
        userId,
        start.toISOString(),
        end.toISOString(),
      ]);
      return Number(row?.n ?? 0);
    },
    async productsSettledBetween(userId, start, end) {
      const rows = await db.query<{ product: string }>('karier_ent_settled_v2', SETTLED_SQL, [
        userId,
        start.toISOString(),
        end.toISOString(),
      ]);
      return rows
        .map((r) => r.product)
        .filter((p): p is 'basic' | 'premium' => p === 'basic' || p === 'premium');
    },
  };
}

export interface CommandEntitlements extends Entitlements {
  /** The CV (and its owner) a revision id belongs to; older revisions included. */
  revisionOwner(revisionId: string): Promise<{ cvId: string; userId: string } | null>;
}

/** The entitlements the command side enforces (quota, downloads), from its event store. */
export function createCommandEntitlements(db: Database): CommandEntitlements {
  return {
    ...createEntitlements(eventLedgerFacts(db)),
    async revisionOwner(revisionId) {
      const [row] = await db.query<{ cv_id: string; user_id: string }>(
        'karier_ent_revision',
        REVISION_SQL,
        [revisionId],
      );
      return row ? { cvId: row.cv_id, userId: row.user_id } : null;
    },
  };
}
