import { notFound, type EventDataOf, type EventOf } from '@karier/events';

/** A contact message's stream (issue 8): received once, then handled by an admin. */
export type ContactEvent = EventOf<'ContactMessageReceived' | 'ContactMessageHandled'>;

export interface ContactState {
  received: boolean;
  handled: boolean;
}

export const initialState = (): ContactState => ({ received: false, handled: false });

export function evolve(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'ContactMessageReceived':
      return { ...state, received: true };
    case 'ContactMessageHandled':
      return { ...state, handled: true };
    default:
      return state;
  }
}

export type ContactCommand =
  | { type: 'ReceiveMessage'; data: EventDataOf<'ContactMessageReceived'> }
  | {
      type: 'MarkHandled';
      data: { messageId: string; handledBy: string };
      metadata: { now: Date };
    };

export const MESSAGE_NOT_FOUND = 'Pesan tidak ditemukan.';

export function decide(command: ContactCommand, state: ContactState): ContactEvent[] {
  switch (command.type) {
    case 'ReceiveMessage':
      // A message id is new with each message: one received already is no new message.
      if (state.received) return [];
      return [{ type: 'ContactMessageReceived', data: command.data }];
    case 'MarkHandled': {
      if (!state.received) throw notFound(MESSAGE_NOT_FOUND);
      // Handled once: a second time changes nothing.
      if (state.handled) return [];
      const { messageId, handledBy } = command.data;
      return [
        {
          type: 'ContactMessageHandled',
          data: { messageId, handledBy, handledAt: command.metadata.now.toISOString() },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

export const contactDecider = { decide, evolve, initialState };
