import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, type EventDataOf } from '@karier/events';
import { type PaymentMethod } from '@karier/commerce';

export type Order = EventDataOf<'PaymentRequested'>;

export interface GatewayStart {
  snapToken?: string;
  redirectUrl?: string;
  clientKey?: string;
}

/** What settles an order: the one settlement path every gateway calls. */
export type Settle = (
  paymentId: string,
  input: { amount: number; gatewayTransactionId: string },
) => Promise<unknown>;

/** The gateway's answer to a refund: accepted (with its id of the refund) or refused. */
export type RefundOutcome =
  { accepted: true; refundId: string } | { accepted: false; error: string };

export interface PaymentGateway {
  readonly name: 'simulated' | 'midtrans';
  /** Opens the payment at the gateway once the order is stored. */
  start(order: Order): Promise<GatewayStart>;
  /**
   * Refunds the whole amount of a settled order. Never throws for a gateway problem: a refusal
   * or an unreachable gateway is an outcome, recorded as RefundFailed. Idempotent per order
   * (the same refund key), so a retry after a lost answer cannot refund twice.
   */
  refund(order: Order, reason: string): Promise<RefundOutcome>;
  /** Cancels anything still scheduled (shutdown). */
  close(): void;
}

/**
 * The default gateway: no money moves; after `delayMs` the order settles through the same
 * path as a verified gateway notification, with transaction id 'FP' + timestamp.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly name = 'simulated' as const;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly settle: Settle,
    private readonly delayMs: number,
    private readonly log: (msg: string) => void = () => undefined,
  ) {}

  async start(order: Order): Promise<GatewayStart> {
    if (this.closed) return {};
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.settle(order.paymentId, {
        amount: order.amount,
        gatewayTransactionId: `FP${Date.now()}`,
      }).catch((err: unknown) => {
        this.log(`simulated settlement of ${order.paymentId} failed: ${String(err)}`);
      });
    }, this.delayMs);
    timer.unref();
    this.timers.add(timer);
    return {};
  }

  /** No money moved, so the refund is confirmed at once. */
  async refund(): Promise<RefundOutcome> {
    return { accepted: true, refundId: `RF${Date.now()}` };
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

export interface MidtransConfig {
  serverKey: string;
  clientKey: string;
  production: boolean;
  /** Base URL of the Snap API (tests point it at a loopback fake). */
  apiUrl: string;
  /** Base URL of the Core API, whose `GET /v2/{order_id}/status` confirms a notification. */
  coreApiUrl: string;
}

export const SNAP_SANDBOX_URL = 'https://app.sandbox.midtrans.com';
export const SNAP_PRODUCTION_URL = 'https://app.midtrans.com';
export const CORE_API_SANDBOX_URL = 'https://api.sandbox.midtrans.com';
export const CORE_API_PRODUCTION_URL = 'https://api.midtrans.com';

/** A transaction as Midtrans' status API reports it (only the fields acted on). */
export interface MidtransStatus {
  order_id: string;
  status_code: string;
  transaction_status: string;
  fraud_status: string | undefined;
  gross_amount: string;
  transaction_id: string | undefined;
}

export const ENABLED_PAYMENTS: Record<PaymentMethod, string[]> = {
  credit_card: ['credit_card'],
  bank_transfer: ['bca_va', 'bni_va', 'bri_va', 'permata_va', 'echannel'],
  ewallet: ['gopay', 'shopeepay', 'other_qris'],
};

const ITEM_NAMES = { basic: 'Karier Basic – CV revisi', premium: 'Karier Paket Premium' };

/** Midtrans Snap: a transaction per order; the settlement arrives as a signed notification. */
export class MidtransGateway implements PaymentGateway {
  readonly name = 'midtrans' as const;
  constructor(private readonly config: MidtransConfig) {}

  async start(order: Order): Promise<GatewayStart> {
    let res: Response;
    try {
      res = await this.post(`${trimSlashes(this.config.apiUrl)}/snap/v1/transactions`, {
        transaction_details: { order_id: order.paymentId, gross_amount: order.amount },
        item_details: [
          {
            id: order.product,
            price: order.amount,
            quantity: 1,
            name: ITEM_NAMES[order.product],
          },
        ],
        enabled_payments: ENABLED_PAYMENTS[order.method],
      });
    } catch {
      throw gatewayUnavailable();
    }
    const body = (await res.json().catch(() => null)) as {
      token?: unknown;
      redirect_url?: unknown;
    } | null;
    if (!res.ok || typeof body?.token !== 'string' || typeof body.redirect_url !== 'string') {
      throw gatewayUnavailable();
    }
    return {
      snapToken: body.token,
      redirectUrl: body.redirect_url,
      clientKey: this.config.clientKey,
    };
  }

  /**
   * The transaction as Midtrans knows it (`GET /v2/{order_id}/status`, server key): what a
   * notification is confirmed against, since its body is only partly signed. Null when
   * Midtrans knows no such order; 503 when it cannot be asked.
   */
  async status(orderId: string): Promise<MidtransStatus | null> {
    let res: Response;
    try {
      res = await fetch(`${this.coreOrderUrl(orderId)}/status`, {
        headers: { accept: 'application/json', authorization: basicAuth(this.config.serverKey) },
        signal: AbortSignal.timeout(MIDTRANS_TIMEOUT_MS),
      });
    } catch {
      throw gatewayUnavailable();
    }
    const str = await stringFields(res);
    // Midtrans answers an unknown order with status_code 404 (in the body, sometimes the HTTP status too).
    if (res.status === 404 || str('status_code') === '404') return null;
    const orderIdSeen = str('order_id');
    const statusCode = str('status_code');
    const transactionStatus = str('transaction_status');
    const grossAmount = str('gross_amount');
    if (!res.ok || !orderIdSeen || !statusCode || !transactionStatus || !grossAmount) {
      throw gatewayUnavailable();
    }
    if (orderIdSeen !== orderId) throw gatewayUnavailable();
    return {
      order_id: orderIdSeen,
      status_code: statusCode,
      transaction_status: transactionStatus,
      fraud_status: str('fraud_status'),
      gross_amount: grossAmount,
      transaction_id: str('transaction_id'),
    };
  }

  /**
   * Midtrans' refund API, `POST /v2/{order_id}/refund` (Core API, server key), for the whole
   * amount with refund_key `<order id>-refund` (Midtrans refunds a key once). Accepted only on
   * status_code 200 for this order; anything else, or no answer, is a refusal.
   */
  async refund(order: Order, reason: string): Promise<RefundOutcome> {
    const refundKey = `${order.paymentId}-refund`;
    let res: Response;
    try {
      res = await this.post(`${this.coreOrderUrl(order.paymentId)}/refund`, {
        refund_key: refundKey,
        amount: order.amount,
        reason: reason.slice(0, 255),
      });
    } catch {
      return { accepted: false, error: 'gateway_unreachable' };
    }
    const str = await stringFields(res);
    const code = str('status_code');
    if (res.ok && code === '200' && (str('order_id') ?? order.paymentId) === order.paymentId) {
      return { accepted: true, refundId: (str('refund_key') ?? refundKey).slice(0, 100) };
    }
    const message = str('status_message') ?? `HTTP ${res.status}`;
    return { accepted: false, error: `midtrans ${code ?? res.status}: ${message}`.slice(0, 200) };
  }

  close(): void {}

  /** A JSON POST to Midtrans with the server key; rejects when Midtrans cannot be reached in time. */
  private post(url: string, body: unknown): Promise<Response> {
    return fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: basicAuth(this.config.serverKey),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(MIDTRANS_TIMEOUT_MS),
    });
  }

  /** The Core API's address of one order, `…/v2/{order_id}`. */
  private coreOrderUrl(orderId: string): string {
    return `${trimSlashes(this.config.coreApiUrl)}/v2/${encodeURIComponent(orderId)}`;
  }
}

const MIDTRANS_TIMEOUT_MS = 10_000;

const basicAuth = (serverKey: string) => `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** Midtrans' JSON answer as a reader of its string fields (undefined for a missing one or no JSON). */
async function stringFields(res: Response): Promise<(key: string) => string | undefined> {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return (k) => (typeof body?.[k] === 'string' ? (body[k] as string) : undefined);
}

/**
 * The `status_code` Midtrans sends with each transaction status: 200 for a final success
 * (settlement, an accepted capture, cancel), 201 for pending or a capture the fraud check
 * challenged, 202 for a denial or failure, 407 for an expiry. A notification or status whose
 * code does not fit its status was altered (the signature covers the code, not the status).
 */
export function statusCodeFits(n: {
  status_code: string;
  transaction_status: string;
  fraud_status: string | undefined;
}): boolean {
  const expected: Record<string, readonly string[]> = {
    settlement: ['200'],
    capture: n.fraud_status === 'accept' ? ['200'] : ['201'],
    pending: ['201'],
    authorize: ['200', '201'],
    deny: ['202'],
    failure: ['202'],
    cancel: ['200', '202'],
    expire: ['407', '202'],
    refund: ['200'],
    partial_refund: ['200'],
  };
  return expected[n.transaction_status]?.includes(n.status_code) ?? false;
}

export const gatewayUnavailable = () =>
  new AppError('UNAVAILABLE', 'Layanan pembayaran sedang tidak tersedia. Coba lagi nanti.');

/** signature_key = SHA512(order_id + status_code + gross_amount + server key), hex. */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

/** Timing-safe check of a notification's signature_key. */
export function verifyMidtransSignature(
  n: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(
    midtransSignature(n.order_id, n.status_code, n.gross_amount, serverKey),
  );
  const given = Buffer.from(n.signature_key.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
