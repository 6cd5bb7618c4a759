import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import {
  AppError,
  badRequest,
  conflict,
  CURRENCY,
  cvStreamId,
  formatRupiah,
  notFound,
  PAYMENT_METHODS,
  PRICE_LIST,
  ReservationTakenError,
  systemContext,
  type PaidProduct,
  type PaymentMethod,
} from '@karier/events';
import { bodyOf, commandContext, parseInput, POSITION_HEADER } from '@karier/infra/http';
import { z } from 'zod';
import { passwordField, type AdminGuard } from '../admin/guard.ts';
import type { Context } from 'koa';
import type { CommandDeps } from '../app.ts';
import { createRequireUser } from '../auth/require-user.ts';
import { commandHandler, type Handled } from '../handle.ts';
import { assertOwner, cvDecider } from '../cv/cv-decider.ts';
import {
  MidtransGateway,
  statusCodeFits,
  verifyMidtransSignature,
  type GatewayStart,
  type Order,
} from './gateways.ts';
import {
  AMOUNT_MISMATCH,
  PAYMENT_NOT_FOUND,
  REFUND_REASON_REQUIRED,
  REFUND_REASON_TOO_LONG,
  type PaymentState,
} from './payment-decider.ts';
import { PAID_CV_SCOPE, type PaymentService } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_TTL_MS = 24 * 3600 * 1000;

/** The order as the contract shows it (the query side builds the same from its read model). */
export function paymentView(state: PaymentState, start: GatewayStart = {}) {
  const o = state.order!;
  return {
    paymentId: o.paymentId,
    status: state.status ?? 'pending',
    product: o.product,
    cvId: o.cvId,
    amount: o.amount,
    amountLabel: formatRupiah(o.amount),
    currency: o.currency,
    method: o.method,
    gateway: o.gateway,
    gatewayTransactionId: state.gatewayTransactionId,
    requestedAt: o.requestedAt,
    settledAt: state.settledAt,
    ...start,
  };
}

function methodOf(value: unknown): PaymentMethod {
  if (typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value)) {
    return value as PaymentMethod;
  }
  throw badRequest(
    'Metode pembayaran tidak dikenal. Pilih credit_card, bank_transfer, atau ewallet.',
    { field: 'method' },
  );
}

function productOf(value: unknown): PaidProduct {
  if (value === undefined || value === null || value === 'basic') return 'basic';
  if (value === 'premium') return 'premium';
  throw badRequest('Produk tidak dikenal. Pilih basic atau premium.', { field: 'product' });
}

function cvIdOf(value: unknown, product: PaidProduct): string | null {
  if (value === undefined || value === null || value === '') {
    if (product === 'basic') {
      throw badRequest('Pilih CV yang akan dibayar.', { field: 'cvId' });
    }
    return null;
  }
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw badRequest('ID CV tidak valid.', { field: 'cvId' });
  }
  return value.toLowerCase();
}

const cvs = commandHandler(cvDecider);

const newPaymentId = () => `KRR-${randomBytes(15).toString('base64url')}`;

function answer(ctx: Context, status: number, data: unknown, position: number | null) {
  ctx.status = status;
  if (position !== null) ctx.set(POSITION_HEADER, String(position));
  ctx.body = { success: true, data, position };
}

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

const refundRequestBody = z.object({
  reason: z.string({ error: REFUND_REASON_REQUIRED }).max(5000, REFUND_REASON_TOO_LONG),
});
const refundApproveBody = z.object({ password: passwordField });
const refundRejectBody = z.object({
  password: passwordField,
  note: z.string().max(500, 'Catatan paling banyak 500 karakter.').optional(),
});

/** Orders (issue 6): the server sets the price; gateways settle through one path. */
export function paymentRoutes(
  deps: CommandDeps & { payments: PaymentService; guard: AdminGuard },
): Router {
  const { store, payments, guard } = deps;
  const now = deps.now ?? (() => new Date());
  const requireUser = createRequireUser(deps);
  const router = new Router();

  router.post('/payments', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const body = bodyOf(ctx);
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('Data pembayaran tidak valid.');
    }
    const b = body as Record<string, unknown>;
    const product = productOf(b.product);
    const method = methodOf(b.method);
    const cvId = cvIdOf(b.cvId, product);
    if (cvId) {
      const { state } = await cvs.load(store, cvStreamId(cvId));
      assertOwner(state, claims.sub);
      if (await store.findReservation(PAID_CV_SCOPE, cvId)) {
        throw conflict('CV ini sudah dibayar.');
      }
      // One open order per CV: a second request answers the pending one.
      const open = await payments.openOrderOf(cvId);
      if (open) {
        answer(ctx, 200, paymentView(open.state, {}), null);
        return;
      }
    }
    const amount = PRICE_LIST[product].amount;
    if (amount === null) throw new Error(`no price for ${product}`);
    const at = now();
    const order: Order = {
      paymentId: newPaymentId(),
      userId: claims.sub,
      cvId,
      product,
      amount,
      currency: CURRENCY,
      method,
      gateway: payments.gateway.name,
      requestedAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + ORDER_TTL_MS).toISOString(),
    };
    let result: Handled<PaymentState>;
    try {
      result = await payments.request(
        { type: 'Request', data: order },
        commandContext(ctx, { id: claims.sub, role: claims.role }, at),
      );
    } catch (err) {
      // Two requests raced for the same CV: the other one's order is the order.
      const open =
        err instanceof ReservationTakenError && cvId ? await payments.openOrderOf(cvId) : null;
      if (!open) throw err;
      answer(ctx, 200, paymentView(open.state, {}), null);
      return;
    }
    let start: GatewayStart;
    try {
      start = await payments.gateway.start(order);
    } catch (err) {
      await payments
        .fail(order.paymentId, { status: 'failed', reason: 'gateway_unavailable' })
        .catch(() => undefined);
      throw err;
    }
    answer(ctx, 201, paymentView(result.state, start), result.position);
  });

  /**
   * Midtrans HTTP notifications: signed, then confirmed with Midtrans' status API, and only
   * what that API reports is acted on (the signature covers the order, code and amount, not the
   * status). Idempotent; the amount is checked against the order.
   */
  router.post('/payments/notifications', async (ctx) => {
    const gateway = payments.gateway;
    const midtrans = payments.midtrans;
    if (!midtrans || !(gateway instanceof MidtransGateway)) {
      throw notFound('Notifikasi pembayaran tidak aktif.');
    }
    const n = notificationOf(bodyOf(ctx));
    if (!verifyMidtransSignature(n, midtrans.serverKey)) {
      throw new AppError('FORBIDDEN', 'Tanda tangan notifikasi tidak valid.');
    }
    if (ACTED_ON.has(n.transaction_status) && !statusCodeFits(n)) {
      throw badRequest('Notifikasi pembayaran tidak konsisten.', { field: 'status_code' });
    }
    const { state } = await payments.load(n.order_id);
    // What Midtrans itself reports for the order; the posted body is only a hint to ask.
    const confirmed = await gateway.status(n.order_id);
    const context = systemContext(now());
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
    answer(
      ctx,
      200,
      { paymentId: current.order.paymentId, status: current.status },
      result?.position ?? null,
    );
  });

  /** The owner's request for their money back (rules in the decider). */
  router.post('/payments/:id/refund', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const input = parseInput(refundRequestBody, bodyOf(ctx));
    const result = await payments.requestRefund(
      ctx.params.id ?? '',
      { userId: claims.sub, reason: input.reason },
      commandContext(ctx, { id: claims.sub, role: claims.role }, now()),
    );
    ctx.status = 201;
    if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = {
      success: true,
      message: 'Permintaan pengembalian dana terkirim. Kami akan memprosesnya segera.',
      data: paymentView(result.state),
      position: result.position,
    };
  });

  /** An admin approves (the gateway refunds first) or rejects a refund request. */
  router.post('/admin/payments/:id/refund/:decision', async (ctx) => {
    const decision = ctx.params.decision;
    if (decision !== 'approve' && decision !== 'reject') throw notFound('Halaman tidak ditemukan.');
    const admin = await guard.requireAdmin(ctx);
    const input = parseInput(
      decision === 'approve' ? refundApproveBody : refundRejectBody,
      bodyOf(ctx),
    ) as { password: string; note?: string };
    await guard.confirmPassword(admin, input.password);
    const context = commandContext(ctx, { id: admin.userId, role: 'admin' }, guard.now());
    const id = ctx.params.id ?? '';
    const result =
      decision === 'approve'
        ? await payments.approveRefund(id, { adminId: admin.userId }, context)
        : await payments.rejectRefund(
            id,
            { adminId: admin.userId, note: input.note ?? '' },
            context,
          );
    if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = {
      success: true,
      message:
        decision === 'approve'
          ? 'Dana berhasil dikembalikan.'
          : 'Permintaan pengembalian dana ditolak.',
      data: paymentView(result.state),
      position: result.position,
    };
  });

  return router;
}
