/**
 * Payments, prices and the account plan as the API sends them (command-api/src/payments,
 * query-api/src/payments, query-api/src/account).
 */

import type { CommandBody, CommandDataBody, DataBody } from './common.ts';

/** @karier/commerce's PAYMENT_METHODS. */
export type PaymentMethod = 'credit_card' | 'bank_transfer' | 'ewallet';

/** What can be bought: @karier/commerce's PaidProduct. */
export type PaidProduct = 'basic' | 'premium';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

/** Where the order's refund request stands, as its owner sees it. */
export interface PaymentRefund {
  status: 'requested' | 'rejected' | 'refunded' | null;
  requestedAt: string | null;
  decidedAt: string | null;
  refundedAt: string | null;
  /** Until when a refund may be asked (7 days from settlement); null before settlement. */
  deadline: string | null;
  canRequest: boolean;
}

export interface Payment {
  paymentId: string;
  status: PaymentStatus;
  product: string;
  cvId: string | null;
  amount: number;
  /** Already formatted by the server, e.g. 'Rp 25.000'. */
  amountLabel: string;
  currency: string;
  method: PaymentMethod;
  gateway: 'simulated' | 'midtrans';
  /** The gateway's own id ('FP…' simulated, Midtrans transaction id): shown as "Ref. gateway". */
  gatewayTransactionId: string | null;
  requestedAt: string;
  settledAt: string | null;
  /** The query side's view of the refund (absent from the command side's answers). */
  refund?: PaymentRefund;
  snapToken?: string | null;
  redirectUrl?: string | null;
  clientKey?: string | null;
}

export interface PricePlan {
  id: string;
  amount: number | null;
  originalAmount: number | null;
  amountLabel: string | null;
  originalAmountLabel: string | null;
  analyses: number;
  unlimitedRevisionDays: number;
}

export interface Pricing {
  currency: string;
  freeAnalysesPerMonth: number;
  plans: PricePlan[];
  methods: PaymentMethod[];
  /** 'simulated': orders settle without any money moving (a test setup); say so plainly. */
  paymentGateway?: 'simulated' | 'midtrans';
}

export type PlanName = 'free' | 'basic' | 'premium';

export interface AccountPlan {
  plan: PlanName;
  month: string;
  analysesUsed: number;
  analysesLimit: number;
  analysesLeft: number;
  premiumUntil: string | null;
  /** Already formatted by the server, e.g. 'Rp 25.000'. */
  prices: { basic: string; premium: string };
}

/**
 * POST /api/payments: the revised CV of `cvId` (Basic, the default product), or Premium (no
 * CV). The server sets the amount; its checks are command-api's orderInputOf.
 */
export interface CreatePaymentRequest {
  product?: PaidProduct | null;
  method: PaymentMethod;
  cvId?: string | null;
}

/** GET /api/payments */
export type OrdersResponse = DataBody<Payment[]>;

/** GET /api/payments/{id} */
export type PaymentResponse = DataBody<Payment>;

/** POST /api/payments: the new order (or a CV's open order again). */
export type CreatePaymentResponse = CommandDataBody<Payment>;

/** POST /api/payments/{id}/refund */
export type RequestRefundResponse = CommandBody<Payment>;

/** GET /api/pricing */
export type PricingResponse = DataBody<Pricing>;

/** GET /api/account/plan */
export type AccountPlanResponse = DataBody<AccountPlan>;
