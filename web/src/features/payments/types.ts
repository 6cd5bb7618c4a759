/** Payments, prices and the account plan as the API sends them. */

export const paymentMethods = ['credit_card', 'bank_transfer', 'ewallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

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
  prices: { basic: number; premium: number };
}

export const isFinalStatus = (status: PaymentStatus) => status !== 'pending';
