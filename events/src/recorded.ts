import type { KarierEvent } from './catalogue/index.ts';
import type { EventMetadata } from './metadata.ts';

/**
 * Events as the store hands them out: what a projection, a decider's evolve or a reader needs
 * to know of a stored event, without the store itself (@karier/store).
 */

export interface RecordedFields {
  position: number;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  createdAt: Date;
  /**
   * Top-level personal-data fields exactly as stored (sealed with the subject's key), beside
   * their opened values in `data`. Read models keep these, never the clear text: erasing the
   * subject's key makes them unreadable everywhere at once, and a rebuild writes the same bytes.
   */
  sealed?: Readonly<Record<string, string>>;
  /** The network metadata (`ip`, `userAgent`) exactly as stored: sealed, see `sealedMetadata`. */
  sealedMetadata?: Readonly<Partial<Record<NetworkField, string>>>;
}

/** Metadata fields that identify a person's device and place: sealed like personal data. */
export const NETWORK_FIELDS = ['ip', 'userAgent'] as const;
export type NetworkField = (typeof NETWORK_FIELDS)[number];

/** A stored event: distributes over the union so `switch (e.type)` narrows `e.data`. */
export type RecordedEvent<E extends { type: string; data: unknown } = KarierEvent> =
  E extends unknown ? RecordedFields & { type: E['type']; data: E['data'] } : never;

/** An event exactly as stored: personal data sealed, not upcast. What the outbox relay ships. */
export interface StoredEventRow {
  position: number | string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  created_at: Date | string;
}

/**
 * The stored (sealed) form of a personal-data field of an event, for a read model to keep; the
 * clear value only when the event carried none (a field that is not personal data).
 */
export function sealedField(event: RecordedEvent, field: string): unknown {
  return event.sealed?.[field] ?? (event.data as Record<string, unknown>)[field];
}

/**
 * The stored (sealed) form of a network metadata field (IP, User-Agent), for a read model to
 * keep; the value as it is when the event carried it unsealed (older events, or none).
 */
export function sealedMetadataField(event: RecordedEvent, field: NetworkField): string | null {
  return event.sealedMetadata?.[field] ?? event.metadata[field];
}
