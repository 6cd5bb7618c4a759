import type { Knex } from 'knex';
import {
  NETWORK_FIELDS,
  type EventCatalogue,
  type EventMetadata,
  type KarierEvent,
  type NetworkField,
  type RecordedEvent,
  type StoredEventRow,
} from '@karier/events';
import { isSealed, PiiVault } from './pii-vault.ts';

/**
 * The read half of the crypto-shredding rule: stored rows (from the table or from the bus) as
 * recorded events — the keys of every subject they hold loaded in one query, the sealed values
 * opened (an erased subject's read "[dihapus]"), kept beside them as stored (`sealed`,
 * `sealedMetadata`) for the projections that keep them sealed, and the data upcast. With
 * `sealed`, for a reader that keeps every personal value sealed (a projection that
 * `readsSealed`): nothing is opened and no key loaded, `data` and `metadata` hold the stored
 * (sealed) values, and `sealed` / `sealedMetadata` are as they would be opened.
 */
export async function openStoredRows(
  vault: PiiVault,
  catalogue: EventCatalogue,
  knex: Knex,
  rows: StoredEventRow[],
  opts: { sealed?: boolean } = {},
): Promise<RecordedEvent[]> {
  if (opts.sealed) return rows.map((r) => recorded(catalogue, r, r.data, r.metadata));
  /**
   * Where sealed values may be: the declared PII fields of the current schema version, so a
   * user-typed string that merely looks sealed (e.g. a skill "pii:v1:…") stays as typed;
   * older versions (or unknown types) are scanned whole, their PII fields may have differed.
   */
  const sealedFields = (r: StoredEventRow): readonly string[] | null => {
    if (!catalogue.has(r.type)) return null;
    const def = catalogue.get(r.type);
    return (r.metadata.schemaVersion ?? 1) === def.version ? def.pii : null;
  };
  const subjects = new Set<string>();
  const collect = (v: unknown): void => {
    if (isSealed(v)) subjects.add(PiiVault.subjectOf(v));
    else if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
  };
  for (const r of rows) {
    // A subject erased by another process may still be cached here: read its key again.
    if (r.type === 'UserErased') vault.forget(String(r.data.userId));
  }
  for (const r of rows) {
    const fields = sealedFields(r);
    if (fields) for (const f of fields) collect(r.data[f]);
    else collect(r.data);
    for (const f of NETWORK_FIELDS) collect(r.metadata[f]);
  }
  if (subjects.size > 0) await vault.loadKeys(knex, subjects);
  const openAll = (v: unknown): unknown => {
    if (isSealed(v)) return vault.open(v);
    if (Array.isArray(v)) return v.map(openAll);
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = openAll(x);
      return out;
    }
    return v;
  };
  const openRow = (r: StoredEventRow): Record<string, unknown> => {
    const fields = sealedFields(r);
    if (!fields) return openAll(r.data) as Record<string, unknown>;
    const out = { ...r.data };
    for (const f of fields) if (isSealed(out[f])) out[f] = vault.open(out[f] as string);
    return out;
  };
  const openMetadata = (r: StoredEventRow): EventMetadata => {
    let metadata = r.metadata;
    for (const f of NETWORK_FIELDS) {
      const v = r.metadata[f];
      if (isSealed(v)) metadata = { ...metadata, [f]: vault.open(v) as string };
    }
    return metadata;
  };
  if (subjects.size === 0) return rows.map((r) => recorded(catalogue, r, r.data, r.metadata));
  return rows.map((r) => recorded(catalogue, r, openRow(r), openMetadata(r)));
}

/**
 * One recorded event of a stored row, given its data and metadata (opened or as stored): with
 * the stored form of its sealed top-level fields and network metadata beside them, and the data
 * upcast.
 */
function recorded(
  catalogue: EventCatalogue,
  r: StoredEventRow,
  data: Record<string, unknown>,
  metadata: EventMetadata,
): RecordedEvent {
  let sealed: Record<string, string> | undefined;
  for (const [k, v] of Object.entries(r.data)) if (isSealed(v)) (sealed ??= {})[k] = v;
  let sealedMetadata: Partial<Record<NetworkField, string>> | undefined;
  for (const f of NETWORK_FIELDS) {
    const v = r.metadata[f];
    if (isSealed(v)) (sealedMetadata ??= {})[f] = v;
  }
  return {
    ...(sealed ? { sealed } : {}),
    ...(sealedMetadata ? { sealedMetadata } : {}),
    position: Number(r.position),
    streamId: r.stream_id,
    streamVersion: r.stream_version,
    type: r.type as KarierEvent['type'],
    data: catalogue.upcast(r.type, r.metadata.schemaVersion ?? 1, data) as KarierEvent['data'],
    metadata,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  } as RecordedEvent;
}
