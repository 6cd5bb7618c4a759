import { randomUUID } from 'node:crypto';
import { paymentStreamId, systemContext, type KarierEvent } from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec, type GivenAppend } from '../../../test-support/projection-spec.ts';
import { paymentsProjection } from './payments.ts';

const t0 = Date.parse('2026-11-01T08:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();
const newPaymentId = () => `KRR-${randomUUID().replace(/-/g, '').slice(0, 20)}`;

function requested(
  paymentId: string,
  userId: string,
  cvId: string | null,
  minutes: number,
): KarierEvent {
  const premium = cvId === null;
  return {
    type: 'PaymentRequested',
    data: {
      paymentId,
      userId,
      cvId,
      product: premium ? 'premium' : 'basic',
      amount: premium ? 100_000 : 25_000,
      currency: 'IDR',
      method: premium ? 'credit_card' : 'ewallet',
      gateway: 'simulated',
      requestedAt: at(minutes),
      expiresAt: at(minutes + 24 * 60),
    },
  };
}

forEachBackend(
  (backend) => `payments projection on ${backend}`,
  (backend) => {
    const userId = randomUUID();
    const cvId = randomUUID();
    const paid = newPaymentId();
    const denied = newPaymentId();
    const pending = newPaymentId();
    const refunded = newPaymentId();
    const rejected = newPaymentId();
    const adminId = randomUUID();
    const settled = (id: string, minutes: number): KarierEvent => ({
      type: 'PaymentSettled',
      data: {
        paymentId: id,
        userId,
        cvId: null,
        product: 'premium',
        amount: 100_000,
        gateway: 'simulated',
        gatewayTransactionId: 'FP1',
        settledAt: at(minutes),
      },
    });
    const refundRequested = (id: string, minutes: number): KarierEvent => ({
      type: 'RefundRequested',
      data: {
        paymentId: id,
        userId,
        reason: 'Tidak sesuai harapan saya.',
        requestedAt: at(minutes),
      },
    });

    // Each order's stream, in the order its events were appended (`[stream, events]`).
    const given: GivenAppend[] = [];
    const append = (id: string, events: KarierEvent[]) => given.push([paymentStreamId(id), events]);
    append(paid, [requested(paid, userId, cvId, 1)]);
    append(denied, [requested(denied, userId, null, 2)]);
    append(pending, [requested(pending, userId, null, 3)]);
    append(paid, [
      {
        type: 'PaymentSettled',
        data: {
          paymentId: paid,
          userId,
          cvId,
          product: 'basic',
          amount: 25_000,
          gateway: 'simulated',
          gatewayTransactionId: 'FP1761984120000',
          settledAt: at(4),
        },
      },
    ]);
    append(denied, [
      {
        type: 'PaymentFailed',
        data: {
          paymentId: denied,
          userId,
          cvId: null,
          status: 'failed',
          reason: 'deny',
          failedAt: at(5),
        },
      },
    ]);
    append(refunded, [requested(refunded, userId, null, 6), settled(refunded, 7)]);
    append(rejected, [requested(rejected, userId, null, 8), settled(rejected, 9)]);
    append(refunded, [refundRequested(refunded, 10)]);
    append(rejected, [refundRequested(rejected, 11)]);
    append(refunded, [
      {
        type: 'RefundFailed',
        data: {
          paymentId: refunded,
          userId,
          attemptedBy: adminId,
          error: 'midtrans 412',
          failedAt: at(12),
        },
      },
    ]);
    append(rejected, [
      {
        type: 'RefundRejected',
        data: {
          paymentId: rejected,
          userId,
          rejectedBy: adminId,
          note: 'Sudah dipakai.',
          rejectedAt: at(13),
        },
      },
    ]);
    append(refunded, [
      {
        type: 'RefundApproved',
        data: { paymentId: refunded, userId, approvedBy: adminId, approvedAt: at(14) },
      },
      {
        type: 'PaymentRefunded',
        data: {
          paymentId: refunded,
          userId,
          cvId: null,
          product: 'premium',
          amount: 100_000,
          gateway: 'simulated',
          gatewayRefundId: 'RF1',
          refundedAt: at(14),
        },
      },
    ]);
    const spec = projectionSpec(backend, paymentsProjection, { batchSize: 2 }).given(given, {
      context: systemContext(new Date(at(0))),
    });

    it('keeps one row per order with its status', async () => {
      const rows = await spec.thenRows('payments', (q) =>
        q.where({ user_id: userId }).orderBy('requested_at'),
      );
      expect(rows.map((r) => r.payment_id)).toEqual([paid, denied, pending, refunded, rejected]);
      expect(rows[0]).toMatchObject({
        cv_id: cvId,
        product: 'basic',
        amount: 25_000,
        method: 'ewallet',
        gateway: 'simulated',
        status: 'paid',
        gateway_transaction_id: 'FP1761984120000',
        failed_at: null,
        version: 2,
      });
      expect(new Date(rows[0]!.settled_at).toISOString()).toBe(at(4));
      expect(rows[1]).toMatchObject({
        cv_id: null,
        product: 'premium',
        amount: 100_000,
        status: 'failed',
        settled_at: null,
        version: 2,
      });
      expect(new Date(rows[1]!.failed_at).toISOString()).toBe(at(5));
      expect(rows[2]).toMatchObject({ status: 'pending', version: 1, refund_status: null });
    });

    it('records refund requests, refusals at the gateway, rejections and refunds', async () => {
      const rows = await spec.thenRows('payments', (q) =>
        q.whereIn('payment_id', [refunded, rejected]),
      );
      const byId = new Map(rows.map((r) => [r.payment_id, r]));
      const r = byId.get(refunded)!;
      expect(r).toMatchObject({
        status: 'refunded',
        refund_status: 'refunded',
        refund_decided_by: adminId,
        // the gateway's earlier refusal is cleared once a retry went through
        refund_error: null,
        gateway_refund_id: 'RF1',
        version: 6,
      });
      expect(new Date(r.refunded_at).toISOString()).toBe(at(14));
      expect(new Date(r.refund_requested_at).toISOString()).toBe(at(10));
      // the reason stays sealed with the owner's key, as in the event
      expect(String(r.refund_reason)).toMatch(/^pii:v1:/);
      expect(byId.get(rejected)).toMatchObject({
        status: 'paid',
        refund_status: 'rejected',
        refund_note: 'Sudah dipakai.',
        refunded_at: null,
      });
    });

    it('is idempotent: re-applying all events (older ones late) changes nothing', async () => {
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        for (const e of events) await paymentsProjection.applyBatch!([e], trx);
        await paymentsProjection.applyBatch!(events, trx);
        await paymentsProjection.applyBatch!(events.slice(0, 3), trx);
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
