import type { AdminOrderUsage, RefundWarning } from '@karier/api-types';
import { PRICE_LIST } from '@karier/commerce';
import type { Knex } from 'knex';

/**
 * When an account deserves a second look before its refund is approved (issue 25): the money-back
 * guarantee is meant for the odd disappointing purchase, so a second earlier refund on the same
 * account is already unusual, and five paid orders is more than one job search needs (a Premium
 * order already gives 8 analyses and 7 days of unlimited revised CVs). The badge only informs:
 * the admin still decides.
 */
export const REFUND_REVIEW_THRESHOLDS = {
  /** Refunds of the account's other orders, completed before this request. */
  earlierRefunds: 2,
  /** Paid (settled) orders of the account, this one included, Basic and Premium together. */
  paidOrders: 5,
} as const;

/** How many earlier refunds are listed with their dates (the count and total cover them all). */
export const EARLIER_REFUNDS_LISTED = 5;

export function refundWarningsOf(usage: Omit<AdminOrderUsage, 'warnings'>): RefundWarning[] {
  const warnings: RefundWarning[] = [];
  const { account } = usage;
  if (account.earlierRefunds.count >= REFUND_REVIEW_THRESHOLDS.earlierRefunds) {
    warnings.push('earlierRefunds');
  }
  if (account.orders.premium + account.orders.basic >= REFUND_REVIEW_THRESHOLDS.paidOrders) {
    warnings.push('manyOrders');
  }
  return warnings;
}

interface UsageSqlRow {
  payment_id: string;
  product: 'basic' | 'premium';
  downloads: number;
  first_download_at: Date | string | null;
  last_download_at: Date | string | null;
  analyses: number;
  premium_orders: number;
  basic_orders: number;
  earlier_refunds: number;
  earlier_refund_total: number | string;
  earlier_refund_list: unknown;
}

/**
 * Per order, from the read models `payments` and `order-usage` (never the events table):
 * - downloads: revised CVs its owner downloaded while the order entitled them — from settlement
 *   until its refund, of the CV it was bought for, or (Premium) of any of their CVs during its
 *   unlimited-revision days. An admin's download counts for no order. A download that two
 *   orders both allowed counts for each.
 * - analyses: uploads by the owner from settlement to the end of that Asia/Jakarta month (the
 *   month the order's analyses were added to), or the refund if sooner — free ones included.
 * - account: the owner's paid orders by product, and the refunds of their other orders
 *   completed before this request (or before now, for an order without one).
 */
const USAGE_SQL = `
select p.payment_id, p.product,
  coalesce(dl.n, 0) as downloads, dl.first_at as first_download_at, dl.last_at as last_download_at,
  coalesce(an.n, 0) as analyses,
  od.premium as premium_orders, od.basic as basic_orders,
  er.n as earlier_refunds, er.total as earlier_refund_total, er.list as earlier_refund_list
from payments p
left join lateral (
  select count(*)::int as n, min(d.downloaded_at) as first_at, max(d.downloaded_at) as last_at
  from usage_downloads d
  where p.settled_at is not null
    and d.user_id = p.user_id and d.downloaded_by = p.user_id
    and d.downloaded_at >= p.settled_at
    and (p.refunded_at is null or d.downloaded_at < p.refunded_at)
    and (d.cv_id = p.cv_id
      or (p.product = 'premium' and d.downloaded_at < p.settled_at + make_interval(days => ?)))
) dl on true
left join lateral (
  select count(*)::int as n
  from usage_analyses a
  where p.settled_at is not null
    and a.user_id = p.user_id
    and a.uploaded_at >= p.settled_at
    and (p.refunded_at is null or a.uploaded_at < p.refunded_at)
    and a.uploaded_at < ((date_trunc('month', (p.settled_at at time zone 'UTC') + interval '7 hours')
      + interval '1 month' - interval '7 hours') at time zone 'UTC')
) an on true
left join lateral (
  select count(*) filter (where o.product = 'premium')::int as premium,
    count(*) filter (where o.product = 'basic')::int as basic
  from payments o
  where o.user_id = p.user_id and o.settled_at is not null
) od on true
left join lateral (
  select count(*)::int as n, coalesce(sum(r.amount), 0)::bigint as total,
    (select coalesce(json_agg(x), '[]'::json) from (
       select r2.payment_id as "paymentId", r2.product, r2.amount, r2.refunded_at as "refundedAt"
       from payments r2
       where r2.user_id = p.user_id and r2.payment_id <> p.payment_id
         and r2.refunded_at is not null
         and r2.refunded_at < coalesce(p.refund_requested_at, now())
       order by r2.refunded_at desc, r2.payment_id desc
       limit ?) x) as list
  from payments r
  where r.user_id = p.user_id and r.payment_id <> p.payment_id
    and r.refunded_at is not null
    and r.refunded_at < coalesce(p.refund_requested_at, now())
) er on true
where p.payment_id in `;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

interface ListedRefund {
  paymentId: string;
  product: 'basic' | 'premium';
  amount: number;
  refundedAt: string;
}

/** The usage of each of these orders (issue 25), by payment id; unknown ids are left out. */
export async function orderUsageOf(
  knex: Knex,
  paymentIds: readonly string[],
): Promise<Map<string, AdminOrderUsage>> {
  const out = new Map<string, AdminOrderUsage>();
  if (paymentIds.length === 0) return out;
  const list = `(${paymentIds.map(() => '?').join(', ')})`;
  const result = await knex.raw<{ rows: UsageSqlRow[] }>(USAGE_SQL + list, [
    PRICE_LIST.premium.unlimitedRevisionDays,
    EARLIER_REFUNDS_LISTED,
    ...paymentIds,
  ]);
  for (const r of result.rows) {
    const listed = (
      typeof r.earlier_refund_list === 'string'
        ? JSON.parse(r.earlier_refund_list)
        : r.earlier_refund_list
    ) as ListedRefund[];
    const usage = {
      downloads: {
        count: Number(r.downloads),
        firstAt: iso(r.first_download_at),
        lastAt: iso(r.last_download_at),
      },
      analyses: { used: Number(r.analyses), included: PRICE_LIST[r.product].analyses },
      account: {
        orders: { premium: Number(r.premium_orders), basic: Number(r.basic_orders) },
        earlierRefunds: {
          count: Number(r.earlier_refunds),
          total: Number(r.earlier_refund_total),
          latest: listed.map((x) => ({
            paymentId: x.paymentId,
            product: x.product,
            amount: Number(x.amount),
            refundedAt: iso(x.refundedAt)!,
          })),
        },
      },
    };
    out.set(r.payment_id, { ...usage, warnings: refundWarningsOf(usage) });
  }
  return out;
}
