import { type RecordedEvent, type StoredEventRow } from '@karier/events';
import { pgArray, type BatchControl, type EventStore } from '@karier/store';
import type { Knex } from 'knex';
import { RELAX_DURABILITY } from './checkpoints.ts';
import {
  decodeTolerant,
  describeError,
  parkIn,
  type EventRef,
  type UndecodableEvent,
} from './parked.ts';
import type { Projection, ProjectionContext } from './projection.ts';

/**
 * The phases of the bus projector's group commit (BusProjector.flush), each a function of its
 * inputs: open the events (decode), read and lock the checkpoints (lock), pick each projection's
 * work above its floors (select), apply (in the projector), move the partition checkpoints
 * (move). Settling the offsets afterwards needs the projector's held batches and stays there.
 */

/** One partition's batch (for every projection), waiting for the next group commit. */
export interface Pending {
  partition: number;
  rows: StoredEventRow[];
  highest: number;
  firstOffset: string;
  lastOffset: string;
  control: BatchControl;
}

export type Outcome = 'applied' | 'not-ready' | 'failed';
export const RANK: Record<Outcome, number> = { applied: 0, 'not-ready': 1, failed: 2 };

/** A partition checkpoint to move: `name` has applied `partition` up to `position`. */
export interface Move {
  name: string;
  partition: number;
  position: number;
}

export interface Opened {
  decoded: Map<number, RecordedEvent>;
  undecodable: Map<number, UndecodableEvent>;
}

/**
 * Decode: only events some projection here handles are opened (decrypted), each once. A row that
 * cannot be decoded (forged) is set apart: the projections of its type fail on it, and park it
 * on their parking try.
 */
export async function openBatches(
  store: EventStore,
  items: readonly Pending[],
  handledByAny: ReadonlySet<string>,
): Promise<Opened> {
  const wanted = new Map<number, StoredEventRow>();
  for (const it of items) {
    for (const r of it.rows) if (handledByAny.has(r.type)) wanted.set(Number(r.position), r);
  }
  const { events, broken } = await decodeTolerant(store, [...wanted.values()]);
  return {
    decoded: new Map(events.map((e) => [e.position, e])),
    undecodable: new Map(broken.map((b) => [b.position, b])),
  };
}

export interface Checkpoint {
  name: string;
  position: number;
  version: number;
  mode: string;
}

/**
 * Lock, in one round trip: this transaction's commit made asynchronous (see RELAX_DURABILITY),
 * the projections' checkpoints read and locked, and their partition rows created where missing
 * and locked.
 *
 * The checkpoint rows are locked exclusively, not shared: a projection joins facts of several
 * streams (a CV's upload and its payment), which come on different partitions, possibly to two
 * replicas at the same moment. Under READ COMMITTED, two such flushes each miss the other's
 * uncommitted rows (the payment remembered for a CV not inserted yet, the CV inserted without
 * the payment not committed yet), and the read model loses the fact that a rebuild keeps. One
 * flush of a projection at a time, whichever replica runs it, closes that window. They are
 * locked in name order, as the standalone runner's batches lock them (lockCheckpointRows).
 */
export async function lockCheckpoints(
  trx: Knex.Transaction,
  names: readonly string[],
  partitions: readonly number[],
): Promise<{ checkpoints: Map<string, Checkpoint>; partAt: Map<string, number> }> {
  const pairs = names.flatMap((n) => partitions.map((p) => [n, String(p)] as const));
  const { rows } = (await trx.raw(
    `with durability as (select ${RELAX_DURABILITY}),
     checkpoints as (
       select name, position, version, mode from projection_checkpoints
        where name = any(?::text[]) order by name for update
     ),
     parts as (
       insert into projection_partitions (name, partition, position)
       select n, p, 0 from unnest(?::text[], ?::int[]) as x(n, p)
       on conflict (name, partition) do update set position = projection_partitions.position
       returning name, partition, position
     )
     select (select count(*) from durability) as relaxed,
            (select coalesce(json_agg(c), '[]') from checkpoints c) as checkpoints,
            (select coalesce(json_agg(pp), '[]') from parts pp) as partitions`,
    [pgArray([...names]), pgArray(pairs.map(([n]) => n)), pgArray(pairs.map(([, p]) => p))],
  )) as {
    rows: {
      checkpoints: Checkpoint[];
      partitions: { name: string; partition: number; position: number }[];
    }[];
  };
  return {
    checkpoints: new Map(rows[0]!.checkpoints.map((r) => [r.name, r])),
    partAt: new Map(
      rows[0]!.partitions.map((r) => [`${r.name}:${r.partition}`, Number(r.position)]),
    ),
  };
}

/** What one projection has to apply of a group commit's batches. */
export interface Work {
  /** Its events above its floors, in position order. */
  todo: RecordedEvent[];
  /** Its events that could not be opened. */
  bad: UndecodableEvent[];
  /** The batches holding something for it: those wait for it should it fail. */
  needed: Pending[];
  /** Its partition checkpoints once it has applied them. */
  moves: Map<string, Move>;
}

/**
 * Select: per batch, the events of a type `p` handles above its floor there (its checkpoint, its
 * partition checkpoint, or what an earlier batch of the same partition in this commit reaches).
 */
export function workFor(
  p: Projection,
  checkpoint: number,
  handled: ReadonlySet<string>,
  items: readonly Pending[],
  partAt: ReadonlyMap<string, number>,
  opened: Opened,
): Work {
  const work: Work = { todo: [], bad: [], needed: [], moves: new Map() };
  for (const it of items) {
    const key = `${p.name}:${it.partition}`;
    const floor = Math.max(checkpoint, partAt.get(key) ?? 0, work.moves.get(key)?.position ?? 0);
    const before = work.todo.length + work.bad.length;
    for (const r of it.rows) {
      const pos = Number(r.position);
      if (pos <= floor || !handled.has(r.type)) continue;
      const e = opened.decoded.get(pos);
      if (e) work.todo.push(e);
      else work.bad.push(opened.undecodable.get(pos)!);
    }
    if (work.todo.length + work.bad.length > before) work.needed.push(it);
    if (it.highest > floor) {
      work.moves.set(key, { name: p.name, partition: it.partition, position: it.highest });
    }
  }
  work.todo.sort((a, b) => a.position - b.position);
  return work;
}

/** Move: the partition checkpoints of what was applied, never backwards. */
export async function movePartitions(trx: Knex.Transaction, moves: readonly Move[]): Promise<void> {
  if (moves.length === 0) return;
  await trx.raw(
    `update projection_partitions t set position = v.position, updated_at = now()
     from unnest(?::text[], ?::int[], ?::bigint[]) as v(name, partition, position)
    where t.name = v.name and t.partition = v.partition and t.position < v.position`,
    [
      pgArray(moves.map((x) => x.name)),
      pgArray(moves.map((x) => String(x.partition))),
      pgArray(moves.map((x) => String(x.position))),
    ],
  );
}

/** What one group commit did, for the report after it committed. */
export interface CommitRun {
  applied: number;
  /** Projections that applied in the attempt that committed, and those that failed in it. */
  recovered: Projection[];
  failedNow: Map<Projection, unknown>;
  parkedNow: { p: Projection; e: EventRef; error: string }[];
}

/**
 * Apply: `p`'s work in the group commit's transaction. Isolated, in a savepoint of its own; on
 * its parking try, one event at a time, each in a savepoint, what fails parked with the moves
 * of its partitions. False when it failed (and is not parking): its batches wait for it.
 */
export async function applyWork(
  p: Projection,
  work: Work,
  trx: Knex.Transaction,
  how: { isolate: boolean; parking: boolean; attempts: number; context: ProjectionContext },
  run: CommitRun,
): Promise<boolean> {
  const { isolate, context } = how;
  const { todo, bad } = work;
  const apply = async (db: Knex.Transaction) => {
    if (p.applyBatch) await p.applyBatch(todo, db, context);
    else for (const e of todo) await p.apply!(e, db, context);
  };
  if (!isolate) {
    if (bad.length > 0) throw bad[0]!.error;
    if (todo.length > 0) await apply(trx);
    run.applied += todo.length;
    if (todo.length > 0) run.recovered.push(p);
    return true;
  }
  try {
    // Before any apply: the parking try below applies `todo` itself.
    if (bad.length > 0) throw bad[0]!.error;
    if (todo.length > 0) await trx.transaction(apply);
    run.applied += todo.length;
    if (todo.length > 0) run.recovered.push(p);
    return true;
  } catch (err) {
    if (!how.parking) {
      run.failedNow.set(p, err);
      return false;
    }
  }
  for (const e of todo) {
    try {
      await trx.transaction(async (sp) => {
        if (p.applyBatch) await p.applyBatch([e], sp, context);
        else await p.apply!(e, sp, context);
      });
      run.applied++;
    } catch (eventErr) {
      await parkIn(trx, p, e, eventErr, how.attempts);
      run.parkedNow.push({ p, e, error: describeError(eventErr) });
    }
  }
  for (const b of bad) {
    await parkIn(trx, p, b, b.error, how.attempts);
    run.parkedNow.push({ p, e: b, error: describeError(b.error) });
  }
  run.recovered.push(p);
  return true;
}

/** What a group commit attempt needs to run one projection. */
export interface CommitProjectionInput {
  checkpoint: Checkpoint | undefined;
  items: readonly Pending[];
  partAt: ReadonlyMap<string, number>;
  opened: Opened;
  handled: ReadonlySet<string>;
  isolate: boolean;
  /** It failed and its next try has not come: it sits this commit out. */
  sitsOut: boolean;
  parking: boolean;
  attempts: number;
  context: ProjectionContext;
}

/**
 * One projection in a group commit attempt: its checkpoint vouched for, its work selected and
 * applied. Returns the outcome of the batches it could not take (all of them 'not-ready' for a
 * checkpoint of another version; those it needed 'failed' when it failed or sits out) and the
 * partition checkpoints to move for what it took.
 */
export async function commitProjection(
  p: Projection,
  trx: Knex.Transaction,
  run: CommitRun,
  input: CommitProjectionInput,
): Promise<{
  marks: { batches: readonly Pending[]; outcome: Outcome } | null;
  moves: Map<string, Move>;
}> {
  const none = new Map<string, Move>();
  const cp = input.checkpoint;
  // A checkpoint this process cannot vouch for: the batches come again.
  if (!cp || cp.version !== p.version) {
    return { marks: { batches: input.items, outcome: 'not-ready' }, moves: none };
  }
  // Catching up from the event store, which holds everything delivered here.
  if (cp.mode !== 'bus') return { marks: null, moves: none };
  const work = workFor(
    p,
    Number(cp.position),
    input.handled,
    input.items,
    input.partAt,
    input.opened,
  );
  const failed = { marks: { batches: work.needed, outcome: 'failed' as const }, moves: none };
  // A failing projection sits out until its next try: its batches are held for it.
  if (work.todo.length + work.bad.length > 0 && input.sitsOut) return failed;
  const took = await applyWork(p, work, trx, input, run);
  return took ? { marks: null, moves: work.moves } : failed;
}
