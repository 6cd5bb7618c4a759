import type { EventType, RecordedEvent } from '@karier/events';
import type { PiiVault } from '@karier/store';
import type { Knex } from 'knex';

/**
 * What a projection may ask of the process that runs it, besides the events and the
 * transaction: narrow, one-way capabilities, never the vault or a key (docs/projections.md).
 */
export interface ProjectionContext {
  /**
   * The blind search index of a text (issue 29): a keyed hash (32-bit integer) of each distinct
   * trigram of the case- and accent-folded text. One-way: nothing in the read model opens it.
   */
  searchGrams(text: string): number[];
}

/** The context of the projections run over `store`'s vault. */
export function projectionContext(vault: Pick<PiiVault, 'searchGrams'>): ProjectionContext {
  return { searchGrams: (text) => vault.searchGrams(text) };
}

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
  /**
   * Never reads personal data in clear: it is handed the events as stored (`data` and
   * `metadata` sealed, no key loaded; `sealed` / `sealedMetadata` as usual), which spares its
   * replay and its rebuild the decryption. A runner opens them when a projection sharing the
   * read needs them (the stored forms stay the same either way).
   */
  readsSealed?: boolean;
  /**
   * The only event types whose `data` it reads (of those it handles): a replay hands the
   * others with `data` empty, not read from the store.
   */
  readsDataOf?: readonly EventType[];
  /** Tables this projection owns; dropped on rebuild. */
  tables: readonly string[];
  /** Creates the tables (runs on an empty schema after a drop). */
  setup(db: Knex | Knex.Transaction): Promise<void>;
  /** The runners always pass `ctx`; a projection that needs it says so when it is missing. */
  apply?(event: RecordedEvent, trx: Knex.Transaction, ctx?: ProjectionContext): Promise<void>;
  applyBatch?(
    events: RecordedEvent[],
    trx: Knex.Transaction,
    ctx?: ProjectionContext,
  ): Promise<void>;
}

export function defineProjection(p: Projection): Projection {
  if (!p.apply && !p.applyBatch) throw new Error(`Projection ${p.name} needs apply or applyBatch`);
  return p;
}
