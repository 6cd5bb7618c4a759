/**
 * The price list: the one place prices and entitlements live. Payments charge these amounts,
 * quota and the pricing page read them; the browser never sends a price.
 */

export const CURRENCY = 'IDR';

/** Analyses included every calendar month (Asia/Jakarta) without paying. */
export const FREE_ANALYSES_PER_MONTH = 3;

export type PaidProduct = 'basic' | 'premium';
export type PlanId = 'free' | PaidProduct | 'enterprise';

export interface PlanPrice {
  id: PlanId;
  /** Rupiah; null = on contact (Enterprise). */
  amount: number | null;
  /** The struck-through price of a promotion, if any. */
  originalAmount: number | null;
  /** Extra analyses this purchase adds in the month it is paid. */
  analyses: number;
  /** Basic unlocks the revised CV of the CV it was bought for. */
  unlocksCvDownload: boolean;
  /** Premium: every revised CV can be downloaded for this many days. */
  unlimitedRevisionDays: number;
}

export const PRICE_LIST: Readonly<Record<PlanId, PlanPrice>> = {
  free: {
    id: 'free',
    amount: 0,
    originalAmount: null,
    analyses: FREE_ANALYSES_PER_MONTH,
    unlocksCvDownload: false,
    unlimitedRevisionDays: 0,
  },
  basic: {
    id: 'basic',
    amount: 25_000,
    originalAmount: null,
    analyses: 2,
    unlocksCvDownload: true,
    unlimitedRevisionDays: 0,
  },
  premium: {
    id: 'premium',
    amount: 100_000,
    originalAmount: 200_000,
    analyses: 8,
    unlocksCvDownload: true,
    unlimitedRevisionDays: 7,
  },
  enterprise: {
    id: 'enterprise',
    amount: null,
    originalAmount: null,
    analyses: 0,
    unlocksCvDownload: true,
    unlimitedRevisionDays: 0,
  },
};

/** Days after settlement within which a refund may be asked (the money-back guarantee). */
export const REFUND_WINDOW_DAYS = 7;
const DAY_MS = 24 * 3600_000;

/**
 * The last moment a refund of an order settled at `settledAt` may be asked: one rule for the
 * decider that refuses a late request and the query side that shows the deadline.
 */
export function refundDeadline(settledAt: Date | string): Date {
  const at = typeof settledAt === 'string' ? Date.parse(settledAt) : settledAt.getTime();
  return new Date(at + REFUND_WINDOW_DAYS * DAY_MS);
}

export const PAYMENT_METHODS = ['credit_card', 'bank_transfer', 'ewallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** 25000 → 'Rp 25.000' (Indonesian grouping, no decimals). */
export function formatRupiah(amount: number): string {
  return `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;
}

/** The calendar month in Asia/Jakarta (UTC+7, no daylight saving): '2026-11'. */
export function jakartaMonth(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  const y = parts.find((p) => p.type === 'year')!.value;
  const m = parts.find((p) => p.type === 'month')!.value;
  return `${y}-${m}`;
}
