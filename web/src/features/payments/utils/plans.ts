import type { PricePlan, Pricing } from '@karier/api-types';

/** The cheapest paid plan, as the price list has it. */
export function lowestPrice(pricing: Pricing): number | null {
  const amounts = pricing.plans
    .map((plan) => plan.amount)
    .filter((amount): amount is number => amount !== null && amount > 0);
  return amounts.length > 0 ? Math.min(...amounts) : null;
}

/** The discount of a promotion in whole percent (100.000 from 200.000 → 50). */
export function promoPercent(plan: PricePlan | undefined): number | null {
  if (!plan?.amount || !plan.originalAmount || plan.originalAmount <= plan.amount) return null;
  return Math.round((1 - plan.amount / plan.originalAmount) * 100);
}
