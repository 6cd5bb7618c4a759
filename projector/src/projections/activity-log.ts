import {
  defaultCatalogue,
  eventLabels,
  sealedMetadataField,
  streamCategory,
  streamEntityId,
  type EventType,
} from '@karier/events';
import { pgArray } from '@karier/store';
import { defineProjection } from '../projection.ts';

/**
 * The Indonesian label of every event type, from its `defineEvent`: the audit trail names every
 * action in the words of the catalogue.
 */
export const activityLabels = Object.fromEntries(
  Object.entries(eventLabels).map(([type, label]) => [type, label.id]),
) as Record<EventType, string>;

export interface ActivityRow {
  position: number;
  event_type: string;
  action: string;
  actor_id: string | null;
  actor_role: string;
  target_type: string;
  target_id: string;
  /** Sealed with the actor's key (`pii:v1:…`); null once the user it belongs to was erased. */
  ip: string | null;
  /** Sealed like `ip`. */
  user_agent: string | null;
  correlation_id: string;
  occurred_at: Date;
}

/** activity_log: one row per event of every type — the complete audit trail. */
export const activityLogProjection = defineProjection({
  name: 'activity-log',
  version: 2,
  description:
    'Log aktivitas: satu baris untuk setiap event (pelaku, aksi, target, waktu, IP dan perangkat tersegel).',
  handles: defaultCatalogue.types() as EventType[],
  tables: ['activity_log'],
  // Keeps IP and device sealed and reads only ids and types: no key needed.
  readsSealed: true,
  // Of the data, only an erasure's userId.
  readsDataOf: ['UserErased'],
  async setup(db) {
    await db.schema.createTable('activity_log', (t) => {
      t.bigInteger('position').primary();
      t.text('event_type').notNullable();
      t.text('action').notNullable();
      t.uuid('actor_id');
      t.text('actor_role').notNullable();
      t.text('target_type').notNullable();
      t.text('target_id').notNullable();
      t.text('ip');
      t.text('user_agent');
      t.text('correlation_id').notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.index(['occurred_at']);
      t.index(['actor_id']);
      t.index(['event_type']);
    });
  },
  // Set-based: one `insert … select from unnest(arrays)` per batch — 11 array parameters
  // instead of 11 bindings per row, so neither knex nor the driver handles each value.
  async applyBatch(events, trx) {
    const cols: (string | null)[][] = Array.from({ length: 11 }, () => []);
    for (const e of events) {
      const m = e.metadata;
      const row = [
        String(e.position),
        e.type,
        activityLabels[e.type] ?? e.type,
        m.actorId,
        m.actorRole,
        streamCategory(e.streamId),
        streamEntityId(e.streamId),
        sealedMetadataField(e, 'ip'),
        sealedMetadataField(e, 'userAgent'),
        m.correlationId,
        e.createdAt.toISOString(),
      ];
      for (let i = 0; i < 11; i++) cols[i]!.push(row[i] ?? null);
    }
    await trx.raw(
      `insert into activity_log (position, event_type, action, actor_id, actor_role, target_type,
         target_id, ip, user_agent, correlation_id, occurred_at)
       select * from unnest(?::bigint[], ?::text[], ?::text[], ?::uuid[], ?::text[], ?::text[],
         ?::text[], ?::text[], ?::text[], ?::text[], ?::timestamptz[])
       on conflict (position) do nothing`,
      cols.map(pgArray),
    );
    // An erased user's network metadata goes (events stored before it was sealed carry it in
    // clear): the rows they acted in, and the anonymous ones on their streams (e.g. sign-in).
    const erased = events.filter((e) => e.type === 'UserErased').map((e) => e.data.userId);
    if (erased.length > 0) {
      await trx('activity_log')
        .where((q) =>
          q
            .whereIn('actor_id', erased)
            .orWhere((a) => a.whereNull('actor_id').whereIn('target_id', erased)),
        )
        .andWhere((q) => q.whereNotNull('ip').orWhereNotNull('user_agent'))
        .update({ ip: null, user_agent: null });
    }
  },
});
