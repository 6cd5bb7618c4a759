import { randomBytes } from 'node:crypto';
import type { CreatePaymentRequest, Payment, UncheckedBody } from '@karier/api-types';
import {
  badRequest,
  conflict,
  cvStreamId,
  ReservationTakenError,
  type CommandContext,
} from '@karier/events';
import { type EventStore } from '@karier/store';
import {
  CURRENCY,
  formatRupiah,
  PAYMENT_METHODS,
  PRICE_LIST,
  type PaidProduct,
  type PaymentMethod,
} from '@karier/commerce';
import { assertOwner, assertSellable } from '../cv/cv-decider.ts';
import type { Handled } from '../handle.ts';
import type { GatewayStart, Order } from './gateways.ts';
import type { PaymentState } from './payment-decider.ts';
import { PAID_CV_SCOPE, type PaymentService } from './service.ts';
import { cvs } from '../aggregates.ts';
import { isUuid } from '@karier/http';

const ORDER_TTL_MS = 24 * 3600 * 1000;

/** The order as the contract shows it (the query side builds the same from its read model). */
export function paymentView(state: PaymentState, start: GatewayStart = {}): Payment {
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
  if (!isUuid(value)) {
    throw badRequest('ID CV tidak valid.', { field: 'cvId' });
  }
  return value.toLowerCase();
}

export interface OrderInput {
  product: PaidProduct;
  method: PaymentMethod;
  cvId: string | null;
}

/**
 * The product, method and CV of an order as posted (a CreatePaymentRequest of
 * @karier/api-types); 400 for anything else.
 */
export function orderInputOf(body: unknown): OrderInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Data pembayaran tidak valid.');
  }
  const b = body as UncheckedBody<CreatePaymentRequest>;
  const product = productOf(b.product);
  const method = methodOf(b.method);
  return { product, method, cvId: cvIdOf(b.cvId, product) };
}

const newPaymentId = () => `KRR-${randomBytes(15).toString('base64url')}`;

/**
 * A new order at the server's price, started with the gateway (201). A CV must be the
 * caller's, not paid yet, and read with no doubt left unchecked (409 CV_REVIEW_REQUIRED), and has one open order at most: asking again (or racing another
 * request) answers that order (200, nothing new). A gateway that fails to start fails the order.
 */
export async function placeOrder(
  deps: { store: EventStore; payments: PaymentService; now: () => Date },
  input: OrderInput & { userId: string; context: (at: Date) => CommandContext },
): Promise<{ status: 200 | 201; data: ReturnType<typeof paymentView>; position: number | null }> {
  const { store, payments } = deps;
  const { userId, product, method, cvId } = input;
  if (cvId) {
    const { state } = await cvs.load(store, cvStreamId(cvId));
    assertOwner(state, userId);
    if (await store.findReservation(PAID_CV_SCOPE, cvId)) {
      throw conflict('CV ini sudah dibayar.');
    }
    // Issue 27: a CV the engine did not understand is checked by its owner before it is sold.
    assertSellable(state);
    // One open order per CV: a second request answers the pending one.
    const open = await payments.openOrderOf(cvId);
    if (open) return { status: 200, data: paymentView(open.state, {}), position: null };
  }
  const amount = PRICE_LIST[product].amount;
  if (amount === null) throw new Error(`no price for ${product}`);
  const at = deps.now();
  const order: Order = {
    paymentId: newPaymentId(),
    userId,
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
    result = await payments.request({ type: 'Request', data: order }, input.context(at));
  } catch (err) {
    // Two requests raced for the same CV: the other one's order is the order.
    const open =
      err instanceof ReservationTakenError && cvId ? await payments.openOrderOf(cvId) : null;
    if (!open) throw err;
    return { status: 200, data: paymentView(open.state, {}), position: null };
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
  return { status: 201, data: paymentView(result.state, start), position: result.position };
}
