import { randomUUID } from 'node:crypto';
import {
  cvStreamId,
  preferencesStreamId,
  profileStreamId,
  systemContext,
  userStreamId,
  type KarierEvent,
} from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStorage } from '../../../test-support/storage.ts';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionChecksums } from '../checksum.ts';
import { projectionContext } from '../projection.ts';
import { projections } from '../registry.ts';
import { ProjectionRunner } from '../runner.ts';

const t0 = Date.parse('2026-11-03T08:00:00.000Z');
const at = (m: number) => new Date(t0 + m * 60_000).toISOString();

/** Erasure (UserErased) and CV deletion (CvDeleted) → the rows every read model keeps. */
forEachBackend(
  (backend) => `erasure and CV deletion in the read models (${backend})`,
  (backend) => {
    let storage: Awaited<ReturnType<typeof openTestStorage>>;
    const userId = randomUUID();
    const adminId = randomUUID();
    const keptCv = randomUUID();
    const deletedCv = randomUUID();
    const context = {
      ...systemContext(new Date(at(0))),
      ip: '192.0.2.55',
      userAgent: 'Mozilla/5.0 Peramban-Wulan',
    };
    const append = async (streamId: string, events: KarierEvent[]) => {
      await storage.store.append(streamId, events, { expectedVersion: 'any', context });
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

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      await new ProjectionRunner(storage.store, projections).prepare();
      await append(userStreamId(userId), [
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
      ]);
      await append(profileStreamId(userId), [
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
      ]);
      await append(preferencesStreamId(userId), [
        {
          type: 'NotificationPreferencesChanged',
          data: { userId, emailNotifications: false, inAppNotifications: true, changedAt: at(2) },
        },
      ]);
      await append(cvStreamId(keptCv), [upload(keptCv, 3)]);
      await append(cvStreamId(deletedCv), [upload(deletedCv, 4)]);
      await new ProjectionRunner(storage.store, projections).catchUp();
      expect(await storage.db.knex('cvs').where({ user_id: userId }).pluck('cv_id')).toHaveLength(
        2,
      );

      // Searchable before: the blind index holds the user's grams.
      expect(
        (await storage.db.knex('user_search_grams').where({ user_id: userId })).length,
      ).toBeGreaterThan(10);
      await append(cvStreamId(deletedCv), [
        {
          type: 'CvDeleted',
          data: { cvId: deletedCv, userId, deletedBy: adminId, deletedAt: at(5) },
        },
      ]);
      await append(userStreamId(userId), [
        {
          type: 'UserErased',
          data: { userId, erasedBy: adminId, revokedSessionIds: ['w1'], erasedAt: at(6) },
        },
      ]);
      await storage.vault.erase(storage.db.knex, userId);
      await new ProjectionRunner(storage.store, projections).catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('keeps the account row, erased, its name and email reading [dihapus]', async () => {
      const row = await storage.db.knex('users').where({ id: userId }).first();
      expect(row).toMatchObject({ name: '[dihapus]', email: '[dihapus]', status: 'erased' });
    });

    it('keeps no search gram of the user (the blind index forgets them)', async () => {
      const before = await storage.db.knex('user_search_grams').where({ user_id: userId });
      expect(before).toEqual([]);
    });

    it('revokes the sessions and empties the profile for good', async () => {
      const session = await storage.db.knex('user_sessions').where({ id: 'w1' }).first();
      expect(new Date(session.revoked_at).toISOString()).toBe(at(6));
      const profile = await storage.db.knex('profiles').where({ user_id: userId }).first();
      expect(profile).toMatchObject({ phone: '', location: '', about: '', skills: '[]' });
    });

    it('keeps no readable IP or User-Agent of the user: sealed, then nulled or shredded', async () => {
      const session = await storage.db.knex('user_sessions').where({ id: 'w1' }).first();
      expect([session.ip, session.user_agent]).toEqual([null, null]);
      const rows = await storage.db.knex('activity_log').orderBy('position');
      expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2\.55|Peramban-Wulan/);
      const userRows = rows.filter((r) => r.target_id === userId);
      expect(userRows.length).toBeGreaterThan(1);
      for (const r of userRows) expect([r.ip, r.user_agent]).toEqual([null, null]);
      const opened = await storage.vault.openRows(storage.db.knex, rows, ['ip', 'user_agent']);
      for (const r of opened) expect([null, '[dihapus]']).toContain(r.ip);
      const events = await storage.store.readAll({ after: 0, limit: 1000 });
      for (const e of events) expect([null, '[dihapus]']).toContain(e.metadata.ip);
    });

    it('drops the deleted CV and titles the other [dihapus]', async () => {
      const rows = await storage.db.knex('cvs').where({ user_id: userId });
      expect(rows.map((r) => [r.cv_id, r.title])).toEqual([[keptCv, '[dihapus]']]);
    });

    it("keeps nothing of the erased owner's CV result: its text reads [dihapus]", async () => {
      const [row] = await storage.db.knex('cvs').where({ cv_id: keptCv });
      expect(row).toMatchObject({
        extracted_text: '[dihapus]',
        analysis: null,
        summary: null,
        revision: null,
      });
    });

    it('logs both actions, and the events themselves now read [dihapus]', async () => {
      const actions = await storage.db.knex('activity_log').orderBy('position').pluck('action');
      expect(actions.slice(-2)).toEqual(['Menghapus CV', 'Menghapus data pengguna']);
      const [registered] = await storage.store.readStream(userStreamId(userId));
      expect(registered!.data).toMatchObject({ name: '[dihapus]', email: '[dihapus]' });
    });

    it('a late re-delivery of old events brings nothing back', async () => {
      const before = await projectionChecksums(storage.db.knex, projections);
      const events = await storage.store.readAll({ after: 0, limit: 1000 });
      const old = events.filter((e) => e.type !== 'UserErased' && e.type !== 'CvDeleted');
      await storage.db.knex.transaction(async (trx) => {
        for (const p of projections) {
          const mine = old.filter((e) => (p.handles as readonly string[]).includes(e.type));
          if (p.applyBatch) await p.applyBatch(mine, trx, projectionContext(storage.vault));
        }
      });
      expect(await projectionChecksums(storage.db.knex, projections)).toEqual(before);
    });

    it('is idempotent, and a rebuild gives the same rows', async () => {
      const before = await projectionChecksums(storage.db.knex, projections);
      const events = await storage.store.readAll({ after: 0, limit: 1000 });
      await storage.db.knex.transaction(async (trx) => {
        for (const p of projections) {
          const mine = events.filter((e) => (p.handles as readonly string[]).includes(e.type));
          if (p.applyBatch) await p.applyBatch(mine, trx, projectionContext(storage.vault));
        }
      });
      expect(await projectionChecksums(storage.db.knex, projections)).toEqual(before);
      const runner = new ProjectionRunner(storage.store, projections);
      for (const p of projections) await runner.reset(p);
      await runner.catchUp();
      expect(await projectionChecksums(storage.db.knex, projections)).toEqual(before);
      // Rebuilt from events that read '[dihapus]' now: still no gram of the erased user.
      expect(await storage.db.knex('user_search_grams').where({ user_id: userId })).toEqual([]);
    });
  },
);
