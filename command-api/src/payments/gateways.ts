import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, type EventDataOf, type PaymentMethod } from '@karier/events';

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

export interface PaymentGateway {
  readonly name: 'simulated' | 'midtrans';
  /** Opens the payment at the gateway once the order is stored. */
  start(order: Order): Promise<GatewayStart>;
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
}

export const SNAP_SANDBOX_URL = 'https://app.sandbox.midtrans.com';
export const SNAP_PRODUCTION_URL = 'https://app.midtrans.com';

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
    const auth = Buffer.from(`${this.config.serverKey}:`).toString('base64');
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl.replace(/\/+$/, '')}/snap/v1/transactions`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Basic ${auth}`,
        },
        body: JSON.stringify({
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
        }),
        signal: AbortSignal.timeout(10_000),
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

  close(): void {}
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
