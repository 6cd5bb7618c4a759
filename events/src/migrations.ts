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
  {
    name: '0002_append_function',
    // The whole append — reservations, the ordering lock, the version check, the insert and
    // the notification — in one statement, so the global lock is never held across a client
    // round trip (under load, a busy Node event loop makes each round trip slow).
    async up(knex) {
      await runAll(knex, [
        `create function karier_append(
           p_stream text, p_expected integer, p_types text[], p_data jsonb[], p_metadata jsonb[],
           p_created_at timestamptz, p_reserve_scopes text[], p_reserve_keys text[],
           p_release_scopes text[], p_release_keys text[], p_key_subject text, p_wrapped_key text)
         returns table (out_position bigint, out_version integer)
         language plpgsql as $$
         declare
           current_version integer;
           owner text;
           i integer;
           positions bigint[];
           versions integer[];
         begin
           if p_key_subject is not null then
             insert into pii_keys (subject_id, wrapped_key) values (p_key_subject, p_wrapped_key)
               on conflict (subject_id) do nothing;
           end if;
           for i in 1 .. coalesce(array_length(p_release_keys, 1), 0) loop
             delete from reservations
              where scope = p_release_scopes[i] and key = p_release_keys[i] and stream_id = p_stream;
           end loop;
           for i in 1 .. coalesce(array_length(p_reserve_keys, 1), 0) loop
             insert into reservations (scope, key, stream_id)
               values (p_reserve_scopes[i], p_reserve_keys[i], p_stream)
               on conflict (scope, key) do nothing;
             select r.stream_id into owner from reservations r
              where r.scope = p_reserve_scopes[i] and r.key = p_reserve_keys[i];
             if owner is distinct from p_stream then
               raise exception using errcode = 'KR002', message = 'reservation taken',
                 detail = p_reserve_scopes[i];
             end if;
           end loop;
           perform pg_advisory_xact_lock(7340001);
           select coalesce(max(e.stream_version), 0) into current_version
             from events e where e.stream_id = p_stream;
           if p_expected >= 0 and p_expected <> current_version then
             raise exception using errcode = 'KR001', message = 'wrong expected version',
               detail = current_version::text;
           end if;
           with inserted as (
             insert into events (stream_id, stream_version, type, data, metadata, created_at)
             select p_stream, current_version + n, p_types[n], p_data[n], p_metadata[n], p_created_at
               from generate_series(1, array_length(p_types, 1)) as n
             returning position, stream_version
           )
           select array_agg(position order by position), array_agg(stream_version order by position)
             into positions, versions from inserted;
           perform pg_notify('karier_events', positions[array_length(positions, 1)]::text);
           return query select unnest(positions), unnest(versions);
         end $$`,
      ]);
    },
    async down(knex) {
      await runAll(knex, ['drop function if exists karier_append']);
    },
  },
  {
    name: '0003_entitlement_indexes',
    // Entitlements (quota, paid downloads) are read from the events themselves: these partial
    // expression indexes make each of those reads an index lookup instead of a scan.
    async up(knex) {
      await runAll(knex, [
        `create index events_entitlement_user_idx on events ((data->>'userId'), type)
          where type in ('PaymentSettled', 'CvUploaded')`,
        `create index events_entitlement_cv_idx on events ((data->>'cvId'), type)
          where type in ('PaymentSettled', 'CvUploaded')`,
        `create index events_revision_idx on events ((data->>'revisionId'))
          where type = 'CvRevisionGenerated'`,
      ]);
    },
    async down(knex) {
      await runAll(knex, [
        'drop index if exists events_revision_idx',
        'drop index if exists events_entitlement_cv_idx',
        'drop index if exists events_entitlement_user_idx',
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
