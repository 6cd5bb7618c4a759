import type { Knex } from 'knex';

/** PGlite's extended protocol takes one statement per query, so statements run one by one. */
export async function runAll(knex: Knex, statements: string[]): Promise<void> {
  for (const sql of statements) await knex.raw(sql);
}

interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Schema of the write side. Plain objects (not files) so the same list runs under tsx, vitest
 * and the projector process, on PostgreSQL and PGlite alike. Append only: never edit a shipped one.
 */
export const eventStoreMigrations: Migration[] = [
  {
    name: '0001_event_store',
    async up(knex) {
      await runAll(knex, [
        `create table events (
          position        bigserial primary key,
          stream_id       text        not null,
          stream_version  integer     not null,
          type            text        not null,
          data            jsonb       not null,
          metadata        jsonb       not null,
          created_at      timestamptz not null default now(),
          constraint events_stream_version_unique unique (stream_id, stream_version)
        )`,
        `create index events_type_idx on events (type)`,
        // Events are facts: never updated, never deleted.
        `create function events_are_immutable() returns trigger language plpgsql as $$
        begin
          raise exception 'events are immutable (% on position %)', tg_op, old.position;
        end $$`,
        `create trigger events_immutable before update or delete on events
          for each row execute function events_are_immutable()`,
        // Cross-stream uniqueness (one account per email): written with the append.
        `create table reservations (
          scope      text not null,
          key        text not null,
          stream_id  text not null,
          created_at timestamptz not null default now(),
          primary key (scope, key)
        )`,
        `create index reservations_stream_idx on reservations (stream_id)`,
        // Per-subject data keys, wrapped by the master key. Erasing nulls the key.
        `create table pii_keys (
          subject_id  text primary key,
          wrapped_key text,
          created_at  timestamptz not null default now(),
          erased_at   timestamptz
        )`,
      ]);
    },
    async down(knex) {
      await runAll(knex, [
        'drop table if exists pii_keys',
        'drop table if exists reservations',
        'drop table if exists events',
        'drop function if exists events_are_immutable',
      ]);
    },
  },
];

export async function migrateEventStore(knex: Knex): Promise<void> {
  await knex.migrate.latest({
    tableName: 'karier_migrations',
    migrationSource: {
      getMigrations: async () => eventStoreMigrations,
      getMigrationName: (m: Migration) => m.name,
      getMigration: async (m: Migration) => m,
    },
  });
}
