import { AppError, notFound, PRICE_LIST, type EventDataOf, type EventOf } from '@karier/events';

// ---- State ----

export type PaymentEvent = EventOf<'PaymentRequested' | 'PaymentSettled' | 'PaymentFailed'>;
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface PaymentState {
  order: EventDataOf<'PaymentRequested'> | null;
  status: PaymentStatus | null;
  gatewayTransactionId: string | null;
  settledAt: string | null;
}

export const initialState = (): PaymentState => ({
  order: null,
  status: null,
  gatewayTransactionId: null,
  settledAt: null,
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
    };

export const PAYMENT_NOT_FOUND = 'Pembayaran tidak ditemukan.';
export const AMOUNT_MISMATCH = 'Jumlah pembayaran tidak sesuai.';

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
            paymentId: order.paymentId,
            userId: order.userId,
            cvId: order.cvId,
            product: order.product,
            amount: order.amount,
            gateway: order.gateway,
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
    default:
      return [];
  }
}

export const paymentDecider = { decide, evolve, initialState };
