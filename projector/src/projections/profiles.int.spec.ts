import { randomUUID } from 'node:crypto';
import {
  preferencesStreamId,
  profileStreamId,
  systemContext,
  type KarierEvent,
} from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
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
    const userId = randomUUID();
    const spec = projectionSpec(backend, profilesProjection, { batchSize: 2 }).given(
      [
        [profileStreamId(userId), saved(userId, 'Pertama', 1)],
        [profileStreamId(userId), saved(userId, 'Kedua', 2)],
        [preferencesStreamId(userId), prefs(userId, false, 3)],
        [preferencesStreamId(userId), prefs(userId, true, 4)],
        [preferencesStreamId(userId), prefs(userId, false, 5)],
      ],
      { context: systemContext(new Date(at(0))) },
    );

    it('given two saves, keeps the latest snapshot with the stream version (personal fields sealed)', async () => {
      const [sealed] = await spec.thenRows('profiles', (q) => q.where({ user_id: userId }));
      for (const f of ['phone', 'location', 'about', 'skills', 'experience', 'education']) {
        expect(sealed![f], f).toMatch(/^pii:v1a?:/);
      }
      expect(JSON.stringify(sealed)).not.toMatch(/Batam|Kasir|Kedua|6281234567890|Akuntansi/);
      const [row] = await spec.opened(
        [sealed!],
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
      const [row] = await spec.thenRows('notification_preferences', (q) =>
        q.where({ user_id: userId }),
      );
      expect(row).toMatchObject({
        email_notifications: false,
        in_app_notifications: true,
        version: 3,
      });
    });

    it('is idempotent: re-applying all events (older versions too) changes nothing', async () => {
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        for (const e of events) await profilesProjection.applyBatch!([e], trx);
        await profilesProjection.applyBatch!(events, trx);
        // A late re-delivery of the oldest events must not roll the rows back.
        await profilesProjection.applyBatch!(events.slice(0, 3), trx);
      });
      expect(await spec.checksums()).toEqual(before);
      const rows = await spec.thenRows('profiles', (q) => q.where({ user_id: userId }));
      expect((await spec.opened(rows.slice(0, 1), ['about']))[0]!.about).toBe('Kedua');
    });

    it('rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
