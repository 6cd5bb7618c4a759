import type { Database } from '@karier/store';
import {
  FREE_ANALYSES_PER_MONTH,
  formatRupiah,
  jakartaMonth,
  PRICE_LIST,
  type PaidProduct,
} from './pricing.ts';

/**
 * Entitlements (issue 6), read from the event store itself: the source of truth, with no
 * projection lag. Payment events carry no encrypted fields, so their data is queried as JSON;
 * the expression indexes of migration 0003_entitlement_indexes make each query an index lookup.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Asia/Jakarta is UTC+7 all year (no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The UTC instants a Jakarta calendar month covers: [start, end). */
export function jakartaMonthRange(month: string): { start: Date; end: Date } {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`invalid month: ${month}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  return {
    start: new Date(Date.UTC(y, mo - 1, 1) - JAKARTA_OFFSET_MS),
    end: new Date(Date.UTC(y, mo, 1) - JAKARTA_OFFSET_MS),
  };
}

/** Free analyses plus the analyses of every purchase settled in the month. */
export function analysesLimitOf(settledProducts: readonly PaidProduct[]): number {
  return settledProducts.reduce((n, p) => n + PRICE_LIST[p].analyses, FREE_ANALYSES_PER_MONTH);
}

/** Premium runs for unlimitedRevisionDays from its latest settlement; null once it is over. */
export function premiumUntilOf(latestPremiumSettledAt: Date | null, now: Date): Date | null {
  if (!latestPremiumSettledAt) return null;
  const until = new Date(
    latestPremiumSettledAt.getTime() + PRICE_LIST.premium.unlimitedRevisionDays * DAY_MS,
  );
  return until.getTime() > now.getTime() ? until : null;
}

/**
 * The premium period that runs at `now` among a user's premium purchases: each runs from its
 * settlement for unlimitedRevisionDays, and a refunded one ends at its refund. The latest end
 * wins; null when none runs.
 */
export function premiumUntilOfPurchases(
  purchases: readonly { settledAt: Date; refundedAt: Date | null }[],
  now: Date,
): Date | null {
  let best: Date | null = null;
  for (const p of purchases) {
    const full = premiumUntilOf(p.settledAt, now);
    const until = full && p.refundedAt && p.refundedAt < full ? p.refundedAt : full;
    if (until && until.getTime() > now.getTime() && (!best || until > best)) best = until;
  }
  return best;
}

export type AccountPlan = 'free' | PaidProduct;

/** Premium while it runs; basic when a basic purchase settled this month; else free. */
export function planOf(premiumUntil: Date | null, settledThisMonth: readonly PaidProduct[]) {
  if (premiumUntil) return 'premium' as const;
  return settledThisMonth.includes('basic') ? ('basic' as const) : ('free' as const);
}

/** The 402 message when the month's analyses are used up (numbers and prices from the list). */
export function quotaExceededMessage(used: number, limit: number): string {
  return (
    `Kuota analisis bulan ini sudah habis (${used} dari ${limit} CV). ` +
    `Tingkatkan ke paket Basic (${formatRupiah(PRICE_LIST.basic.amount!)}) atau ` +
    `Premium (${formatRupiah(PRICE_LIST.premium.amount!)}) untuk menganalisis lebih banyak CV.`
  );
}

// A refund (PaymentRefunded on the order's own stream) takes back what its order unlocked.
const NOT_REFUNDED = `not exists (select 1 from events r
     where r.stream_id = s.stream_id and r.type = 'PaymentRefunded')`;
const PAID_SQL = `select 1 as paid from events s
   where s.type = 'PaymentSettled' and s.data->>'cvId' = $1 and ${NOT_REFUNDED} limit 1`;
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
  paid: PAID_SQL,
  paidMany: PAID_MANY_SQL,
  premium: PREMIUM_SQL,
  used: USED_SQL,
  settled: SETTLED_SQL,
  revision: REVISION_SQL,
} as const;

export interface PlanSummary {
  plan: AccountPlan;
  month: string;
  analysesUsed: number;
  analysesLimit: number;
  analysesLeft: number;
  premiumUntil: Date | null;
}

export interface Entitlements {
  /** A settled, not refunded payment for this CV (basic, or a premium bought for it). */
  isCvPaid(cvId: string): Promise<boolean>;
  /** The CVs among `cvIds` that isCvPaid holds for, in one query. */
  paidCvIds(cvIds: readonly string[]): Promise<Set<string>>;
  /** The end of the user's premium period, or null when none runs at `now`. */
  premiumActiveUntil(userId: string, now: Date): Promise<Date | null>;
  /** CVs the user uploaded (analyses) in a Jakarta month ('2026-11'). */
  analysesUsed(userId: string, month: string): Promise<number>;
  /** Analyses the user may run in that month. */
  analysesLimit(userId: string, month: string): Promise<number>;
  /** The products of the user's payments settled in that month, oldest first. */
  settledProducts(userId: string, month: string): Promise<PaidProduct[]>;
  /** The CV (and its owner) a revision id belongs to; older revisions included. */
  revisionOwner(revisionId: string): Promise<{ cvId: string; userId: string } | null>;
  /** Everything GET /api/account/plan shows, at `now`. */
  planSummary(userId: string, now: Date): Promise<PlanSummary>;
}

export function createEntitlements(db: Database): Entitlements {
  const range = (month: string) => {
    const { start, end } = jakartaMonthRange(month);
    return [start.toISOString(), end.toISOString()];
  };
  const settledProducts = async (userId: string, month: string) => {
    const rows = await db.query<{ product: string }>('karier_ent_settled_v2', SETTLED_SQL, [
      userId,
      ...range(month),
    ]);
    return rows
      .map((r) => r.product)
      .filter((p): p is PaidProduct => p === 'basic' || p === 'premium');
  };
  const analysesUsed = async (userId: string, month: string) => {
    const [row] = await db.query<{ n: number }>('karier_ent_used', USED_SQL, [
      userId,
      ...range(month),
    ]);
    return Number(row?.n ?? 0);
  };
  const premiumActiveUntil = async (userId: string, now: Date) => {
    const rows = await db.query<{ at: Date | string; refunded_at: Date | string | null }>(
      'karier_ent_premium_v2',
      PREMIUM_SQL,
      [userId],
    );
    return premiumUntilOfPurchases(
      rows.map((r) => ({
        settledAt: new Date(r.at),
        refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
      })),
      now,
    );
  };
  return {
    async isCvPaid(cvId) {
      const rows = await db.query('karier_ent_paid_v2', PAID_SQL, [cvId]);
      return rows.length > 0;
    },
    async paidCvIds(cvIds) {
      if (cvIds.length === 0) return new Set();
      const rows = await db.query<{ cv_id: string }>('karier_ent_paid_many', PAID_MANY_SQL, [
        [...cvIds],
      ]);
      return new Set(rows.map((r) => r.cv_id));
    },
    premiumActiveUntil,
    analysesUsed,
    async analysesLimit(userId, month) {
      return analysesLimitOf(await settledProducts(userId, month));
    },
    settledProducts,
    async revisionOwner(revisionId) {
      const [row] = await db.query<{ cv_id: string; user_id: string }>(
        'karier_ent_revision',
        REVISION_SQL,
        [revisionId],
      );
      return row ? { cvId: row.cv_id, userId: row.user_id } : null;
    },
    async planSummary(userId, now) {
      const month = jakartaMonth(now);
      const [used, settled, premiumUntil] = await Promise.all([
        analysesUsed(userId, month),
        settledProducts(userId, month),
        premiumActiveUntil(userId, now),
      ]);
      const limit = analysesLimitOf(settled);
      return {
        plan: planOf(premiumUntil, settled),
        month,
        analysesUsed: used,
        analysesLimit: limit,
        analysesLeft: Math.max(0, limit - used),
        premiumUntil,
      };
    },
  };
}

/**
 * Why a viewer may download a CV's revised DOCX: an admin (support, moderation), the owner's
 * settled and not refunded order for that CV, or the owner's running premium period. null: they
 * may not (not paid, or not their CV).
 */
export type DownloadEntitlement = 'admin' | 'paid' | 'premium';

export interface DownloadViewer {
  id: string;
  role: 'user' | 'admin';
}

/**
 * THE download rule (issues 6 and 26), for several CVs at once: the download route enforces it
 * and every read of a CV (GET /api/cvs, GET /api/cvs/{id}, the upload's answer) shows its
 * answer, so no screen asks for a payment the download would not. One query for the orders,
 * one per distinct owner for premium.
 */
export async function downloadEntitlements(
  entitlements: Pick<Entitlements, 'paidCvIds' | 'premiumActiveUntil'>,
  viewer: DownloadViewer,
  cvs: readonly { cvId: string; ownerId: string }[],
  now: Date,
): Promise<(DownloadEntitlement | null)[]> {
  if (viewer.role === 'admin') return cvs.map(() => 'admin');
  const own = cvs.filter((cv) => cv.ownerId === viewer.id);
  if (own.length === 0) return cvs.map(() => null);
  const paid = await entitlements.paidCvIds(own.map((cv) => cv.cvId));
  const premium =
    own.some((cv) => !paid.has(cv.cvId)) &&
    (await entitlements.premiumActiveUntil(viewer.id, now)) !== null;
  return cvs.map((cv) =>
    cv.ownerId !== viewer.id ? null : paid.has(cv.cvId) ? 'paid' : premium ? 'premium' : null,
  );
}

/** downloadEntitlements for one CV. */
export async function downloadEntitlement(
  entitlements: Pick<Entitlements, 'paidCvIds' | 'premiumActiveUntil'>,
  viewer: DownloadViewer,
  cv: { cvId: string; ownerId: string },
  now: Date,
): Promise<DownloadEntitlement | null> {
  const [one] = await downloadEntitlements(entitlements, viewer, [cv], now);
  return one ?? null;
}
