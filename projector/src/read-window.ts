import type { RecordedEvent, StoredEventRow } from '@karier/events';
import type { EventStore } from '@karier/store';
import { decodeTolerant, type UndecodableEvent } from './parked.ts';

/**
 * The events of `types` after `from` (up to `head`, at most a batch). Should one not decode
 * (a forged row), the rows are read again as stored and decoded one by one: those that cannot
 * be are returned apart, for the projections handling their type to park.
 */
export async function readWindow(
  store: EventStore,
  from: number,
  head: number,
  types: string[],
  batchSize: number,
  /** Every reader keeps personal data sealed: nothing opened (Projection.readsSealed). */
  sealed = false,
  /** The only types whose data any reader uses (Projection.readsDataOf); all when absent. */
  dataOf?: readonly string[],
): Promise<{ events: RecordedEvent[]; broken: UndecodableEvent[]; last: number }> {
  try {
    const events = await store.readAll({
      after: from,
      limit: batchSize,
      types,
      until: head,
      sealed,
      dataOf,
    });
    return { events, broken: [], last: events[events.length - 1]?.position ?? head };
  } catch {
    const rows: StoredEventRow[] = await store
      .knex('events')
      .where('position', '>', from)
      .andWhere('position', '<=', head)
      .whereIn('type', types)
      .orderBy('position', 'asc')
      .limit(batchSize)
      .select('position', 'stream_id', 'stream_version', 'type', 'data', 'metadata', 'created_at');
    const { events, broken } = await decodeTolerant(store, rows, sealed);
    return { events, broken, last: Number(rows[rows.length - 1]?.position ?? head) };
  }
}
