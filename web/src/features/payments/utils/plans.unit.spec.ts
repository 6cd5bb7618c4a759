import { describe, expect, it } from 'vitest';
import type { PricePlan, Pricing } from '@karier/api-types';
import { lowestPrice, promoPercent } from './plans.ts';

const plan = (
  id: string,
  amount: number | null,
  originalAmount: number | null = null,
): PricePlan => ({
  id,
  amount,
  originalAmount,
  amountLabel: null,
  originalAmountLabel: null,
  analyses: 0,
  unlimitedRevisionDays: 0,
});

const pricing = (plans: PricePlan[]): Pricing => ({
  currency: 'IDR',
  freeAnalysesPerMonth: 3,
  plans,
  methods: [],
});

describe('lowestPrice', () => {
  it('is the cheapest paid plan: free and on-contact plans do not count', () => {
    expect(
      lowestPrice(
        pricing([
          plan('free', 0),
          plan('basic', 25_000),
          plan('premium', 100_000, 200_000),
          plan('enterprise', null),
        ]),
      ),
    ).toBe(25_000);
  });

  it('is null when no plan has a price', () => {
    expect(lowestPrice(pricing([plan('free', 0), plan('enterprise', null)]))).toBeNull();
  });
});

describe('promoPercent', () => {
  it('computes the discount from the two prices', () => {
    expect(promoPercent(plan('premium', 100_000, 200_000))).toBe(50);
    expect(promoPercent(plan('x', 75_000, 100_000))).toBe(25);
    expect(promoPercent(plan('x', 66_000, 99_000))).toBe(33);
  });

  it('is null without a promotion', () => {
    expect(promoPercent(plan('basic', 25_000))).toBeNull();
    expect(promoPercent(plan('x', 100_000, 100_000))).toBeNull();
    expect(promoPercent(plan('enterprise', null, 200_000))).toBeNull();
    expect(promoPercent(undefined)).toBeNull();
  });
});
