import { randomUUID } from 'node:crypto';
import { cvStreamId, paymentStreamId, systemContext, type KarierEvent } from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { cvUploaded } from '../../../test-support/cv-events.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
import { entitlementsProjection } from './entitlements.ts';

const t0 = Date.parse('2026-11-01T08:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();

const uploaded = (cvId: string, userId: string, minutes: number) =>
  cvUploaded(cvId, userId, at(minutes));

const order = (paymentId: string, userId: string, cvId: string | null, premium: boolean) => ({
  paymentId,
  userId,
  cvId,
  product: premium ? ('premium' as const) : ('basic' as const),
  amount: premium ? 100_000 : 25_000,
  gateway: 'simulated' as const,
});
const settled = (o: ReturnType<typeof order>, minutes: number): KarierEvent => ({
  type: 'PaymentSettled',
  data: { ...o, gatewayTransactionId: `FP${minutes}`, settledAt: at(minutes) },
});
const refunded = (o: ReturnType<typeof order>, minutes: number): KarierEvent => ({
  type: 'PaymentRefunded',
  data: { ...o, gatewayRefundId: `RF${minutes}`, refundedAt: at(minutes) },
});

forEachBackend(
  (backend) => `entitlements projection on ${backend}`,
  (backend) => {
    const ayu = randomUUID();
    const cvA = randomUUID();
    const cvB = randomUUID();
    const basic = order('KRR-basic-ayu', ayu, cvA, false);
    const premium = order('KRR-premium-ayu', ayu, null, true);
    const spec = projectionSpec(backend, entitlementsProjection, { batchSize: 2 }).given(
      [
        [cvStreamId(cvA), uploaded(cvA, ayu, 0)],
        [paymentStreamId(basic.paymentId), settled(basic, 10)],
        [cvStreamId(cvB), uploaded(cvB, ayu, 20)],
        [paymentStreamId(premium.paymentId), settled(premium, 30)],
        [paymentStreamId(premium.paymentId), refunded(premium, 40)],
      ],
      { context: systemContext(new Date(at(0))) },
    );

    it('keeps one row per order: settled, and refunded when it was', async () => {
      const rows = await spec.thenRows('entitlement_orders', (q) =>
        q.where({ user_id: ayu }).orderBy('payment_id'),
      );
      expect(
        rows.map((r) => ({
          ...r,
          settled_at: r.settled_at && new Date(r.settled_at).toISOString(),
          refunded_at: r.refunded_at && new Date(r.refunded_at).toISOString(),
        })),
      ).toEqual([
        {
          payment_id: basic.paymentId,
          user_id: ayu,
          cv_id: cvA,
          product: 'basic',
          settled_at: at(10),
          refunded_at: null,
        },
        {
          payment_id: premium.paymentId,
          user_id: ayu,
          cv_id: null,
          product: 'premium',
          settled_at: at(30),
          refunded_at: at(40),
        },
      ]);
    });

    it('is idempotent: re-applying the events (newest first, one by one) changes nothing', async () => {
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        for (const e of [...events].reverse()) await entitlementsProjection.applyBatch!([e], trx);
        await entitlementsProjection.applyBatch!(events, trx);
      });
      expect(await spec.checksums()).toEqual(before);
    });

    it('rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
