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
 * karier_append as migration 0002 created it (0004 replaces it with the hash-chained
 * version, and puts this one back on the way down).
 */
const appendFunctionV1 = (verb: 'create' | 'create or replace') => `${verb} function karier_append(
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
         end $$`;

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
      await runAll(knex, [appendFunctionV1('create')]);
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
  {
    name: '0004_audit_hash_chain',
    // Tamper-evident audit trail: each event carries sha256 over the previous event's hash and
    // its own fields (see karier_event_hash), chained in position order. karier_append computes
    // it under its global lock, so the chain follows commit order. Verified by verifyAuditTrail.
    async up(knex) {
      await runAll(knex, [
        `alter table events add column hash bytea`,
        // The one definition of the hash, used by the append, the backfill and the verifier.
        // Fields are separated by a unit separator; jsonb::text is PostgreSQL's canonical form;
        // created_at as epoch microseconds, independent of the session time zone.
        `create function karier_event_hash(
           p_prev bytea, p_position bigint, p_stream text, p_version integer, p_type text,
           p_data jsonb, p_metadata jsonb, p_created_at timestamptz)
         returns bytea language sql immutable as $$
           select sha256(coalesce(p_prev, ''::bytea) || convert_to(
             p_position::text || chr(31) || p_stream || chr(31) || p_version::text || chr(31) ||
             p_type || chr(31) || p_data::text || chr(31) || p_metadata::text || chr(31) ||
             (extract(epoch from p_created_at) * 1000000)::bigint::text, 'UTF8'))
         $$`,
        // Backfill the events written so far, in position order (the immutability trigger is
        // off for this transaction only: adding a column is not changing a fact).
        `alter table events disable trigger events_immutable`,
        `do $$
         declare
           r record;
           prev bytea := null;
         begin
           perform pg_advisory_xact_lock(7340001);
           for r in select * from events order by position loop
             prev := karier_event_hash(prev, r.position, r.stream_id, r.stream_version, r.type,
                                       r.data, r.metadata, r.created_at);
             update events set hash = prev where position = r.position;
           end loop;
         end $$`,
        `alter table events enable trigger events_immutable`,
        `alter table events alter column hash set not null`,
        // Same signature and behaviour as 0002, plus the hash: positions are drawn from the
        // sequence under the lock, so each new event chains onto the one just before it.
        `create or replace function karier_append(
           p_stream text, p_expected integer, p_types text[], p_data jsonb[], p_metadata jsonb[],
           p_created_at timestamptz, p_reserve_scopes text[], p_reserve_keys text[],
           p_release_scopes text[], p_release_keys text[], p_key_subject text, p_wrapped_key text)
         returns table (out_position bigint, out_version integer)
         language plpgsql as $$
         declare
           current_version integer;
           owner text;
           i integer;
           n integer;
           pos bigint;
           prev bytea;
           positions bigint[] := '{}';
           versions integer[] := '{}';
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
           select e.hash into prev from events e order by e.position desc limit 1;
           for n in 1 .. coalesce(array_length(p_types, 1), 0) loop
             pos := nextval(pg_get_serial_sequence('events', 'position'));
             prev := karier_event_hash(prev, pos, p_stream, current_version + n, p_types[n],
                                       p_data[n], p_metadata[n], p_created_at);
             insert into events (position, stream_id, stream_version, type, data, metadata,
                                 created_at, hash)
               values (pos, p_stream, current_version + n, p_types[n], p_data[n], p_metadata[n],
                       p_created_at, prev);
             positions := positions || pos;
             versions := versions || (current_version + n);
           end loop;
           perform pg_notify('karier_events', positions[array_length(positions, 1)]::text);
           return query select unnest(positions), unnest(versions);
         end $$`,
      ]);
    },
    async down(knex) {
      await runAll(knex, [
        appendFunctionV1('create or replace'),
        'drop function if exists karier_event_hash',
        'alter table events drop column if exists hash',
      ]);
    },
  },
  {
    name: '0005_outbox_relay',
    // Distributed mode (issue 9): how far the relay has published the event log to a topic,
    // and the last position it wrote to each partition (for read-your-writes across processes).
    async up(knex) {
      await runAll(knex, [
        `create table relay_checkpoints (
          topic       text primary key,
          position    bigint not null default 0,
          updated_at  timestamptz not null default now()
        )`,
        `create table relay_partitions (
          topic       text not null,
          partition   integer not null,
          position    bigint not null,
          updated_at  timestamptz not null default now(),
          primary key (topic, partition)
        )`,
      ]);
    },
    async down(knex) {
      await runAll(knex, [
        'drop table if exists relay_partitions',
        'drop table if exists relay_checkpoints',
      ]);
    },
  },
  {
    name: '0006_rate_limits',
    // Rate limits shared by every process on this database (issue 19): rate-limiter-flexible's
    // RateLimiterPostgres layout (key `<guard>:<key>`, points, expiry in epoch ms), one table
    // for every guard. Unused (empty) on the embedded PGlite, whose one process counts in memory.
    async up(knex) {
      await runAll(knex, [
        `create table rate_limits (
          key     varchar(255) primary key,
          points  integer not null default 0,
          expire  bigint
        )`,
      ]);
    },
    async down(knex) {
      await runAll(knex, ['drop table if exists rate_limits']);
    },
  },
  {
    name: '0007_file_store',
    // Files in the database (issue 29): the file store of the distributed mode, so every
    // command replica reads what another stored. Content sealed per chunk with the owner's key.
    async up(knex) {
      await runAll(knex, [
        `create table stored_files (
          user_id    text not null,
          kind       text not null check (kind in ('original', 'revision')),
          id         text not null,
          size       integer not null check (size >= 0),
          chunks     integer not null check (chunks >= 1),
          created_at timestamptz not null default now(),
          primary key (user_id, kind, id)
        )`,
        `create table stored_file_chunks (
          user_id text not null,
          kind    text not null,
          id      text not null,
          n       integer not null,
          data    bytea not null,
          primary key (user_id, kind, id, n),
          foreign key (user_id, kind, id) references stored_files on delete cascade
        )`,
      ]);
    },
    async down(knex) {
      await runAll(knex, [
        'drop table if exists stored_file_chunks',
        'drop table if exists stored_files',
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
