import { AppError, badRequest, notFound, systemContext } from '@karier/events';
import type { Handled } from '../handle.ts';
import { MidtransGateway, statusCodeFits, verifyMidtransSignature } from './gateways.ts';
import { AMOUNT_MISMATCH, PAYMENT_NOT_FOUND, type PaymentState } from './payment-decider.ts';
import type { PaymentService } from './service.ts';

/** The statuses a notification can change an order with. */
const ACTED_ON = new Set(['settlement', 'capture', 'deny', 'cancel', 'failure', 'expire']);

interface Notification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
  fraud_status: string | undefined;
  transaction_id: string | undefined;
}

function notificationOf(body: unknown): Notification {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const str = (k: string) => (typeof b[k] === 'string' ? (b[k] as string) : undefined);
  const required = [
    'order_id',
    'status_code',
    'gross_amount',
    'signature_key',
    'transaction_status',
  ] as const;
  for (const k of required) {
    if (!str(k)) throw badRequest('Notifikasi pembayaran tidak lengkap.', { field: k });
  }
  return {
    order_id: str('order_id')!,
    status_code: str('status_code')!,
    gross_amount: str('gross_amount')!,
    signature_key: str('signature_key')!,
    transaction_status: str('transaction_status')!,
    fraud_status: str('fraud_status'),
    transaction_id: str('transaction_id'),
  };
}

/**
 * A Midtrans HTTP notification: signed, then confirmed with Midtrans' status API, and only
 * what that API reports is acted on (the signature covers the order, code and amount, not the
 * status). Idempotent; the amount is checked against the order.
 */
export async function handleNotification(
  deps: { payments: PaymentService; now: () => Date },
  body: unknown,
): Promise<{
  data: { paymentId: string; status: PaymentState['status'] };
  position: number | null;
}> {
  const { payments } = deps;
  const gateway = payments.gateway;
  const midtrans = payments.midtrans;
  if (!midtrans || !(gateway instanceof MidtransGateway)) {
    throw notFound('Notifikasi pembayaran tidak aktif.');
  }
  const n = notificationOf(body);
  if (!verifyMidtransSignature(n, midtrans.serverKey)) {
    throw new AppError('FORBIDDEN', 'Tanda tangan notifikasi tidak valid.');
  }
  if (ACTED_ON.has(n.transaction_status) && !statusCodeFits(n)) {
    throw badRequest('Notifikasi pembayaran tidak konsisten.', { field: 'status_code' });
  }
  const { state } = await payments.load(n.order_id);
  // What Midtrans itself reports for the order; the posted body is only a hint to ask.
  const confirmed = await gateway.status(n.order_id);
  const context = systemContext(deps.now());
  let result: Handled<PaymentState> | null = null;
  const status = confirmed && statusCodeFits(confirmed) ? confirmed.transaction_status : null;
  if (
    confirmed &&
    (status === 'settlement' || (status === 'capture' && confirmed.fraud_status === 'accept'))
  ) {
    const amount = Number(confirmed.gross_amount);
    if (!Number.isInteger(amount)) throw new AppError('CONFLICT', AMOUNT_MISMATCH);
    result = await payments.settle(
      n.order_id,
      {
        amount,
        gatewayTransactionId: (confirmed.transaction_id || n.order_id).slice(0, 100),
      },
      context,
    );
  } else if (status === 'deny' || status === 'cancel' || status === 'failure') {
    result = await payments.fail(n.order_id, { status: 'failed', reason: status }, context);
  } else if (status === 'expire') {
    result = await payments.fail(n.order_id, { status: 'expired', reason: status }, context);
  }
  const current = result?.state ?? state;
  if (!current.order) throw notFound(PAYMENT_NOT_FOUND);
  return {
    data: { paymentId: current.order.paymentId, status: current.status },
    position: result?.position ?? null,
  };
}
