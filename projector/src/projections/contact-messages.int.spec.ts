import { randomUUID } from 'node:crypto';
import { contactStreamId } from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
import { contactMessagesProjection } from './contact-messages.ts';

forEachBackend(
  (backend) => `contact-messages projection on ${backend}`,
  (backend) => {
    const id = randomUUID();
    const admins = [randomUUID(), randomUUID()];
    const spec = projectionSpec(backend, contactMessagesProjection).given([
      [
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
      ],
    ]);

    it('keeps the message sealed and the first handling', async () => {
      const [row] = await spec.thenRows('contact_messages', (q) => q.where({ id }));
      expect(JSON.stringify(row)).not.toMatch(/Sari|sari@|harga/);
      const [opened] = await spec.opened([row!], ['name', 'email', 'subject', 'message']);
      expect(opened).toMatchObject({
        name: 'Sari Wijaya',
        email: 'sari@example.com',
        subject: 'Tanya harga',
        message: 'Berapa harga paket Basic?',
        handled_by: admins[0],
      });
      expect(new Date(row!.handled_at).toISOString()).toBe('2026-11-21T03:00:00.000Z');
    });

    it('is idempotent and rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.reapply((events, trx) => contactMessagesProjection.applyBatch!(events, trx));
      expect(await spec.checksums()).toEqual(before);
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
