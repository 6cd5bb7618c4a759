import { AppError, type EventDataOf } from '@karier/events';
import { deciderSpec } from '@karier/events/testing';
import { describe, it } from 'vitest';
import {
  contactDecider,
  MESSAGE_NOT_FOUND,
  type ContactCommand,
  type ContactEvent,
} from './contact-decider.ts';

const spec = deciderSpec(contactDecider);
const messageId = '3c1e2d4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const admin = '6f1c1f9e-5a55-4c43-9d4a-1f7d2b7f0a01';
const now = new Date('2026-11-23T10:00:00.000Z');

const message: EventDataOf<'ContactMessageReceived'> = {
  messageId,
  userId: null,
  name: 'Ayu Lestari',
  email: 'ayu@example.com',
  subject: 'Pembayaran',
  message: 'Pembayaran KRR-123 belum masuk.',
  emailIndex: 'index',
  receivedAt: '2026-11-23T09:00:00.000Z',
};
const received: ContactEvent = { type: 'ContactMessageReceived', data: message };
const handled: ContactEvent = {
  type: 'ContactMessageHandled',
  data: { messageId, handledBy: admin, handledAt: now.toISOString() },
};
const markHandled: ContactCommand = {
  type: 'MarkHandled',
  data: { messageId, handledBy: admin },
  metadata: { now },
};
const isNotFound = (err: unknown) =>
  err instanceof AppError && err.status === 404 && err.message === MESSAGE_NOT_FOUND;

describe('ReceiveMessage', () => {
  it('records the message', () => {
    spec.given([]).when({ type: 'ReceiveMessage', data: message }).then([received]);
  });

  it('a message received already is not recorded again', () => {
    spec.given([received]).when({ type: 'ReceiveMessage', data: message }).then([]);
  });
});

describe('MarkHandled', () => {
  it('marks a received message handled, by the admin, at the time of the command', () => {
    spec.given([received]).when(markHandled).then([handled]);
  });

  it('a second time changes nothing', () => {
    spec.given([received, handled]).when(markHandled).then([]);
  });

  it('no message at all: 404', () => {
    spec.given([]).when(markHandled).thenThrows(isNotFound);
  });
});
