import type { Knex } from 'knex';
import { defineProjection } from '../projection.ts';

/** profiles: a job seeker's career profile, what /profile/me reads (lists as jsonb). */
export interface ProfileRow {
  user_id: string;
  phone: string;
  location: string;
  about: string;
  skills: string[];
  experience: unknown[];
  education: unknown[];
  version: number;
  updated_at: Date;
}

/** notification_preferences: one row per user who ever changed them (else both are on). */
export interface PreferencesRow {
  user_id: string;
  email_notifications: boolean;
  in_app_notifications: boolean;
  version: number;
  updated_at: Date;
}

/** Inserts or replaces rows by user, keeping a row that is already at a later version. */
async function upsertNewer(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  await trx(table)
    .insert(rows)
    .onConflict('user_id')
    .merge()
    .where(`${table}.version`, '<', trx.raw('excluded.version'));
}

export const profilesProjection = defineProjection({
  name: 'profiles',
  version: 1,
  description:
    'Profil karier (telepon, lokasi, tentang, keahlian, pengalaman, pendidikan) dan preferensi notifikasi.',
  handles: ['ProfileSaved', 'NotificationPreferencesChanged'],
  tables: ['profiles', 'notification_preferences'],
  async setup(db) {
    await db.schema.createTable('profiles', (t) => {
      t.uuid('user_id').primary();
      t.text('phone').notNullable();
      t.text('location').notNullable();
      t.text('about').notNullable();
      t.jsonb('skills').notNullable();
      t.jsonb('experience').notNullable();
      t.jsonb('education').notNullable();
      t.integer('version').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('notification_preferences', (t) => {
      t.uuid('user_id').primary();
      t.boolean('email_notifications').notNullable();
      t.boolean('in_app_notifications').notNullable();
      t.integer('version').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  // Each event is a full snapshot: a batch keeps the last one per user, and a re-delivered
  // (older or equal) version never overwrites a newer row.
  async applyBatch(events, trx) {
    const profiles = new Map<string, Record<string, unknown>>();
    const preferences = new Map<string, Record<string, unknown>>();
    for (const event of events) {
      switch (event.type) {
        case 'ProfileSaved': {
          const d = event.data;
          profiles.set(d.userId, {
            user_id: d.userId,
            phone: d.phone,
            location: d.location,
            about: d.about,
            skills: JSON.stringify(d.skills),
            experience: JSON.stringify(d.experience),
            education: JSON.stringify(d.education),
            version: event.streamVersion,
            updated_at: d.savedAt,
          });
          break;
        }
        case 'NotificationPreferencesChanged': {
          const d = event.data;
          preferences.set(d.userId, {
            user_id: d.userId,
            email_notifications: d.emailNotifications,
            in_app_notifications: d.inAppNotifications,
            version: event.streamVersion,
            updated_at: d.changedAt,
          });
          break;
        }
        default:
          break;
      }
    }
    await upsertNewer(trx, 'profiles', [...profiles.values()]);
    await upsertNewer(trx, 'notification_preferences', [...preferences.values()]);
  },
});
