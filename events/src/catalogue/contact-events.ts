import { z } from 'zod';
import { defineEvent } from './define.ts';

const messageId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });

/** Scope of the contact sender's email blind index (`PiiVault.blindIndex`). */
export const CONTACT_EMAIL_INDEX = 'contact-email';

export const ContactMessageReceived = defineEvent({
  type: 'ContactMessageReceived',
  version: 2,
  label: { id: 'Mengirim pesan kontak', en: 'Sent a contact message' },
  description:
    'A visitor (or a signed-in user) sent a message through the contact form. Sealed with the user’s key when signed in, else with a key of the message’s own, destroyed when an account with the same email is erased (found by the email’s blind index; v2).',
  schema: z.object({
    messageId,
    /** The sender's account when they were signed in. */
    userId: z.uuid().nullable(),
    name: z.string().min(1).max(100),
    email: z.email(),
    subject: z.string().min(1).max(200),
    message: z.string().min(1).max(5000),
    /** Keyed hash of the email (scope `contact-email`): finds the message on erasure. */
    emailIndex: z.string().min(1).nullable(),
    receivedAt: isoDate,
  }),
  pii: ['name', 'email', 'subject', 'message'],
  subject: (d) => d.userId ?? d.messageId,
  // v1 had no blind index: erasure finds those messages by opening their email.
  upcasters: { 1: (d) => ({ ...d, emailIndex: null }) },
});

export const ContactMessageHandled = defineEvent({
  type: 'ContactMessageHandled',
  version: 1,
  label: { id: 'Menandai pesan kontak selesai', en: 'Marked a contact message as handled' },
  description: 'An admin marked a contact message as handled (answered).',
  schema: z.object({ messageId, handledBy: z.uuid(), handledAt: isoDate }),
});

/** The contact form (issue 8). */
export const contactEvents = [ContactMessageReceived, ContactMessageHandled] as const;
