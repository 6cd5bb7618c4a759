import { sealedField } from '@karier/events';
import type { Knex } from 'knex';
import { defineProjection } from '../projection.ts';

/**
 * profiles: a job seeker's career profile, what /profile/me reads. The personal fields (phone,
 * location, about, skills, experience, education) are kept sealed as in the event — open them
 * with `vault.openRows` (the lists come back as arrays; skills of a v1 event, stored before they
 * were sealed, are a JSON list). An erased user's profile becomes an empty tombstone.
 */
export interface ProfileRow {
  user_id: string;
  phone: string;
  location: string;
  about: string;
  /** Sealed list (`pii:v1a:…`), or a JSON list from a v1 event. */
  skills: string;
  /** Sealed list (`pii:v1a:…`). */
  experience: string;
  /** Sealed list (`pii:v1a:…`). */
  education: string;
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
  version: 3,
  description:
    'Profil karier (telepon, lokasi, tentang, keahlian, pengalaman, pendidikan — tersegel) dan preferensi notifikasi.',
  handles: ['ProfileSaved', 'NotificationPreferencesChanged', 'UserErased'],
  tables: ['profiles', 'notification_preferences'],
  async setup(db) {
    await db.schema.createTable('profiles', (t) => {
      t.uuid('user_id').primary();
      t.text('phone').notNullable();
      t.text('location').notNullable();
      t.text('about').notNullable();
      t.text('skills').notNullable();
      t.text('experience').notNullable();
      t.text('education').notNullable();
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
            phone: sealedField(event, 'phone'),
            location: sealedField(event, 'location'),
            about: sealedField(event, 'about'),
            skills: sealedOrJson(sealedField(event, 'skills')),
            experience: sealedOrJson(sealedField(event, 'experience')),
            education: sealedOrJson(sealedField(event, 'education')),
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
        case 'UserErased':
          // A tombstone at the highest version: no snapshot re-delivered later overwrites it.
          profiles.set(event.data.userId, {
            user_id: event.data.userId,
            phone: '',
            location: '',
            about: '',
            skills: '[]',
            experience: '[]',
            education: '[]',
            version: ERASED_VERSION,
            updated_at: event.data.erasedAt,
          });
          break;
        default:
          break;
      }
    }
    await upsertNewer(trx, 'profiles', [...profiles.values()]);
    await upsertNewer(trx, 'notification_preferences', [...preferences.values()]);
  },
});

/** The version of an erased user's profile row: above any stream version. */
const ERASED_VERSION = 2_147_483_647;

/** A sealed list stays as stored; a list that was not sealed (none in practice) as JSON. */
const sealedOrJson = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? []));
