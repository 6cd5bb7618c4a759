import {
  AppError,
  paymentIdSchema,
  paymentStreamId,
  systemContext,
  type CommandContext,
} from '@karier/events';
import { type EventStore } from '@karier/store';
import type { Handled, Plan } from '../handle.ts';
import {
  assertRefundOpen,
  PAYMENT_NOT_FOUND,
  type PaymentCommand,
  type PaymentEvent,
  type PaymentState,
} from './payment-decider.ts';
import { notFound } from '@karier/events';
import {
  MidtransGateway,
  SimulatedGateway,
  type MidtransConfig,
  type PaymentGateway,
} from './gateways.ts';
import { payments } from '../aggregates.ts';

export interface PaymentsConfig {
  /** How long the simulated gateway waits before it settles an order. */
  simulatedDelayMs: number;
  /** Midtrans Snap when the config selects it (`PAYMENT_GATEWAY`); else the simulated gateway. */
  midtrans: MidtransConfig | null;
}

const PENDING_SIMULATED_SQL = `select r.stream_id from events r
  where r.type = 'PaymentRequested' and r.data->>'gateway' = 'simulated'
    and not exists (select 1 from events e where e.stream_id = r.stream_id
                     and e.type in ('PaymentSettled', 'PaymentFailed'))
  order by r.position limit 1000`;

export const REFUND_GATEWAY_FAILED =
  'Gateway pembayaran menolak atau tidak menjawab pengembalian dana. Pesanan tetap lunas; coba setujui lagi nanti.';

/** A CV bought once is reserved for the paying order, so it is never sold twice. */
export const PAID_CV_SCOPE = 'paid-cv';

/**
 * A CV has at most one open order: the order reserves it when requested and releases it when
 * it fails or expires, so a second "Bayar" (another tab, a retry) gets the same order instead
 * of a second charge.
 */
export const CV_ORDER_SCOPE = 'cv-order';

/**
 * Payments on the command side: the configured gateway and the ONE settlement path
 * (`settle`, `fail`) that the simulated gateway and Midtrans notifications both use.
 */
export class PaymentService {
  readonly gateway: PaymentGateway;
  readonly midtrans: MidtransConfig | null;

  constructor(
    private readonly store: EventStore,
    config: PaymentsConfig,
    private readonly now: () => Date = () => new Date(),
    log: (msg: string) => void = () => undefined,
  ) {
    this.midtrans = config.midtrans;
    this.gateway = config.midtrans
      ? new MidtransGateway(config.midtrans)
      : new SimulatedGateway((id, input) => this.settle(id, input), config.simulatedDelayMs, log);
  }

  /** The order's current state; 404 for an id that is no order. */
  async load(paymentId: string): Promise<{ state: PaymentState; version: number }> {
    if (!paymentIdSchema.safeParse(paymentId).success) throw notFound(PAYMENT_NOT_FOUND);
    const loaded = await payments.load(this.store, paymentStreamId(paymentId));
    if (!loaded.state.order) throw notFound(PAYMENT_NOT_FOUND);
    return loaded;
  }

  async request(command: Extract<PaymentCommand, { type: 'Request' }>, context: CommandContext) {
    const cvId = command.data.cvId;
    return this.run(command.data.paymentId, command, context, () => ({
      reserve: cvId ? [{ scope: CV_ORDER_SCOPE, value: cvId }] : [],
    }));
  }

  /** The open (pending) order of a CV, if there is one. */
  async openOrderOf(cvId: string): Promise<{ state: PaymentState; version: number } | null> {
    const holder = await this.store.findReservation(CV_ORDER_SCOPE, cvId);
    if (!holder) return null;
    const loaded = await this.load(holder.slice('payment-'.length));
    return loaded.state.status === 'pending' ? loaded : null;
  }

  /**
   * Settles an order for the amount the gateway confirmed: unknown → 404, another amount →
   * refused, already paid → nothing changes, failed or expired → refused.
   */
  async settle(
    paymentId: string,
    input: { amount: number; gatewayTransactionId: string },
    context: CommandContext = systemContext(this.now()),
  ): Promise<Handled<PaymentState>> {
    const { state } = await this.load(paymentId);
    const cvId = state.order?.cvId ?? null;
    const holder = cvId ? await this.store.findReservation(PAID_CV_SCOPE, cvId) : null;
    const command: PaymentCommand = {
      type: 'Settle',
      data: { ...input, settledAt: context.now.toISOString() },
    };
    return this.run(paymentId, command, context, (events) => ({
      reserve:
        events.length > 0 && cvId && holder === null ? [{ scope: PAID_CV_SCOPE, value: cvId }] : [],
    }));
  }

  async fail(
    paymentId: string,
    input: { status: 'failed' | 'expired'; reason: string },
    context: CommandContext = systemContext(this.now()),
  ): Promise<Handled<PaymentState>> {
    const { state } = await this.load(paymentId);
    const cvId = state.order?.cvId ?? null;
    const command: PaymentCommand = {
      type: 'Fail',
      data: { ...input, failedAt: context.now.toISOString() },
    };
    // A failed or expired order frees its CV for a new order.
    return this.run(paymentId, command, context, (events) => ({
      release: events.length > 0 && cvId ? [{ scope: CV_ORDER_SCOPE, value: cvId }] : [],
    }));
  }

  /** The owner asks for their money back (the decider checks owner, status, window, reason). */
  async requestRefund(
    paymentId: string,
    input: { userId: string; reason: string },
    context: CommandContext,
  ): Promise<Handled<PaymentState>> {
    await this.load(paymentId);
    const command: PaymentCommand = {
      type: 'RequestRefund',
      data: { ...input, requestedAt: context.now.toISOString() },
    };
    return this.run(paymentId, command, context);
  }

  async rejectRefund(
    paymentId: string,
    input: { adminId: string; note: string },
    context: CommandContext,
  ): Promise<Handled<PaymentState>> {
    await this.load(paymentId);
    const command: PaymentCommand = {
      type: 'RejectRefund',
      data: { ...input, rejectedAt: context.now.toISOString() },
    };
    return this.run(paymentId, command, context);
  }

  /**
   * Approves an open refund request: the gateway refunds first, and only what it answered is
   * recorded — RefundApproved + PaymentRefunded when it accepted (the CV may then be bought
   * again), RefundFailed when it refused, after which the order is still paid and the request
   * still open, and the admin gets a 503 naming the gateway's answer.
   */
  async approveRefund(
    paymentId: string,
    input: { adminId: string },
    context: CommandContext,
  ): Promise<Handled<PaymentState>> {
    const { state } = await this.load(paymentId);
    const order = assertRefundOpen(state);
    const outcome = await this.gateway.refund(order, 'Garansi uang kembali 7 hari');
    const command: PaymentCommand = {
      type: 'CompleteRefund',
      data: { adminId: input.adminId, at: context.now.toISOString(), gateway: outcome },
    };
    const cvId = order.cvId;
    const result = await this.run(paymentId, command, context, (events) => ({
      release:
        events.some((e) => e.type === 'PaymentRefunded') && cvId
          ? [
              { scope: PAID_CV_SCOPE, value: cvId },
              { scope: CV_ORDER_SCOPE, value: cvId },
            ]
          : [],
    }));
    if (!outcome.accepted) {
      throw new AppError('UNAVAILABLE', REFUND_GATEWAY_FAILED, {
        gatewayError: outcome.error,
        position: result.position,
      });
    }
    return result;
  }

  /**
   * After a restart: simulated orders still pending are scheduled again (their timers died
   * with the old process), and any that are past `expiresAt` expire. Midtrans reports its own.
   */
  async resume(): Promise<number> {
    if (!(this.gateway instanceof SimulatedGateway)) return 0;
    const rows = await this.store.db.query<{ stream_id: string }>(
      'karier_payments_pending_simulated',
      PENDING_SIMULATED_SQL,
      [],
    );
    let resumed = 0;
    for (const { stream_id } of rows) {
      const paymentId = stream_id.slice('payment-'.length);
      const { state } = await this.load(paymentId);
      if (state.status !== 'pending' || !state.order) continue;
      if (new Date(state.order.expiresAt) <= this.now()) {
        await this.fail(paymentId, { status: 'expired', reason: 'expired' });
      } else {
        await this.gateway.start(state.order);
        resumed++;
      }
    }
    return resumed;
  }

  close(): void {
    this.gateway.close();
  }

  /**
   * Decides `command` on the order's stream and appends what it decided; `reservations` names
   * the reservations those events take or free (none by default).
   */
  private run(
    paymentId: string,
    command: PaymentCommand,
    context: CommandContext,
    reservations: (events: PaymentEvent[]) => Omit<Plan<PaymentEvent>, 'events'> = () => ({}),
  ): Promise<Handled<PaymentState>> {
    return payments.run(this.store, paymentStreamId(paymentId), command, context, {
      reservations,
    });
  }
}
