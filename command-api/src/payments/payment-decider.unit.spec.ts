import { AppError, type EventDataOf } from '@karier/events';
import { deciderSpec } from '@karier/events/testing';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MISMATCH,
  PAYMENT_NOT_FOUND,
  paymentDecider,
  type PaymentCommand,
  type PaymentEvent,
} from './payment-decider.ts';

const spec = deciderSpec(paymentDecider);
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
const settledEvent: PaymentEvent = {
  type: 'PaymentSettled',
  data: {
    paymentId,
    userId,
    cvId,
    product: 'basic',
    amount: 25_000,
    gateway: 'simulated',
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
    const state = [requested, settledEvent].reduce(
      paymentDecider.evolve,
      paymentDecider.initialState(),
    );
    expect(state).toMatchObject({
      status: 'paid',
      gatewayTransactionId: 'FP1763892002000',
      settledAt: later,
    });
  });
});
