import type { PaymentMethod } from '@karier/api-types';

/** The payment methods, in the order the checkout offers them. */
export const paymentMethods = [
  'credit_card',
  'bank_transfer',
  'ewallet',
] as const satisfies readonly PaymentMethod[];
