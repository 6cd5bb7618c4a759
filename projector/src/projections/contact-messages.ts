import { sealedField } from '@karier/events';
import { defineProjection } from '../projection.ts';

/**
 * contact_messages: one row per message of the contact form, what the admin panel lists. The
 * sender's name, email, subject and message stay sealed as in the event.
 */
export interface ContactMessageRow {
  id: string;
  user_id: string | null;
  /** Sealed (`pii:v1:…`). */
  name: string;
  /** Sealed. */
  email: string;
  /** Sealed. */
  subject: string;
  /** Sealed. */
  message: string;
  received_at: Date;
  handled_at: Date | null;
  handled_by: string | null;
}

export const contactMessagesProjection = defineProjection({
  name: 'contact-messages',
  version: 1,
  description: 'Pesan dari formulir kontak (tersegel) dan apakah sudah ditangani admin.',
  handles: ['ContactMessageReceived', 'ContactMessageHandled'],
  tables: ['contact_messages'],
  async setup(db) {
    await db.schema.createTable('contact_messages', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id');
      t.text('name').notNullable();
      t.text('email').notNullable();
      t.text('subject').notNullable();
      t.text('message').notNullable();
      t.timestamp('received_at', { useTz: true }).notNullable().index();
      t.timestamp('handled_at', { useTz: true });
      t.uuid('handled_by');
    });
  },
  async applyBatch(events, trx) {
    for (const event of events) {
      if (event.type === 'ContactMessageReceived') {
        const d = event.data;
        await trx('contact_messages')
          .insert({
            id: d.messageId,
            user_id: d.userId,
            name: sealedField(event, 'name'),
            email: sealedField(event, 'email'),
            subject: sealedField(event, 'subject'),
            message: sealedField(event, 'message'),
            received_at: d.receivedAt,
          })
          .onConflict('id')
          .ignore();
      } else if (event.type === 'ContactMessageHandled') {
        // The first time it was handled is kept (a re-delivery changes nothing).
        await trx('contact_messages')
          .where({ id: event.data.messageId })
          .whereNull('handled_at')
          .update({ handled_at: event.data.handledAt, handled_by: event.data.handledBy });
      }
    }
  },
});
