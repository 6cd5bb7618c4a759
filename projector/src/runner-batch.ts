import type { RecordedEvent } from '@karier/events';
import type { Knex } from 'knex';
import { lockCheckpointRows } from './checkpoints.ts';
import {
  applyParking,
  describeError,
  parkIn,
  type EventRef,
  type UndecodableEvent,
} from './parked.ts';
import type { Projection } from './projection.ts';

/** One projection's share of a runner batch. */
export interface BatchMember {
  p: Projection;
  /** Its events in the batch, and those of its types that could not be opened. */
  events: RecordedEvent[];
  broken: UndecodableEvent[];
  /** How often it failed in a row at this checkpoint before. */
  failures: number;
  /** Its parking try: what still fails is parked and its checkpoint moves past it all. */
  parking: boolean;
}

/** What became of one member: applied (its checkpoint moved), failed, or not the runner's to apply. */
export interface MemberOutcome {
  applied: boolean;
  failed: boolean;
  error?: unknown;
  parked: { event: EventRef; error: string }[];
}

/**
 * Commits one runner batch, `from` → `to`, for every member in ONE transaction of a fixed shape
 * whatever the number of projections (issue 29: one transaction per projection cost five
 * statements each, about 55 per batch, even for the projections the batch holds nothing for):
 *
 *     begin · lock every member's checkpoint (one statement) · apply each member's events ·
 *     move every checkpoint that moved (one statement) · commit
 *
 * A checkpoint is vouched for under its row lock (taken in name order, see lockCheckpointRows):
 * one another runner moved on, of another version, or fed by the bus is left alone, so a batch
 * is still applied exactly once when runners race.
 *
 * The members apply side by side without savepoints (two statements each saved); should one
 * fail, the whole batch rolls back and runs again with each member in a savepoint of its own, so
 * only the failing one's checkpoint stays behind. A batch where some member failed before runs
 * isolated at once. Throws only when the isolated try itself fails (the database, not a projection).
 */
export async function commitBatch(
  knex: Knex,
  members: readonly BatchMember[],
  from: number,
  to: number,
  apply: (p: Projection, events: RecordedEvent[], db: Knex.Transaction) => Promise<void>,
): Promise<Map<Projection, MemberOutcome>> {
  const attempt = (isolate: boolean) =>
    knex.transaction(async (trx) => {
      const out = new Map<Projection, MemberOutcome>();
      const locked = await lockCheckpointRows(
        trx,
        members.map((m) => m.p.name),
      );
      const moved: string[] = [];
      for (const m of members) {
        const o: MemberOutcome = { applied: false, failed: false, parked: [] };
        out.set(m.p, o);
        const cp = locked.get(m.p.name);
        if (!cp || cp.version !== m.p.version || cp.position !== from || cp.mode === 'bus')
          continue;
        if (m.parking) {
          const attempts = m.failures + 1;
          await applyParking(m.p, m.events, trx, attempts, o.parked, (es, db) =>
            apply(m.p, es, db),
          );
          for (const b of m.broken) {
            await parkIn(trx, m.p, b, b.error, attempts);
            o.parked.push({ event: b, error: describeError(b.error) });
          }
        } else if (m.broken.length > 0) {
          Object.assign(o, { failed: true, error: m.broken[0]!.error });
          continue;
        } else if (isolate && m.events.length > 0) {
          try {
            await trx.transaction((sp) => apply(m.p, m.events, sp));
          } catch (err) {
            Object.assign(o, { failed: true, error: err });
            continue;
          }
        } else if (m.events.length > 0) {
          await apply(m.p, m.events, trx);
        }
        o.applied = true;
        moved.push(m.p.name);
      }
      if (moved.length > 0) {
        await trx('projection_checkpoints')
          .whereIn('name', moved)
          .update({ position: to, updated_at: trx.fn.now() });
      }
      return out;
    });
  if (members.some((m) => m.failures > 0)) return attempt(true);
  return attempt(false).catch(() => attempt(true));
}
