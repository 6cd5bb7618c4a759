import { pgArray } from '@karier/store';
import type { Knex } from 'knex';

export interface CheckpointRow {
  name: string;
  version: number;
  /** Standalone: every event up to here is applied. On the bus: the floor the store catch-up reached. */
  position: number;
  /** Who feeds it: `store` (the runner reads the events table) or `bus` (Kafka consumers). */
  mode: 'store' | 'bus';
  updated_at: Date;
}

const ensured = new WeakMap<Knex, Promise<void>>();

/**
 * Creates the projector's own tables where missing: once per database handle (the health and
 * admin status routes call it on every request), again after a failure.
 */
export function ensureCheckpointTable(db: Knex): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    done = createCheckpointTables(db);
    ensured.set(db, done);
    done.catch(() => ensured.delete(db));
  }
  return done;
}

/**
 * In one transaction under an advisory lock: processes starting together on a new database
 * (two projector replicas, the query API) create the tables once, not side by side.
 */
async function createCheckpointTables(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(hashtext('karier-projector-tables'))`);
    if (!(await trx.schema.hasTable('projection_checkpoints'))) {
      await trx.schema.createTable('projection_checkpoints', (t) => {
        t.text('name').primary();
        t.integer('version').notNullable();
        t.bigInteger('position').notNullable().defaultTo(0);
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      });
    }
    if (!(await trx.schema.hasColumn('projection_checkpoints', 'mode'))) {
      await trx.raw(
        `alter table projection_checkpoints add column mode text not null default 'store'`,
      );
    }
    // On the bus (issue 9): the last position applied from each partition, per projection.
    if (!(await trx.schema.hasTable('projection_partitions'))) {
      await trx.schema.createTable('projection_partitions', (t) => {
        t.text('name').notNullable();
        t.integer('partition').notNullable();
        t.bigInteger('position').notNullable().defaultTo(0);
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
        t.primary(['name', 'partition']);
      });
    }
    // The projector's own cursors that are not projections (the rebuild requests carried out).
    if (!(await trx.schema.hasTable('projector_cursors'))) {
      await trx.schema.createTable('projector_cursors', (t) => {
        t.text('name').primary();
        t.bigInteger('position').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      });
    }
    // Events a projection parked (issue 25; see parked.ts): a reference, never the event's data.
    if (!(await trx.schema.hasTable('projection_parked_events'))) {
      await trx.schema.createTable('projection_parked_events', (t) => {
        t.text('projection').notNullable();
        t.integer('version').notNullable();
        t.bigInteger('position').notNullable();
        t.text('stream_id').notNullable();
        t.text('type').notNullable();
        t.text('error').notNullable();
        t.integer('attempts').notNullable();
        t.timestamp('parked_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
        t.primary(['projection', 'position']);
      });
    }
  });
}

export async function readCheckpoints(
  db: Knex | Knex.Transaction,
): Promise<Map<string, CheckpointRow>> {
  const rows: CheckpointRow[] = await db('projection_checkpoints').select('*');
  return new Map(rows.map((r) => [r.name, { ...r, position: Number(r.position) }]));
}

/** A checkpoint row as a runner's batch reads it under its lock. */
export interface LockedCheckpoint {
  name: string;
  position: number;
  version: number;
  mode: string;
}

/**
 * In one round trip: the transaction's commit made asynchronous (see RELAX_DURABILITY), and the
 * checkpoints of `names` read and locked `for update`, in name order. Every runner and bus
 * flush locks checkpoint rows in that one order (lockCheckpoints in bus-flush.ts too), so two
 * replicas that share projections take turns row by row instead of deadlocking.
 */
export async function lockCheckpointRows(
  trx: Knex.Transaction,
  names: readonly string[],
): Promise<Map<string, LockedCheckpoint>> {
  const { rows } = (await trx.raw(
    `with durability as (select ${RELAX_DURABILITY})
     select name, position, version, mode, (select count(*) from durability) as relaxed
       from projection_checkpoints where name = any(?::text[]) order by name for update`,
    [pgArray(names)],
  )) as { rows: LockedCheckpoint[] };
  return new Map(rows.map((r) => [r.name, { ...r, position: Number(r.position) }]));
}

/**
 * Makes a read-model transaction's commit asynchronous (for a statement that does more in the
 * same trip): it need not wait for its WAL flush, for its rows and its checkpoints commit or
 * vanish together, and the events it was built from are durable in the store, so a crash that
 * loses the last few milliseconds of commits only means those events are applied again. Saves
 * one disk flush per batch.
 */
export const RELAX_DURABILITY = `set_config('synchronous_commit', 'off', true)`;
