/** Payments, prices and the account plan as the API sends them. */

export const paymentMethods = ['credit_card', 'bank_transfer', 'ewallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

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
  /** The id shown to the user ('FP…' for the simulated gateway). */
  gatewayTransactionId: string | null;
  requestedAt: string;
  settledAt: string | null;
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
