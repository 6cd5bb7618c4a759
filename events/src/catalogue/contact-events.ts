import { z } from 'zod';
import { defineEvent } from './define.ts';

const messageId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });

export const ContactMessageReceived = defineEvent({
  type: 'ContactMessageReceived',
  version: 1,
  description:
    'A visitor (or a signed-in user) sent a message through the contact form. Sealed with the user’s key when signed in, else with a key of the message’s own.',
  schema: z.object({
    messageId,
    /** The sender's account when they were signed in. */
    userId: z.uuid().nullable(),
    name: z.string().min(1).max(100),
    email: z.email(),
    subject: z.string().min(1).max(200),
    message: z.string().min(1).max(5000),
    receivedAt: isoDate,
  }),
  pii: ['name', 'email', 'subject', 'message'],
  subject: (d) => d.userId ?? d.messageId,
});

export const ContactMessageHandled = defineEvent({
  type: 'ContactMessageHandled',
  version: 1,
  description: 'An admin marked a contact message as handled (answered).',
  schema: z.object({ messageId, handledBy: z.uuid(), handledAt: isoDate }),
});

/** The contact form (issue 8). */
export const contactEvents = [ContactMessageReceived, ContactMessageHandled] as const;
