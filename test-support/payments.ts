import { randomBytes } from 'node:crypto';
import { paymentStreamId, systemContext, type KarierEvent } from '@karier/events';
import { type EventStore } from '@karier/store';
import { PRICE_LIST, type PaidProduct } from '@karier/commerce';

/**
 * A settled payment appended straight to the store, at the price-list amount — for tests of
 * what a payment unlocks, where the gateway is not under test. Returns the payment id.
 */
export async function appendSettledPayment(
  store: EventStore,
  p: { userId: string; cvId: string | null; product: PaidProduct; settledAt?: string },
): Promise<string> {
  const paymentId = `KRR-${randomBytes(15).toString('base64url')}`;
  await store.append(
    paymentStreamId(paymentId),
    [
      {
        type: 'PaymentSettled',
        data: {
          paymentId,
          userId: p.userId,
          cvId: p.cvId,
          product: p.product,
          amount: PRICE_LIST[p.product].amount!,
          gateway: 'simulated',
          gatewayTransactionId: `FP${Date.now()}`,
          settledAt: p.settledAt ?? new Date().toISOString(),
        },
      },
    ],
    { expectedVersion: 'no_stream', context: systemContext() },
  );
  return paymentId;
}

/** A Premium order of `userId` settled and refunded `daysAgo` days ago, straight to the store. */
export async function appendRefundedPremiumOrder(
  store: EventStore,
  p: { userId: string; daysAgo: number },
): Promise<string> {
  const paymentId = `KRR-${randomBytes(15).toString('base64url')}`;
  const at = new Date(Date.now() - p.daysAgo * 24 * 3600_000).toISOString();
  const order = {
    paymentId,
    userId: p.userId,
    cvId: null,
    product: 'premium' as const,
    amount: 100_000,
  };
  const events: KarierEvent[] = [
    {
      type: 'PaymentRequested',
      data: {
        ...order,
        currency: 'IDR',
        method: 'ewallet',
        gateway: 'simulated',
        requestedAt: at,
        expiresAt: at,
      },
    },
    {
      type: 'PaymentSettled',
      data: { ...order, gateway: 'simulated', gatewayTransactionId: 'FP1', settledAt: at },
    },
    {
      type: 'PaymentRefunded',
      data: { ...order, gateway: 'simulated', gatewayRefundId: 'RF1', refundedAt: at },
    },
  ];
  await store.append(paymentStreamId(paymentId), events, {
    expectedVersion: 'no_stream',
    context: systemContext(),
  });
  return paymentId;
}
