import type { Database } from './db.ts';

export type AuditResult =
  | {
      ok: true;
      events: number;
      head: number;
      /** Stored hash of the head event (hex; empty for an empty log): anchor it elsewhere. */
      headHash: string;
    }
  | {
      ok: false;
      /** Position of the first event whose stored hash does not match the chain. */
      brokenAt: number;
      /** Hash recomputed from the previous stored hash and the event's fields (hex). */
      expected: string;
      /** Hash stored on the event (hex; empty when missing). */
      actual: string;
      /** Events checked, the broken one included. */
      events: number;
    };

export interface AuditOptions {
  /** Events per query (default 1000): memory stays constant whatever the size of the log. */
  batchSize?: number;
  /** Called after each batch with the events checked so far and the last position. */
  onProgress?(progress: { events: number; position: number }): void;
}

interface CheckedRow {
  position: number | string;
  actual: string | null;
  expected: string;
}

/**
 * Walks the whole event log in position order and recomputes every hash with the same SQL
 * function as the append (`karier_event_hash`, migration 0004), each chained onto the previous
 * event's stored hash. A changed event breaks at its own position; a deleted one at the next.
 */
export async function verifyAuditTrail(
  db: Database,
  opts: AuditOptions = {},
): Promise<AuditResult> {
  const batchSize = opts.batchSize ?? 1000;
  let after = 0;
  let prev: string | null = null;
  let events = 0;
  for (;;) {
    const res: { rows: CheckedRow[] } = await db.knex.raw(
      `select position, encode(hash, 'hex') as actual,
              encode(karier_event_hash(
                case when row_number() over w = 1 then decode(?::text, 'hex') else lag(hash) over w end,
                position, stream_id, stream_version, type, data, metadata, created_at), 'hex') as expected
         from (select * from events where position > ? order by position limit ?) batch
       window w as (order by position)
       order by position`,
      [prev, after, batchSize],
    );
    const rows = res.rows;
    if (rows.length === 0) break;
    for (const row of rows) {
      events++;
      if (row.actual !== row.expected) {
        return {
          ok: false,
          brokenAt: Number(row.position),
          expected: row.expected,
          actual: row.actual ?? '',
          events,
        };
      }
    }
    const last: CheckedRow = rows[rows.length - 1]!;
    after = Number(last.position);
    prev = last.actual;
    opts.onProgress?.({ events, position: after });
    if (rows.length < batchSize) break;
  }
  return { ok: true, events, head: after, headHash: prev ?? '' };
}
