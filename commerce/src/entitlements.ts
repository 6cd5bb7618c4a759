import {
  FREE_ANALYSES_PER_MONTH,
  formatRupiah,
  jakartaMonth,
  PRICE_LIST,
  type PaidProduct,
} from './pricing.ts';

/**
 * Entitlements (issue 6): the rules of what a user's orders unlock — the month's analyses, the
 * premium period, the paid CVs, the plan — over the facts of an `EntitlementFacts` port. No
 * storage here: each side reads the facts where the design lets it (see EntitlementFacts).
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
  purchases: readonly PremiumPurchase[],
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

export interface PlanSummary {
  plan: AccountPlan;
  month: string;
  analysesUsed: number;
  analysesLimit: number;
  analysesLeft: number;
  premiumUntil: Date | null;
}

/** One premium purchase: settled at, and refunded at (null while it stands). */
export interface PremiumPurchase {
  settledAt: Date;
  refundedAt: Date | null;
}

/**
 * The facts the entitlements are computed from: a port. commerce holds the rules only and
 * reads no table. The command side answers it from its own event store (strongly consistent:
 * the quota's slot reservation counts on it, command-api `entitlements/event-ledger.ts`); the
 * query side from the `entitlements` read model (query-api `entitlements/read-model.ts`).
 */
export interface EntitlementFacts {
  /** The CVs among `cvIds` with a settled, not refunded order (basic, or a premium for it). */
  paidCvIds(cvIds: readonly string[]): Promise<Set<string>>;
  /** Every premium purchase of the user, refunded or not. */
  premiumPurchases(userId: string): Promise<PremiumPurchase[]>;
  /** CVs the user uploaded (analyses) in [start, end). */
  analysesBetween(userId: string, start: Date, end: Date): Promise<number>;
  /** The products of the user's not refunded orders settled in [start, end), oldest first. */
  productsSettledBetween(userId: string, start: Date, end: Date): Promise<PaidProduct[]>;
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
  /** Everything GET /api/account/plan shows, at `now`. */
  planSummary(userId: string, now: Date): Promise<PlanSummary>;
}

/** The entitlement rules over a source of facts (the event ledger or the read model). */
export function createEntitlements(facts: EntitlementFacts): Entitlements {
  const settledProducts = (userId: string, month: string) => {
    const { start, end } = jakartaMonthRange(month);
    return facts.productsSettledBetween(userId, start, end);
  };
  const analysesUsed = (userId: string, month: string) => {
    const { start, end } = jakartaMonthRange(month);
    return facts.analysesBetween(userId, start, end);
  };
  const premiumActiveUntil = async (userId: string, now: Date) =>
    premiumUntilOfPurchases(await facts.premiumPurchases(userId), now);
  return {
    async isCvPaid(cvId) {
      return (await facts.paidCvIds([cvId])).has(cvId);
    },
    async paidCvIds(cvIds) {
      if (cvIds.length === 0) return new Set();
      return facts.paidCvIds(cvIds);
    },
    premiumActiveUntil,
    analysesUsed,
    async analysesLimit(userId, month) {
      return analysesLimitOf(await settledProducts(userId, month));
    },
    settledProducts,
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
