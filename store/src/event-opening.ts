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
 * `sealedMetadata`) for the projections that keep them sealed, and the data upcast.
 */
export async function openStoredRows(
  vault: PiiVault,
  catalogue: EventCatalogue,
  knex: Knex,
  rows: StoredEventRow[],
): Promise<RecordedEvent[]> {
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
  const sealedOf = (r: StoredEventRow): Record<string, string> | undefined => {
    let out: Record<string, string> | undefined;
    for (const [k, v] of Object.entries(r.data)) if (isSealed(v)) (out ??= {})[k] = v;
    return out;
  };
  const metadataOf = (
    r: StoredEventRow,
  ): { metadata: EventMetadata; sealedMetadata?: Partial<Record<NetworkField, string>> } => {
    let sealedMetadata: Partial<Record<NetworkField, string>> | undefined;
    let metadata = r.metadata;
    for (const f of NETWORK_FIELDS) {
      const v = r.metadata[f];
      if (!isSealed(v)) continue;
      (sealedMetadata ??= {})[f] = v;
      metadata = { ...metadata, [f]: vault.open(v) as string };
    }
    return sealedMetadata ? { metadata, sealedMetadata } : { metadata };
  };
  return rows.map((r) => {
    const data = subjects.size > 0 ? openRow(r) : r.data;
    const sealed = subjects.size > 0 ? sealedOf(r) : undefined;
    const meta = subjects.size > 0 ? metadataOf(r) : { metadata: r.metadata };
    return {
      ...(sealed ? { sealed } : {}),
      ...(meta.sealedMetadata ? { sealedMetadata: meta.sealedMetadata } : {}),
      position: Number(r.position),
      streamId: r.stream_id,
      streamVersion: r.stream_version,
      type: r.type as KarierEvent['type'],
      data: catalogue.upcast(r.type, r.metadata.schemaVersion ?? 1, data) as KarierEvent['data'],
      metadata: meta.metadata,
      createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
    } as RecordedEvent;
  });
}
