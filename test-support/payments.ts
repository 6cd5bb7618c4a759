import { randomBytes } from 'node:crypto';
import { paymentStreamId, systemContext, type EventStore } from '@karier/events';
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
