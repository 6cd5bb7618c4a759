import type { StoredEventRow } from '@karier/events';
import type { BusMessage, BusRecord } from './event-bus.ts';

/** The topic every committed event is published to (`KAFKA_TOPIC`). */
export const DEFAULT_TOPIC = 'karier.events';

/**
 * An event as it travels on the bus: the stored row, personal data still sealed (the broker
 * never sees clear text), keyed by stream id so each stream keeps its order; headers carry the
 * type, position and correlation id for consumers that only route.
 */
export function toBusMessage(row: StoredEventRow): BusMessage {
  const createdAt =
    row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at);
  return {
    key: row.stream_id,
    value: JSON.stringify({
      position: Number(row.position),
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      type: row.type,
      data: row.data,
      metadata: row.metadata,
      createdAt,
    }),
    headers: {
      type: row.type,
      position: String(row.position),
      'stream-id': row.stream_id,
      'correlation-id': row.metadata.correlationId ?? '',
    },
  };
}

/** The stored row back from a bus record (null for anything that is not a Karier event). */
export function fromBusRecord(record: BusRecord): StoredEventRow | null {
  try {
    const v = JSON.parse(record.value) as {
      position: number;
      streamId: string;
      streamVersion: number;
      type: string;
      data: Record<string, unknown>;
      metadata: StoredEventRow['metadata'];
      createdAt: string;
    };
    if (!Number.isSafeInteger(v.position) || typeof v.type !== 'string') return null;
    return {
      position: v.position,
      stream_id: v.streamId,
      stream_version: v.streamVersion,
      type: v.type,
      data: v.data,
      metadata: v.metadata,
      created_at: new Date(v.createdAt),
    };
  } catch {
    return null;
  }
}
