import { randomUUID } from 'node:crypto';
import {
  cvStreamId,
  preferencesStreamId,
  profileStreamId,
  systemContext,
  userStreamId,
  type KarierEvent,
  type RecordedEvent,
} from '@karier/events';
import type { Knex } from 'knex';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
import type { ProjectionContext } from '../projection.ts';
import { projections } from '../registry.ts';

const t0 = Date.parse('2026-11-03T08:00:00.000Z');
const at = (m: number) => new Date(t0 + m * 60_000).toISOString();

/** Erasure (UserErased) and CV deletion (CvDeleted) → the rows every read model keeps. */
forEachBackend(
  (backend) => `erasure and CV deletion in the read models (${backend})`,
  (backend) => {
    const userId = randomUUID();
    const adminId = randomUUID();
    const keptCv = randomUUID();
    const deletedCv = randomUUID();
    const context = {
      ...systemContext(new Date(at(0))),
      ip: '192.0.2.55',
      userAgent: 'Mozilla/5.0 Peramban-Wulan',
    };
    const upload = (cvId: string, m: number): KarierEvent => ({
      type: 'CvUploaded',
      data: {
        cvId,
        userId,
        title: `CV Wulan Kusuma ${m}`,
        fileName: 'cv-wulan.pdf',
        fileHash: 'c'.repeat(64),
        format: 'pdf',
        sizeBytes: 100,
        pages: 1,
        ocr: false,
        template: 'modern',
        extractedText: 'Wulan Kusuma, Surabaya',
        uploadedAt: at(m),
      },
    });

    const spec = projectionSpec(backend, projections).given(
      [
        [
          userStreamId(userId),
          [
            {
              type: 'UserRegistered',
              data: {
                userId,
                name: 'Wulan Kusuma',
                email: `wulan-${userId}@example.com`,
                passwordHash: '$h',
                role: 'user',
                registeredAt: at(0),
              },
            },
            {
              type: 'UserLoggedIn',
              data: {
                userId,
                sessionId: 'w1',
                method: 'password',
                loggedInAt: at(1),
                expiresAt: at(10_000),
              },
            },
          ],
        ],
        [
          profileStreamId(userId),
          {
            type: 'ProfileSaved',
            data: {
              userId,
              phone: '+6281234500000',
              location: 'Kota Surabaya',
              about: 'Wulan, analis data',
              skills: ['SQL'],
              experience: [],
              education: [],
              savedAt: at(2),
            },
          },
        ],
        [
          preferencesStreamId(userId),
          {
            type: 'NotificationPreferencesChanged',
            data: { userId, emailNotifications: false, inAppNotifications: true, changedAt: at(2) },
          },
        ],
        [cvStreamId(keptCv), upload(keptCv, 3)],
        [cvStreamId(deletedCv), upload(deletedCv, 4)],
        // Projected before the erasure: two CVs, and searchable (the blind index holds the
        // user's grams).
        async (s) => {
          await s.runner.catchUp();
          expect(await s.thenRows('cvs', (q) => q.where({ user_id: userId }))).toHaveLength(2);
          expect(
            (await s.thenRows('user_search_grams', (q) => q.where({ user_id: userId }))).length,
          ).toBeGreaterThan(10);
        },
        [
          cvStreamId(deletedCv),
          {
            type: 'CvDeleted',
            data: { cvId: deletedCv, userId, deletedBy: adminId, deletedAt: at(5) },
          },
        ],
        [
          userStreamId(userId),
          {
            type: 'UserErased',
            data: { userId, erasedBy: adminId, revokedSessionIds: ['w1'], erasedAt: at(6) },
          },
        ],
        // As the command does: the user's key is shredded before the projector sees the erasure.
        (s) => s.storage.vault.erase(s.storage.db.knex, userId),
      ],
      { context },
    );

    const first = async (table: string, where: Record<string, string>) =>
      (await spec.thenRows(table, (q) => q.where(where)))[0];

    it('keeps the account row, erased, its name and email reading [dihapus]', async () => {
      const row = await first('users', { id: userId });
      expect(row).toMatchObject({ name: '[dihapus]', email: '[dihapus]', status: 'erased' });
    });

    it('keeps no search gram of the user (the blind index forgets them)', async () => {
      const before = await spec.thenRows('user_search_grams', (q) => q.where({ user_id: userId }));
      expect(before).toEqual([]);
    });

    it('revokes the sessions and empties the profile for good', async () => {
      const session = await first('user_sessions', { id: 'w1' });
      expect(new Date(session!.revoked_at).toISOString()).toBe(at(6));
      const profile = await first('profiles', { user_id: userId });
      expect(profile).toMatchObject({ phone: '', location: '', about: '', skills: '[]' });
    });

    it('keeps no readable IP or User-Agent of the user: sealed, then nulled or shredded', async () => {
      const session = await first('user_sessions', { id: 'w1' });
      expect([session!.ip, session!.user_agent]).toEqual([null, null]);
      const rows = await spec.thenRows('activity_log', (q) => q.orderBy('position'));
      expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2\.55|Peramban-Wulan/);
      const userRows = rows.filter((r) => r.target_id === userId);
      expect(userRows.length).toBeGreaterThan(1);
      for (const r of userRows) expect([r.ip, r.user_agent]).toEqual([null, null]);
      const opened = await spec.opened(rows, ['ip', 'user_agent']);
      for (const r of opened) expect([null, '[dihapus]']).toContain(r.ip);
      for (const e of await spec.events()) expect([null, '[dihapus]']).toContain(e.metadata.ip);
    });

    it('drops the deleted CV and titles the other [dihapus]', async () => {
      const rows = await spec.thenRows('cvs', (q) => q.where({ user_id: userId }));
      expect(rows.map((r) => [r.cv_id, r.title])).toEqual([[keptCv, '[dihapus]']]);
    });

    it("keeps nothing of the erased owner's CV result: its text reads [dihapus]", async () => {
      const row = await first('cvs', { cv_id: keptCv });
      expect(row).toMatchObject({
        extracted_text: '[dihapus]',
        analysis: null,
        summary: null,
        revision: null,
      });
    });

    it('logs both actions, and the events themselves now read [dihapus]', async () => {
      const actions = (await spec.thenRows('activity_log', (q) => q.orderBy('position'))).map(
        (r) => r.action,
      );
      expect(actions.slice(-2)).toEqual(['Menghapus CV', 'Menghapus data pengguna']);
      const [registered] = await spec.storage.store.readStream(userStreamId(userId));
      expect(registered!.data).toMatchObject({ name: '[dihapus]', email: '[dihapus]' });
    });

    /** Each projection's `applyBatch` on the events it handles, in one transaction. */
    const applyAll = async (
      events: RecordedEvent[],
      trx: Knex.Transaction,
      ctx: ProjectionContext,
    ) => {
      for (const p of projections) {
        const mine = events.filter((e) => (p.handles as readonly string[]).includes(e.type));
        if (p.applyBatch) await p.applyBatch(mine, trx, ctx);
      }
    };

    it('a late re-delivery of old events brings nothing back', async () => {
      const before = await spec.checksums();
      await spec.reapply((events, trx, ctx) =>
        applyAll(
          events.filter((e) => e.type !== 'UserErased' && e.type !== 'CvDeleted'),
          trx,
          ctx,
        ),
      );
      expect(await spec.checksums()).toEqual(before);
    });

    it('is idempotent: re-applying all events changes nothing', async () => {
      const before = await spec.checksums();
      await spec.reapply(applyAll);
      expect(await spec.checksums()).toEqual(before);
    });

    it('rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
      // Rebuilt from events that read '[dihapus]' now: still no gram of the erased user.
      expect(await spec.thenRows('user_search_grams', (q) => q.where({ user_id: userId }))).toEqual(
        [],
      );
    });
  },
);
