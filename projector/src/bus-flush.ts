import {
  pgArray,
  type BatchControl,
  type EventStore,
  type RecordedEvent,
  type StoredEventRow,
} from '@karier/events';
import type { Knex } from 'knex';
import { RELAX_DURABILITY } from './checkpoints.ts';
import { decodeTolerant, type UndecodableEvent } from './parked.ts';
import type { Projection } from './projection.ts';

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
 * Lock, in one round trip: this transaction's commit made asynchronous (see relaxDurability),
 * the projections' checkpoints read under a shared lock, and their partition rows created where
 * missing and locked.
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
        where name = any(?::text[]) for share
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
