import { randomUUID } from 'node:crypto';
import {
  preferencesStreamId,
  profileStreamId,
  systemContext,
  type KarierEvent,
} from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStorage } from '../../../test-support/storage.ts';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionChecksums } from '../checksum.ts';
import { ProjectionRunner } from '../runner.ts';
import { profilesProjection } from './profiles.ts';

const t0 = Date.parse('2026-11-01T08:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();

const saved = (userId: string, about: string, minutes: number): KarierEvent => ({
  type: 'ProfileSaved',
  data: {
    userId,
    phone: '+6281234567890',
    location: 'Kota Batam',
    about,
    skills: ['Excel', 'Akuntansi'],
    experience: [
      {
        id: 'e1',
        title: 'Kasir',
        company: 'Toko Sejahtera',
        from: 2020,
        to: 2022,
        current: false,
        description: '',
      },
    ],
    education: [],
    savedAt: at(minutes),
  },
});
const prefs = (userId: string, email: boolean, minutes: number): KarierEvent => ({
  type: 'NotificationPreferencesChanged',
  data: { userId, emailNotifications: email, inAppNotifications: true, changedAt: at(minutes) },
});

forEachBackend(
  (backend) => `profiles projection on ${backend}`,
  (backend) => {
    let storage: Awaited<ReturnType<typeof openTestStorage>>;
    let runner: ProjectionRunner;
    const userId = randomUUID();

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      runner = new ProjectionRunner(storage.store, [profilesProjection], { batchSize: 2 });
      await runner.prepare();
      const context = systemContext(new Date(at(0)));
      for (const e of [saved(userId, 'Pertama', 1), saved(userId, 'Kedua', 2)]) {
        await storage.store.append(profileStreamId(userId), [e], {
          expectedVersion: 'any',
          context,
        });
      }
      for (const e of [prefs(userId, false, 3), prefs(userId, true, 4), prefs(userId, false, 5)]) {
        await storage.store.append(preferencesStreamId(userId), [e], {
          expectedVersion: 'any',
          context,
        });
      }
      await runner.catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('given two saves, keeps the latest snapshot with the stream version (personal fields sealed)', async () => {
      const sealed = await storage.db.knex('profiles').where({ user_id: userId }).first();
      for (const f of ['phone', 'location', 'about', 'skills', 'experience', 'education']) {
        expect(sealed[f], f).toMatch(/^pii:v1a?:/);
      }
      expect(JSON.stringify(sealed)).not.toMatch(/Batam|Kasir|Kedua|6281234567890|Akuntansi/);
      const [row] = await storage.vault.openRows(
        storage.db.knex,
        [sealed],
        ['phone', 'location', 'about', 'skills', 'experience', 'education'],
      );
      expect(row).toMatchObject({
        phone: '+6281234567890',
        location: 'Kota Batam',
        about: 'Kedua',
        skills: ['Excel', 'Akuntansi'],
        education: [],
        version: 2,
      });
      expect(row!.experience).toEqual([expect.objectContaining({ title: 'Kasir', to: 2022 })]);
      expect(new Date(row!.updated_at).toISOString()).toBe(at(2));
    });

    it('given preference changes, keeps the latest', async () => {
      const row = await storage.db
        .knex('notification_preferences')
        .where({ user_id: userId })
        .first();
      expect(row).toMatchObject({
        email_notifications: false,
        in_app_notifications: true,
        version: 3,
      });
    });

    it('is idempotent: re-applying all events (older versions too) changes nothing', async () => {
      const before = await projectionChecksums(storage.db.knex, [profilesProjection]);
      const events = await storage.store.readAll({ after: 0, limit: 100 });
      await storage.db.knex.transaction(async (trx) => {
        for (const e of events) await profilesProjection.applyBatch!([e], trx);
        await profilesProjection.applyBatch!(events, trx);
        // A late re-delivery of the oldest events must not roll the rows back.
        await profilesProjection.applyBatch!(events.slice(0, 3), trx);
      });
      expect(await projectionChecksums(storage.db.knex, [profilesProjection])).toEqual(before);
      const row = await storage.db.knex('profiles').where({ user_id: userId }).first();
      expect((await storage.vault.openRows(storage.db.knex, [row], ['about']))[0]!.about).toBe(
        'Kedua',
      );
    });

    it('rebuilds to the same rows', async () => {
      const before = await projectionChecksums(storage.db.knex, [profilesProjection]);
      await runner.reset(profilesProjection);
      await runner.catchUp();
      expect(await projectionChecksums(storage.db.knex, [profilesProjection])).toEqual(before);
    });
  },
);
