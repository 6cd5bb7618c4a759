import { randomUUID } from 'node:crypto';
import { contactStreamId, systemContext } from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStorage } from '../../../test-support/storage.ts';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionChecksums } from '../checksum.ts';
import { ProjectionRunner } from '../runner.ts';
import { contactMessagesProjection } from './contact-messages.ts';

forEachBackend(
  (backend) => `contact-messages projection on ${backend}`,
  (backend) => {
    let storage: Awaited<ReturnType<typeof openTestStorage>>;
    const id = randomUUID();
    const admins = [randomUUID(), randomUUID()];

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      const runner = new ProjectionRunner(storage.store, [contactMessagesProjection]);
      await runner.prepare();
      await storage.store.append(
        contactStreamId(id),
        [
          {
            type: 'ContactMessageReceived',
            data: {
              messageId: id,
              userId: null,
              name: 'Sari Wijaya',
              email: 'sari@example.com',
              subject: 'Tanya harga',
              message: 'Berapa harga paket Basic?',
              emailIndex: null,
              receivedAt: '2026-11-20T03:00:00.000Z',
            },
          },
          ...admins.map((handledBy, i) => ({
            type: 'ContactMessageHandled' as const,
            data: { messageId: id, handledBy, handledAt: `2026-11-2${i + 1}T03:00:00.000Z` },
          })),
        ],
        { expectedVersion: 'no_stream', context: systemContext() },
      );
      await runner.catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('keeps the message sealed and the first handling', async () => {
      const row = await storage.db.knex('contact_messages').where({ id }).first();
      expect(JSON.stringify(row)).not.toMatch(/Sari|sari@|harga/);
      const [opened] = await storage.vault.openRows(
        storage.db.knex,
        [row],
        ['name', 'email', 'subject', 'message'],
      );
      expect(opened).toMatchObject({
        name: 'Sari Wijaya',
        email: 'sari@example.com',
        subject: 'Tanya harga',
        message: 'Berapa harga paket Basic?',
        handled_by: admins[0],
      });
      expect(new Date(row.handled_at).toISOString()).toBe('2026-11-21T03:00:00.000Z');
    });

    it('is idempotent and rebuilds to the same rows', async () => {
      const before = await projectionChecksums(storage.db.knex, [contactMessagesProjection]);
      const events = await storage.store.readAll({ after: 0, limit: 100 });
      await storage.db.knex.transaction((trx) =>
        contactMessagesProjection.applyBatch!(events, trx),
      );
      expect(await projectionChecksums(storage.db.knex, [contactMessagesProjection])).toEqual(
        before,
      );
      const runner = new ProjectionRunner(storage.store, [contactMessagesProjection]);
      await runner.reset(contactMessagesProjection);
      await runner.catchUp();
      expect(await projectionChecksums(storage.db.knex, [contactMessagesProjection])).toEqual(
        before,
      );
    });
  },
);
