import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RecordedEvent } from '@karier/events';
import type { EventStore } from '@karier/store';
import type { Knex } from 'knex';
import { tableChecksum } from './checksum.ts';
import { describeError } from './parked.ts';
import { projectionContext, type Projection } from './projection.ts';
import { findProjection } from './registry.ts';

/** A schema name we create and write into: lower-case identifier, never a system schema. */
export function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Nama schema '${schema}' tidak valid (huruf kecil, angka, garis bawah).`);
  }
  if (schema === 'public' || schema === 'information_schema' || schema.startsWith('pg_')) {
    throw new Error(`Schema '${schema}' tidak boleh dipakai untuk replay: pilih schema baru.`);
  }
  return schema;
}

const isProjection = (v: unknown): v is Projection =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as Projection).name === 'string' &&
  typeof (v as Projection).setup === 'function' &&
  Array.isArray((v as Projection).handles) &&
  (typeof (v as Projection).apply === 'function' ||
    typeof (v as Projection).applyBatch === 'function');

/**
 * `<module>` of `replay`: a projection name (from `known`), or a path to a module file whose
 * default export, or else first exported projection, is used.
 */
export async function loadProjection(
  spec: string,
  known: readonly Projection[],
): Promise<Projection> {
  if (!/[\\/]|\.[cm]?[jt]s$/.test(spec)) return findProjection(spec, known);
  const mod = (await import(pathToFileURL(path.resolve(spec)).href)) as Record<string, unknown>;
  const found = isProjection(mod.default) ? mod.default : Object.values(mod).find(isProjection);
  if (!found) throw new Error(`${spec} tidak mengekspor proyeksi (lihat defineProjection).`);
  return found;
}

/**
 * Runs `fn` in a transaction whose search_path is only `schema`: unqualified table names of the
 * projection resolve there, so a replay can neither read nor write the live read models.
 */
async function inSchema<T>(
  knex: Knex,
  schema: string,
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  return knex.transaction(async (trx) => {
    await trx.raw(`set local search_path to ${trx.client.wrapIdentifier(schema)}`);
    // A replay can always be run again: no need to wait for the WAL flush of each batch.
    await trx.raw('set local synchronous_commit to off');
    return fn(trx);
  });
}

const READ_AHEAD = 3;

export interface ReplayProgress {
  position: number;
  head: number;
  events: number;
  seconds: number;
}

export interface ReplaySummary {
  projection: string;
  schema: string;
  head: number;
  /** Events the projection handled (of its types). */
  events: number;
  seconds: number;
  eventsPerSecond: number;
  rows: Record<string, number>;
  /**
   * Events the projection could not apply, left out of the replay (each tried alone in a
   * savepoint) rather than aborting it; the live parked events are not touched.
   */
  skipped: { position: number; type: string; error: string }[];
}

export interface ReplayOptions {
  batchSize?: number;
  onProgress?: (p: ReplayProgress) => void;
}

/**
 * Replays the whole history (up to the head seen at the start) through `p` into fresh tables in
 * `schema` (created if missing; the projection's tables in it are dropped first). Live tables
 * and `projection_checkpoints` are never touched. The next batch is read while the current one
 * is applied.
 */
export async function replayIntoSchema(
  store: EventStore,
  p: Projection,
  schema: string,
  opts: ReplayOptions = {},
): Promise<ReplaySummary> {
  checkSchemaName(schema);
  const knex = store.knex;
  const batchSize = opts.batchSize ?? 5000;
  const started = performance.now();
  await knex.raw(`create schema if not exists ${knex.client.wrapIdentifier(schema)}`);
  await inSchema(knex, schema, async (trx) => {
    for (const t of p.tables) await trx.schema.withSchema(schema).dropTableIfExists(t);
    await p.setup(trx);
  });
  const head = await store.head();
  // A projection of every type (activity-log) reads without a type filter.
  const all = store.catalogue.types().every((t) => p.handles.includes(t as never));
  const types = all ? {} : { types: [...p.handles] };
  // Positions are dense, so the history is read in windows of `batchSize` positions: up to
  // `READ_AHEAD` windows are read (and decrypted) while the current one is applied.
  const read = (after: number) =>
    store.readAll({
      after,
      limit: batchSize,
      until: Math.min(after + batchSize, head),
      sealed: p.readsSealed,
      dataOf: p.readsDataOf,
      ...types,
    });
  const inFlight: { to: number; events: Promise<RecordedEvent[]> }[] = [];
  let requested = 0;
  const fill = () => {
    while (inFlight.length < READ_AHEAD && requested < head) {
      inFlight.push({ to: Math.min(requested + batchSize, head), events: read(requested) });
      requested = inFlight[inFlight.length - 1]!.to;
    }
  };
  let events = 0;
  const skipped: ReplaySummary['skipped'] = [];
  const ctx = projectionContext(store.vault);
  const apply = async (batch: RecordedEvent[], trx: Knex.Transaction) => {
    if (p.applyBatch) await p.applyBatch(batch, trx, ctx);
    else for (const e of batch) await p.apply!(e, trx, ctx);
  };
  fill();
  for (let window = inFlight.shift(); window; window = inFlight.shift()) {
    const batch = await window.events;
    fill();
    if (batch.length > 0) {
      try {
        await inSchema(knex, schema, (trx) => apply(batch, trx));
      } catch {
        // One (or more) it cannot apply: the window again, event by event, leaving those out.
        await inSchema(knex, schema, async (trx) => {
          for (const e of batch) {
            try {
              await trx.transaction((sp) => apply([e], sp));
            } catch (err) {
              skipped.push({ position: e.position, type: e.type, error: describeError(err) });
            }
          }
        });
      }
    }
    events += batch.length;
    const seconds = (performance.now() - started) / 1000;
    opts.onProgress?.({ position: window.to, head, events, seconds });
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    projection: p.name,
    schema,
    head,
    events,
    seconds,
    eventsPerSecond: seconds > 0 ? events / seconds : 0,
    rows: await schemaRowCounts(knex, schema, p),
    skipped,
  };
}

export async function schemaRowCounts(
  knex: Knex,
  schema: string,
  p: Projection,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of p.tables) {
    const row = await knex.withSchema(schema).from(t).count<{ n: number | string }[]>('* as n');
    out[t] = Number(row[0]?.n ?? 0);
  }
  return out;
}

/** Row count and md5 of each of the projection's tables in `schema` (compare with `checksum`). */
export async function schemaChecksums(
  knex: Knex,
  schema: string,
  p: Projection,
): Promise<Record<string, { rows: number; md5: string }>> {
  checkSchemaName(schema);
  return inSchema(knex, schema, async (trx) => {
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const t of p.tables) out[t] = await tableChecksum(trx, t);
    return out;
  });
}

/** `[#####.....]  1,234/5,000  12,345 events/s` — redrawn in place with `\r` on a terminal. */
export function progressBar(p: ReplayProgress, width = 30): string {
  const ratio = p.head > 0 ? Math.min(1, p.position / p.head) : 1;
  const filled = Math.round(ratio * width);
  const rate = p.seconds > 0 ? Math.round(p.events / p.seconds) : 0;
  const n = (x: number) => x.toLocaleString('en-US');
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}%  position ${n(p.position)}/${n(p.head)}  ${n(rate)} events/s`;
}
