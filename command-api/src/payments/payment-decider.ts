import { AppError, badRequest, notFound, type EventDataOf, type EventOf } from '@karier/events';
import { REFUND_REASON_REQUIRED, REFUND_REASON_TOO_LONG } from '@karier/api-types';
import { PRICE_LIST, REFUND_WINDOW_DAYS, refundDeadline } from '@karier/commerce/pricing';

// ---- State ----

export type PaymentEvent = EventOf<
  | 'PaymentRequested'
  | 'PaymentSettled'
  | 'PaymentFailed'
  | 'RefundRequested'
  | 'RefundApproved'
  | 'RefundRejected'
  | 'RefundFailed'
  | 'PaymentRefunded'
>;
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
/** Where the order's refund request stands (null: none asked). */
export type RefundStatus = 'requested' | 'rejected' | 'failed' | 'approved' | 'refunded';

export interface PaymentState {
  order: EventDataOf<'PaymentRequested'> | null;
  status: PaymentStatus | null;
  gatewayTransactionId: string | null;
  settledAt: string | null;
  refund: RefundStatus | null;
}

export const initialState = (): PaymentState => ({
  order: null,
  status: null,
  gatewayTransactionId: null,
  settledAt: null,
  refund: null,
});

export function evolve(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'PaymentRequested':
      return { ...state, order: event.data, status: 'pending' };
    case 'PaymentSettled':
      return {
        ...state,
        status: 'paid',
        gatewayTransactionId: event.data.gatewayTransactionId,
        settledAt: event.data.settledAt,
      };
    case 'PaymentFailed':
      return { ...state, status: event.data.status };
    case 'RefundRequested':
      return { ...state, refund: 'requested' };
    case 'RefundRejected':
      return { ...state, refund: 'rejected' };
    case 'RefundFailed':
      return { ...state, refund: 'failed' };
    case 'RefundApproved':
      return { ...state, refund: 'approved' };
    case 'PaymentRefunded':
      return { ...state, status: 'refunded', refund: 'refunded' };
    default:
      return state;
  }
}

// ---- Commands ----

export type PaymentCommand =
  | { type: 'Request'; data: EventDataOf<'PaymentRequested'> }
  | {
      type: 'Settle';
      data: { amount: number; gatewayTransactionId: string; settledAt: string };
    }
  | {
      type: 'Fail';
      data: { status: 'failed' | 'expired'; reason: string; failedAt: string };
    }
  | { type: 'RequestRefund'; data: { userId: string; reason: string; requestedAt: string } }
  | { type: 'RejectRefund'; data: { adminId: string; note: string; rejectedAt: string } }
  | {
      type: 'CompleteRefund';
      /** What the gateway answered to the refund call made after `assertRefundOpen`. */
      data: {
        adminId: string;
        at: string;
        gateway: { accepted: true; refundId: string } | { accepted: false; error: string };
      };
    };

export const PAYMENT_NOT_FOUND = 'Pembayaran tidak ditemukan.';
export const AMOUNT_MISMATCH = 'Jumlah pembayaran tidak sesuai.';
export const REFUND_NOT_PAID =
  'Hanya pesanan yang sudah lunas yang dapat dimintakan pengembalian dana.';
export const REFUND_ALREADY_REFUNDED = 'Dana pesanan ini sudah dikembalikan.';
export const REFUND_ALREADY_REQUESTED = 'Pengembalian dana untuk pesanan ini sudah pernah diminta.';
export const REFUND_WINDOW_PASSED = `Masa garansi uang kembali (${REFUND_WINDOW_DAYS} hari sejak pembayaran) sudah lewat.`;
export const REFUND_NOT_OPEN =
  'Tidak ada permintaan pengembalian dana yang menunggu keputusan untuk pesanan ini.';
export const REFUND_MIN_REASON = 10;
export const REFUND_MAX_REASON = 1000;

/**
 * An admin may approve (or reject) only an open request: asked, not yet decided, or whose
 * earlier refund attempt failed at the gateway. Checked before the gateway is called, and
 * again (by `decide`) when its answer is recorded.
 */
export function assertRefundOpen(state: PaymentState): NonNullable<PaymentState['order']> {
  const { order } = state;
  if (!order) throw notFound(PAYMENT_NOT_FOUND);
  if (state.status === 'refunded') throw new AppError('CONFLICT', REFUND_ALREADY_REFUNDED);
  if (state.refund !== 'requested' && state.refund !== 'failed') {
    throw new AppError('CONFLICT', REFUND_NOT_OPEN);
  }
  return order;
}

/** What a settlement and a refund both record of the order they concern. */
const orderFacts = (order: NonNullable<PaymentState['order']>) => ({
  paymentId: order.paymentId,
  userId: order.userId,
  cvId: order.cvId,
  product: order.product,
  amount: order.amount,
  gateway: order.gateway,
});

export function decide(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  switch (command.type) {
    case 'Request': {
      if (state.order) throw new AppError('CONFLICT', 'Pesanan ini sudah tercatat.');
      const d = command.data;
      // The server is the authority on price: an order is always at the price-list amount.
      if (d.amount !== PRICE_LIST[d.product].amount) {
        throw new Error(`Request: ${d.product} costs ${PRICE_LIST[d.product].amount}`);
      }
      return [{ type: 'PaymentRequested', data: d }];
    }
    case 'Settle': {
      const { order } = state;
      if (!order) throw notFound(PAYMENT_NOT_FOUND);
      if (state.status === 'paid') return []; // the same notification twice changes nothing
      if (state.status !== 'pending') {
        throw new AppError('CONFLICT', 'Pembayaran ini sudah gagal atau kedaluwarsa.');
      }
      if (command.data.amount !== order.amount) throw new AppError('CONFLICT', AMOUNT_MISMATCH);
      return [
        {
          type: 'PaymentSettled',
          data: {
            ...orderFacts(order),
            gatewayTransactionId: command.data.gatewayTransactionId,
            settledAt: command.data.settledAt,
          },
        },
      ];
    }
    case 'Fail': {
      const { order } = state;
      if (!order) throw notFound(PAYMENT_NOT_FOUND);
      if (state.status === 'paid') {
        throw new AppError('CONFLICT', 'Pembayaran ini sudah berhasil.');
      }
      if (state.status !== 'pending') return [];
      return [
        {
          type: 'PaymentFailed',
          data: {
            paymentId: order.paymentId,
            userId: order.userId,
            cvId: order.cvId,
            status: command.data.status,
            reason: command.data.reason.slice(0, 200),
            failedAt: command.data.failedAt,
          },
        },
      ];
    }
    case 'RequestRefund': {
      const { order } = state;
      const d = command.data;
      // Someone else's order is no order to them (its id is not disclosed as existing).
      if (!order || order.userId !== d.userId) throw notFound(PAYMENT_NOT_FOUND);
      if (state.status === 'refunded') throw new AppError('CONFLICT', REFUND_ALREADY_REFUNDED);
      if (state.status !== 'paid' || !state.settledAt) {
        throw new AppError('CONFLICT', REFUND_NOT_PAID);
      }
      if (state.refund !== null) throw new AppError('CONFLICT', REFUND_ALREADY_REQUESTED);
      if (Date.parse(d.requestedAt) > refundDeadline(state.settledAt).getTime()) {
        throw new AppError('CONFLICT', REFUND_WINDOW_PASSED);
      }
      const reason = d.reason.trim();
      if (reason.length < REFUND_MIN_REASON) {
        throw badRequest(REFUND_REASON_REQUIRED, { field: 'reason' });
      }
      if (reason.length > REFUND_MAX_REASON) {
        throw badRequest(REFUND_REASON_TOO_LONG, { field: 'reason' });
      }
      return [
        {
          type: 'RefundRequested',
          data: {
            paymentId: order.paymentId,
            userId: order.userId,
            reason,
            requestedAt: d.requestedAt,
          },
        },
      ];
    }
    case 'RejectRefund': {
      const order = assertRefundOpen(state);
      const d = command.data;
      return [
        {
          type: 'RefundRejected',
          data: {
            paymentId: order.paymentId,
            userId: order.userId,
            rejectedBy: d.adminId,
            note: d.note.trim().slice(0, 500),
            rejectedAt: d.rejectedAt,
          },
        },
      ];
    }
    case 'CompleteRefund': {
      const order = assertRefundOpen(state);
      const d = command.data;
      if (!d.gateway.accepted) {
        // Nothing half-done: the order stays paid, the request stays open for another try.
        return [
          {
            type: 'RefundFailed',
            data: {
              paymentId: order.paymentId,
              userId: order.userId,
              attemptedBy: d.adminId,
              error: d.gateway.error.slice(0, 200),
              failedAt: d.at,
            },
          },
        ];
      }
      return [
        {
          type: 'RefundApproved',
          data: {
            paymentId: order.paymentId,
            userId: order.userId,
            approvedBy: d.adminId,
            approvedAt: d.at,
          },
        },
        {
          type: 'PaymentRefunded',
          data: {
            ...orderFacts(order),
            gatewayRefundId: d.gateway.refundId.slice(0, 100),
            refundedAt: d.at,
          },
        },
      ];
    }
    default:
      return [];
  }
}

export const paymentDecider = { decide, evolve, initialState };
