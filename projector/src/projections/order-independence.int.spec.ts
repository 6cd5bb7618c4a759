import { randomUUID } from 'node:crypto';
import {
  contactStreamId,
  cvStreamId,
  paymentStreamId,
  profileStreamId,
  userStreamId,
  type KarierEvent,
  type RecordedEvent,
} from '@karier/events';
import type { Knex } from 'knex';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec, type GivenAppend } from '../../../test-support/projection-spec.ts';
import { projectionContext, type ProjectionContext } from '../projection.ts';
import { projections } from '../registry.ts';

const t0 = Date.parse('2026-11-04T08:00:00.000Z');
const at = (m: number) => new Date(t0 + m * 60_000).toISOString();

/** A history touching every projection, with facts of one stream about another's entity. */
function history(): GivenAppend[] {
  const out: [string, KarierEvent[]][] = [];
  for (let u = 0; u < 6; u++) {
    const userId = randomUUID();
    const cvId = randomUUID();
    const paymentId = `KRR-${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    out.push([
      userStreamId(userId),
      [
        {
          type: 'UserRegistered',
          data: {
            userId,
            name: `Pengguna ${u}`,
            email: `u${u}-${userId}@example.com`,
            passwordHash: '$h',
            role: 'user',
            registeredAt: at(u),
          },
        },
        {
          type: 'UserLoggedIn',
          data: {
            userId,
            sessionId: `s-${userId}`,
            method: 'password',
            loggedInAt: at(u + 1),
            expiresAt: at(10_000),
          },
        },
      ],
    ]);
    out.push([
      profileStreamId(userId),
      [
        {
          type: 'ProfileSaved',
          data: {
            userId,
            phone: '',
            location: 'Kota Medan',
            about: `Tentang ${u}`,
            skills: ['Excel'],
            experience: [],
            education: [],
            savedAt: at(u + 2),
          },
        },
      ],
    ]);
    out.push([
      cvStreamId(cvId),
      [
        {
          type: 'CvUploaded',
          data: {
            cvId,
            userId,
            title: `CV ${u}`,
            fileName: 'cv.pdf',
            fileHash: 'd'.repeat(64),
            format: 'pdf',
            sizeBytes: 10,
            pages: 1,
            ocr: false,
            template: 'modern',
            extractedText: `Teks ${u}`,
            uploadedAt: at(u + 3),
          },
        },
        ...(u === 1
          ? [
              {
                type: 'CvDeleted' as const,
                data: { cvId, userId, deletedBy: userId, deletedAt: at(u + 5) },
              },
            ]
          : []),
      ],
    ]);
    if (u % 2 === 0) {
      out.push([
        paymentStreamId(paymentId),
        [
          {
            type: 'PaymentSettled',
            data: {
              paymentId,
              userId,
              cvId,
              product: 'basic',
              amount: 25_000,
              gateway: 'simulated',
              gatewayTransactionId: `FP${u}`,
              settledAt: at(u + 4),
            },
          },
        ],
      ]);
    }
    if (u === 4) {
      out.push([
        userStreamId(userId),
        [
          {
            type: 'UserErased',
            data: {
              userId,
              erasedBy: userId,
              revokedSessionIds: [`s-${userId}`],
              erasedAt: at(30),
            },
          },
        ],
      ]);
    }
    const messageId = randomUUID();
    out.push([
      contactStreamId(messageId),
      [
        {
          type: 'ContactMessageReceived',
          data: {
            messageId,
            userId: null,
            name: 'Tamu',
            email: 'tamu@example.com',
            subject: 'Halo',
            message: 'Halo tim Karier, apa kabar?',
            emailIndex: null,
            receivedAt: at(u + 6),
          },
        },
      ],
    ]);
  }
  return out;
}

/** A deterministic shuffle that keeps each stream's own order (what partitions can do). */
function interleave(events: RecordedEvent[], seed: number): RecordedEvent[] {
  const byStream = new Map<string, RecordedEvent[]>();
  for (const e of events) byStream.set(e.streamId, [...(byStream.get(e.streamId) ?? []), e]);
  const queues = [...byStream.values()];
  let x = seed;
  const rand = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out: RecordedEvent[] = [];
  while (queues.some((q) => q.length > 0)) {
    const live = queues.filter((q) => q.length > 0);
    out.push(live[Math.floor(rand() * live.length)]!.shift()!);
  }
  return out;
}

/** Each projection's events of `batch`, applied as the projector would: in one transaction. */
async function applyAll(batch: RecordedEvent[], trx: Knex.Transaction, ctx: ProjectionContext) {
  for (const p of projections) {
    const mine = batch.filter((e) => (p.handles as readonly string[]).includes(e.type));
    if (mine.length === 0) continue;
    if (p.applyBatch) await p.applyBatch(mine, trx, ctx);
    else for (const e of mine) await p.apply!(e, trx, ctx);
  }
}

/**
 * On the bus, partitions are consumed independently: a stream keeps its order, but events of
 * different streams can arrive in any order. Every projection must give the same rows then.
 */
forEachBackend(
  (backend) => `projections do not depend on the order across streams (${backend})`,
  (backend) => {
    const spec = projectionSpec(backend, projections).given(history());

    it.each([1, 2, 3, 4, 5])('interleaving %i gives the rows of the global order', async (seed) => {
      await spec.rebuild();
      const inOrder = await spec.checksums();
      const events = await spec.events();
      for (const p of projections) await spec.runner.reset(p);
      const mixed = interleave(events, seed);
      const { knex } = spec.storage.db;
      const ctx = projectionContext(spec.storage.vault);
      // In small batches, as consumers of several partitions would apply them.
      for (let i = 0; i < mixed.length; i += 3) {
        const batch = mixed.slice(i, i + 3);
        await knex.transaction((trx) => applyAll(batch, trx, ctx));
      }
      expect(await spec.checksums()).toEqual(inOrder);
    });

    it('is idempotent: re-applying all events, each projection in one batch, changes nothing', async () => {
      const before = await spec.checksums();
      await spec.reapply(applyAll);
      expect(await spec.checksums()).toEqual(before);
    });

    it('rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
