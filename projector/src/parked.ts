import type { RecordedEvent, StoredEventRow } from '@karier/events';
import type { EventStore } from '@karier/store';
import type { Knex } from 'knex';
import { ensureCheckpointTable } from './checkpoints.ts';
import { projectionContext, type Projection } from './projection.ts';

/**
 * Parked events (issue 25), after KurrentDB's parked messages and Marten's dead-letter events: an
 * event a projection could not apply after its bounded retries is recorded here — in the
 * transaction that moves the projection's checkpoint past it — and the projection goes on with
 * the next events. Only a reference to the event is kept (position, stream, type), never its
 * data (which may hold sealed personal data), and the error is bounded and stripped of values.
 */
export const PARKED_TABLE = 'projection_parked_events';

export interface ParkedEvent {
  projection: string;
  /** The projection's version when it parked the event (a rebuild clears its parked events). */
  version: number;
  position: number;
  streamId: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: Date;
}

interface ParkedRow {
  projection: string;
  version: number;
  position: string | number;
  stream_id: string;
  type: string;
  error: string;
  attempts: number;
  parked_at: Date | string;
}

const toParked = (r: ParkedRow): ParkedEvent => ({
  projection: r.projection,
  version: Number(r.version),
  position: Number(r.position),
  streamId: r.stream_id,
  type: r.type,
  error: r.error,
  attempts: Number(r.attempts),
  parkedAt: new Date(r.parked_at),
});

/** Longest error text kept: enough for the cause, not a dump of a statement. */
export const MAX_ERROR_LENGTH = 300;

/**
 * The error as it may be stored and shown to admins: no SQL text (knex prefixes a failed
 * statement with its bound values), no quoted values, no e-mail addresses or long digit runs
 * (phone numbers), at most MAX_ERROR_LENGTH characters. The SQLSTATE is kept when there is one.
 */
export function describeError(err: unknown): string {
  const e = err as { message?: unknown; code?: unknown; name?: unknown } | null;
  let msg = typeof e?.message === 'string' ? e.message : String(err);
  // knex: "<statement with its values> - <driver message>": only the driver's part.
  if (/^\s*(insert|update|delete|select|with|merge)\b/i.test(msg) && msg.includes(' - ')) {
    msg = msg.slice(msg.lastIndexOf(' - ') + 3);
  }
  msg = msg
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/:\s*"[^"]*"/g, ': "…"')
    .replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)')
    .replace(/[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+/g, '…@…')
    .replace(/\+?\d[\d\s-]{7,}\d/g, '…')
    .replace(/\s+/g, ' ')
    .trim();
  const code = typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? `[${e.code}] ` : '';
  const name = typeof e?.name === 'string' && e.name !== 'Error' ? `${e.name}: ` : '';
  const out = `${code}${name}${msg || 'unknown error'}`;
  return out.length > MAX_ERROR_LENGTH ? `${out.slice(0, MAX_ERROR_LENGTH - 1)}…` : out;
}

/** What a parked row refers to: an event, decoded or not. */
export interface EventRef {
  position: number;
  streamId: string;
  type: string;
}

/**
 * An event the store cannot decode (open, upcast — a forged row's metadata, say): no projection
 * can apply it, so each that handles its type parks it like one it failed to apply.
 */
export interface UndecodableEvent extends EventRef {
  error: unknown;
}

/**
 * Decodes `rows`; should that fail, one by one, the rows that cannot be decoded set apart (one
 * bad row no longer fails the whole batch for every projection).
 */
export async function decodeTolerant(
  store: EventStore,
  rows: StoredEventRow[],
  sealed = false,
): Promise<{ events: RecordedEvent[]; broken: UndecodableEvent[] }> {
  try {
    return { events: await store.decode(rows, sealed), broken: [] };
  } catch {
    // One (or more) cannot be decoded: found one by one below.
  }
  const events: RecordedEvent[] = [];
  const broken: UndecodableEvent[] = [];
  for (const r of rows) {
    try {
      events.push(...(await store.decode([r], sealed)));
    } catch (error) {
      broken.push({ position: Number(r.position), streamId: r.stream_id, type: r.type, error });
    }
  }
  return { events, broken };
}

/**
 * In `trx` (the one that moves `p`'s checkpoint past `event`): records the event as parked.
 * Parking the same event again (a redelivery that got here anyway) only refreshes the error.
 */
export async function parkIn(
  trx: Knex.Transaction,
  p: Projection,
  event: EventRef,
  err: unknown,
  attempts: number,
): Promise<void> {
  await trx(PARKED_TABLE)
    .insert({
      projection: p.name,
      version: p.version,
      position: event.position,
      stream_id: event.streamId,
      type: event.type,
      error: describeError(err),
      attempts,
    })
    .onConflict(['projection', 'position'])
    .merge(['error', 'attempts', 'version']);
}

export interface ParkedFilter {
  projection?: string;
  position?: number;
}

/** The parked events (oldest first), of one projection or position if asked. */
export async function listParked(
  db: Knex,
  filter: ParkedFilter = {},
  limit = 1000,
): Promise<ParkedEvent[]> {
  await ensureCheckpointTable(db);
  let q = db<ParkedRow>(PARKED_TABLE).select('*');
  if (filter.projection) q = q.where({ projection: filter.projection });
  if (filter.position !== undefined) q = q.where({ position: filter.position });
  const rows = (await q.orderBy(['projection', 'position']).limit(limit)) as ParkedRow[];
  return rows.map(toParked);
}

export interface RetryOutcome {
  projection: string;
  position: number;
  type: string;
  result: 'applied' | 'failed' | 'skipped';
  /** Why it failed again, or was skipped. */
  detail?: string;
}

/**
 * Applies the parked events (of one projection or position if asked) again, each in its own
 * transaction under the projection's checkpoint lock (a live runner or a reset waits for it):
 * applied, its row is removed; failing again, its error and attempts are updated and it stays
 * parked. An event parked by another version of the projection is skipped (that version's
 * rebuild clears it). Projections must not depend on the order of events of different streams
 * (the bus already asks that), as the event is applied after the ones that followed it.
 */
export async function retryParked(
  store: EventStore,
  projections: readonly Projection[],
  filter: ParkedFilter = {},
): Promise<RetryOutcome[]> {
  const knex = store.knex;
  const out: RetryOutcome[] = [];
  for (const parked of await listParked(knex, filter)) {
    const ref = { projection: parked.projection, position: parked.position, type: parked.type };
    const p = projections.find((x) => x.name === parked.projection);
    if (!p) {
      out.push({ ...ref, result: 'skipped', detail: 'proyeksi tidak dikenal di proses ini' });
      continue;
    }
    if (p.version !== parked.version) {
      out.push({ ...ref, result: 'skipped', detail: `diparkir oleh v${parked.version}` });
      continue;
    }
    try {
      // An event the store still cannot decode fails here, and stays parked.
      const [event] = await store.readAll({
        after: parked.position - 1,
        limit: 1,
        until: parked.position,
      });
      if (!event) {
        out.push({ ...ref, result: 'skipped', detail: 'event tidak ditemukan' });
        continue;
      }
      const done = await knex.transaction(async (trx) => {
        const cp = await trx('projection_checkpoints')
          .where({ name: p.name })
          .forUpdate()
          .first('version');
        const row = await trx(PARKED_TABLE)
          .where({ projection: p.name, position: parked.position })
          .forUpdate()
          .first('version');
        if (!cp || cp.version !== p.version || !row || row.version !== p.version) return false;
        const ctx = projectionContext(store.vault);
        if (p.applyBatch) await p.applyBatch([event], trx, ctx);
        else await p.apply!(event, trx, ctx);
        await trx(PARKED_TABLE).where({ projection: p.name, position: parked.position }).delete();
        return true;
      });
      out.push(
        done
          ? { ...ref, result: 'applied' }
          : { ...ref, result: 'skipped', detail: 'sudah tidak diparkir (proyeksi dibangun ulang)' },
      );
    } catch (err) {
      const error = describeError(err);
      await knex(PARKED_TABLE)
        .where({ projection: p.name, position: parked.position })
        .update({ error, attempts: knex.raw('attempts + 1') });
      out.push({ ...ref, result: 'failed', detail: error });
    }
  }
  return out;
}

/** How many events each projection has parked (only those with some). */
export async function parkedCounts(db: Knex): Promise<Map<string, number>> {
  await ensureCheckpointTable(db);
  const rows: { projection: string; n: string | number }[] = await db(PARKED_TABLE)
    .select('projection')
    .count('* as n')
    .groupBy('projection');
  return new Map(rows.map((r) => [r.projection, Number(r.n)]));
}

/**
 * The parking try: the batch in a savepoint; should it fail, event by event, each in a
 * savepoint of its own, parking those that fail (in `trx`, with the checkpoint's move).
 */
export async function applyParking(
  p: Projection,
  events: RecordedEvent[],
  trx: Knex.Transaction,
  attempts: number,
  parked: { event: EventRef; error: string }[],
  applyAll: (events: RecordedEvent[], db: Knex.Transaction) => Promise<void>,
): Promise<void> {
  try {
    await trx.transaction((sp) => applyAll(events, sp));
    return;
  } catch {
    // One of them (or more) fails: found one by one below.
  }
  for (const event of events) {
    try {
      await trx.transaction((sp) => applyAll([event], sp));
    } catch (err) {
      await parkIn(trx, p, event, err, attempts);
      parked.push({ event, error: describeError(err) });
    }
  }
}
