import { REFUND_REASON_REQUIRED, REFUND_REASON_TOO_LONG } from '@karier/api-types';
import { AppError, type EventDataOf } from '@karier/events';
import { deciderSpec } from '@karier/events/testing';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MISMATCH,
  PAYMENT_NOT_FOUND,
  REFUND_ALREADY_REFUNDED,
  REFUND_ALREADY_REQUESTED,
  REFUND_NOT_OPEN,
  REFUND_NOT_PAID,
  REFUND_WINDOW_PASSED,
  paymentDecider,
  type PaymentCommand,
  type PaymentEvent,
} from './payment-decider.ts';

const spec = deciderSpec(paymentDecider);
const stateAfter = (events: PaymentEvent[]) =>
  events.reduce(paymentDecider.evolve, paymentDecider.initialState());
const paymentId = 'KRR-abcdefghijklmnopqrst';
const userId = '6f1c1f9e-5a55-4c43-9d4a-1f7d2b7f0a01';
const cvId = '0b6f8f3e-8a1c-4c55-9a57-0d7c1f6b1a01';
const at = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:00:02.000Z';

const order: EventDataOf<'PaymentRequested'> = {
  paymentId,
  userId,
  cvId,
  product: 'basic',
  amount: 25_000,
  currency: 'IDR',
  method: 'ewallet',
  gateway: 'simulated',
  requestedAt: at,
  expiresAt: '2026-11-24T10:00:00.000Z',
};
const requested: PaymentEvent = { type: 'PaymentRequested', data: order };
/** What PaymentSettled and PaymentRefunded carry of `order`. */
const orderFacts = {
  paymentId,
  userId,
  cvId,
  product: 'basic',
  amount: 25_000,
  gateway: 'simulated',
} as const;
const settledEvent: PaymentEvent = {
  type: 'PaymentSettled',
  data: {
    ...orderFacts,
    gatewayTransactionId: 'FP1763892002000',
    settledAt: later,
  },
};
const failedEvent = (status: 'failed' | 'expired'): PaymentEvent => ({
  type: 'PaymentFailed',
  data: { paymentId, userId, cvId, status, reason: status, failedAt: later },
});
const settle = (amount = 25_000, id = 'FP1763892002000'): PaymentCommand => ({
  type: 'Settle',
  data: { amount, gatewayTransactionId: id, settledAt: later },
});
const fail = (status: 'failed' | 'expired'): PaymentCommand => ({
  type: 'Fail',
  data: { status, reason: status, failedAt: later },
});
const isError = (code: string, message?: string) => (err: unknown) =>
  err instanceof AppError &&
  err.code === code &&
  (message === undefined || err.message === message);

describe('payment decider', () => {
  describe('Request', () => {
    it('orders at the price-list amount', () => {
      spec.given([]).when({ type: 'Request', data: order }).then([requested]);
    });

    it('refuses a second order on the same id', () => {
      spec
        .given([requested])
        .when({ type: 'Request', data: order })
        .thenThrows(isError('CONFLICT'));
    });

    it('never records another amount than the price list', () => {
      spec
        .given([])
        .when({ type: 'Request', data: { ...order, amount: 1 } })
        .thenThrows((err) => err instanceof Error);
      spec
        .given([])
        .when({ type: 'Request', data: { ...order, product: 'premium', amount: 25_000 } })
        .thenThrows((err) => err instanceof Error);
    });
  });

  describe('Settle', () => {
    it('settles a pending order for its amount', () => {
      spec.given([requested]).when(settle()).then([settledEvent]);
    });

    it('settlement of an unknown order → 404', () => {
      spec.given([]).when(settle()).thenThrows(isError('NOT_FOUND', PAYMENT_NOT_FOUND));
    });

    it('amount mismatch → refused, nothing appended', () => {
      spec.given([requested]).when(settle(1)).thenThrows(isError('CONFLICT', AMOUNT_MISMATCH));
      spec.given([requested]).when(settle(25_001)).thenThrows(isError('CONFLICT', AMOUNT_MISMATCH));
    });

    it('double settlement → nothing changes (idempotent)', () => {
      spec.given([requested, settledEvent]).when(settle()).then([]);
      // even a repeat with another transaction id does not settle twice
      spec.given([requested, settledEvent]).when(settle(25_000, 'FP999')).then([]);
    });

    it('a failed or expired order cannot be settled', () => {
      for (const s of ['failed', 'expired'] as const) {
        spec
          .given([requested, failedEvent(s)])
          .when(settle())
          .thenThrows(isError('CONFLICT'));
      }
    });
  });

  describe('Fail', () => {
    it('fails or expires a pending order', () => {
      spec
        .given([requested])
        .when(fail('failed'))
        .then([failedEvent('failed')]);
      spec
        .given([requested])
        .when(fail('expired'))
        .then([failedEvent('expired')]);
    });

    it('is a no-op when already failed or expired', () => {
      spec
        .given([requested, failedEvent('failed')])
        .when(fail('failed'))
        .then([]);
      spec
        .given([requested, failedEvent('expired')])
        .when(fail('failed'))
        .then([]);
    });

    it('is refused after settlement and for an unknown order', () => {
      spec.given([requested, settledEvent]).when(fail('expired')).thenThrows(isError('CONFLICT'));
      spec.given([]).when(fail('failed')).thenThrows(isError('NOT_FOUND'));
    });
  });

  it('evolve: pending → paid keeps the transaction id and time', () => {
    expect(stateAfter([requested, settledEvent])).toMatchObject({
      status: 'paid',
      gatewayTransactionId: 'FP1763892002000',
      settledAt: later,
    });
  });

  describe('refunds', () => {
    const adminId = '9a1c1f9e-5a55-4c43-9d4a-1f7d2b7f0a09';
    const otherUser = '7e1c1f9e-5a55-4c43-9d4a-1f7d2b7f0a02';
    const reason = 'CV revisinya tidak sesuai harapan saya.';
    const askAt = '2026-11-25T10:00:00.000Z';
    const decidedAt = '2026-11-26T10:00:00.000Z';
    const ask = (over: Partial<{ userId: string; reason: string; requestedAt: string }> = {}) =>
      ({
        type: 'RequestRefund',
        data: { userId, reason, requestedAt: askAt, ...over },
      }) as PaymentCommand;
    const requestedRefund: PaymentEvent = {
      type: 'RefundRequested',
      data: { paymentId, userId, reason, requestedAt: askAt },
    };
    const rejected: PaymentEvent = {
      type: 'RefundRejected',
      data: {
        paymentId,
        userId,
        rejectedBy: adminId,
        note: 'Sudah diunduh.',
        rejectedAt: decidedAt,
      },
    };
    const refundFailed: PaymentEvent = {
      type: 'RefundFailed',
      data: {
        paymentId,
        userId,
        attemptedBy: adminId,
        error: 'gateway_unavailable',
        failedAt: decidedAt,
      },
    };
    const approved: PaymentEvent = {
      type: 'RefundApproved',
      data: { paymentId, userId, approvedBy: adminId, approvedAt: decidedAt },
    };
    const refunded: PaymentEvent = {
      type: 'PaymentRefunded',
      data: {
        ...orderFacts,
        gatewayRefundId: 'RF1',
        refundedAt: decidedAt,
      },
    };
    const complete = (accepted: boolean): PaymentCommand => ({
      type: 'CompleteRefund',
      data: {
        adminId,
        at: decidedAt,
        gateway: accepted
          ? { accepted: true, refundId: 'RF1' }
          : { accepted: false, error: 'gateway_unavailable' },
      },
    });
    const reject: PaymentCommand = {
      type: 'RejectRefund',
      data: { adminId, note: ' Sudah diunduh. ', rejectedAt: decidedAt },
    };
    const paid = [requested, settledEvent];

    it('the owner asks for a refund of a paid order within 7 days', () => {
      spec.given(paid).when(ask()).then([requestedRefund]);
      // the last moment of the window still counts (settled 2026-11-23T10:00:02Z)
      spec
        .given(paid)
        .when(ask({ requestedAt: '2026-11-30T10:00:02.000Z' }))
        .then([
          {
            ...requestedRefund,
            data: { ...requestedRefund.data, requestedAt: '2026-11-30T10:00:02.000Z' },
          },
        ]);
    });

    it('after 7 days → refused', () => {
      spec
        .given(paid)
        .when(ask({ requestedAt: '2026-11-30T10:00:02.001Z' }))
        .thenThrows(isError('CONFLICT', REFUND_WINDOW_PASSED));
    });

    it('twice → refused (also once rejected, or while a failed attempt is open)', () => {
      for (const history of [
        [requestedRefund],
        [requestedRefund, rejected],
        [requestedRefund, refundFailed],
      ]) {
        spec
          .given([...paid, ...history])
          .when(ask())
          .thenThrows(isError('CONFLICT', REFUND_ALREADY_REQUESTED));
      }
      spec
        .given([...paid, requestedRefund, approved, refunded])
        .when(ask())
        .thenThrows(isError('CONFLICT', REFUND_ALREADY_REFUNDED));
    });

    it('an unpaid (pending, failed, expired) order → refused', () => {
      spec.given([requested]).when(ask()).thenThrows(isError('CONFLICT', REFUND_NOT_PAID));
      spec
        .given([requested, failedEvent('expired')])
        .when(ask())
        .thenThrows(isError('CONFLICT', REFUND_NOT_PAID));
    });

    it("someone else's order, or no order → 404", () => {
      spec
        .given(paid)
        .when(ask({ userId: otherUser }))
        .thenThrows(isError('NOT_FOUND', PAYMENT_NOT_FOUND));
      spec.given([]).when(ask()).thenThrows(isError('NOT_FOUND', PAYMENT_NOT_FOUND));
    });

    it('a reason is required (10 to 1000 characters)', () => {
      spec
        .given(paid)
        .when(ask({ reason: '   pendek ' }))
        .thenThrows(isError('VALIDATION_ERROR', REFUND_REASON_REQUIRED));
      spec
        .given(paid)
        .when(ask({ reason: 'x'.repeat(1001) }))
        .thenThrows(isError('VALIDATION_ERROR', REFUND_REASON_TOO_LONG));
    });

    it('approval the gateway accepted → RefundApproved then PaymentRefunded', () => {
      spec
        .given([...paid, requestedRefund])
        .when(complete(true))
        .then([approved, refunded]);
      // a failed attempt can be retried
      spec
        .given([...paid, requestedRefund, refundFailed])
        .when(complete(true))
        .then([approved, refunded]);
    });

    it('a gateway failure → RefundFailed only: still paid, still open', () => {
      spec
        .given([...paid, requestedRefund])
        .when(complete(false))
        .then([refundFailed]);
      expect(stateAfter([...paid, requestedRefund, refundFailed])).toMatchObject({
        status: 'paid',
        refund: 'failed',
      });
    });

    it('reject → RefundRejected, the order stays paid', () => {
      spec
        .given([...paid, requestedRefund])
        .when(reject)
        .then([rejected]);
      expect(stateAfter([...paid, requestedRefund, rejected])).toMatchObject({
        status: 'paid',
        refund: 'rejected',
      });
    });

    it('approve or reject without an open request → refused', () => {
      for (const cmd of [complete(true), complete(false), reject]) {
        spec.given(paid).when(cmd).thenThrows(isError('CONFLICT', REFUND_NOT_OPEN));
        spec
          .given([...paid, requestedRefund, rejected])
          .when(cmd)
          .thenThrows(isError('CONFLICT', REFUND_NOT_OPEN));
        spec
          .given([...paid, requestedRefund, approved, refunded])
          .when(cmd)
          .thenThrows(isError('CONFLICT', REFUND_ALREADY_REFUNDED));
        spec.given([]).when(cmd).thenThrows(isError('NOT_FOUND', PAYMENT_NOT_FOUND));
      }
    });

    it('evolve: a refunded order is no longer paid', () => {
      expect(stateAfter([...paid, requestedRefund, approved, refunded])).toMatchObject({
        status: 'refunded',
        refund: 'refunded',
      });
    });
  });
});
