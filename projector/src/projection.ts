import type { EventType, RecordedEvent } from '@karier/events';
import type { Knex } from 'knex';

/**
 * A projection is a named, versioned module that owns some tables and turns events into rows.
 * Bumping `version` makes the runner drop its tables and replay it from the beginning.
 * `apply` (or `applyBatch`, for set-based writes) always runs inside the transaction that also
 * stores the checkpoint, so a batch is applied exactly once or not at all.
 */
export interface Projection {
  name: string;
  version: number;
  description: string;
  handles: readonly EventType[];
  /** Tables this projection owns; dropped on rebuild. */
  tables: readonly string[];
  /** Creates the tables (runs on an empty schema after a drop). */
  setup(db: Knex | Knex.Transaction): Promise<void>;
  apply?(event: RecordedEvent, trx: Knex.Transaction): Promise<void>;
  applyBatch?(events: RecordedEvent[], trx: Knex.Transaction): Promise<void>;
}

export function defineProjection(p: Projection): Projection {
  if (!p.apply && !p.applyBatch) throw new Error(`Projection ${p.name} needs apply or applyBatch`);
  return p;
}
