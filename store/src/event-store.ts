import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import {
  defaultCatalogue,
  NETWORK_FIELDS,
  type EventCatalogue,
  type KarierEvent,
  type NetworkField,
  type RecordedEvent,
  type StoredEventRow,
} from '@karier/events';
import type { Database } from './db.ts';
import { ConcurrencyError, ReservationTakenError } from '@karier/events';
import type { CommandContext, EventMetadata } from '@karier/events';
import {
  INVALIDATE_CHANNEL,
  isSealed,
  PiiVault,
  SubjectErasedError,
  type Invalidation,
} from './pii-vault.ts';

export const EVENTS_CHANNEL = 'karier_events';

/**
 * Events after which other processes must not keep their cached state of the stream: an
 * erasure (the state holds personal data), a role change, a ban, a new password or revoked
 * sessions. Announced on INVALIDATE_CHANNEL once committed.
 */
export const INVALIDATING_EVENTS: ReadonlySet<string> = new Set([
  'UserErased',
  'UserRoleChanged',
  'UserBanned',
  'UserUnbanned',
  'PasswordChanged',
  'PasswordResetCompleted',
  'OtherSessionsRevoked',
]);

/** A version number (events so far), `no_stream` (must not exist) or `any`. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface Reservation {
  scope: string;
  value: string;
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  context: CommandContext;
  /** Unique values to claim for this stream in the same transaction (e.g. an email). */
  reserve?: Reservation[];
  /** Values this stream gives up in the same transaction. */
  release?: Reservation[];
}

export interface AppendResult {
  /** Global position of the last appended event: the read-your-writes token. */
  position: number;
  /** Stream version after the append (number of events in the stream). */
  streamVersion: number;
  events: RecordedEvent[];
}

export class EventStore {
  private readonly local = new EventEmitter();

  constructor(
    readonly db: Database,
    readonly vault: PiiVault,
    readonly catalogue: EventCatalogue = defaultCatalogue,
  ) {
    this.local.setMaxListeners(100);
  }

  get knex(): Knex {
    return this.db.knex;
  }

  async append(
    streamId: string,
    events: readonly KarierEvent[],
    opts: AppendOptions,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const { context } = opts;
    const types: string[] = [];
    const data: string[] = [];
    const metadata: string[] = [];
    const stored: { type: string; data: Record<string, unknown>; metadata: EventMetadata }[] = [];
    let newKey: { subject: string; key: Buffer; wrapped: string } | null = null;
    for (const event of events) {
      const def = this.catalogue.get(event.type);
      const clear = this.catalogue.validate(event.type, event.data);
      const sealed = { ...clear };
      if (def.subject && def.pii.length > 0) {
        const subject = def.subject(clear as never);
        const found: { key: Buffer; wrapped: string | null } =
          newKey?.subject === subject
            ? { key: newKey.key, wrapped: null }
            : await this.vault.keyFor(this.knex, subject);
        if (found.wrapped) {
          if (newKey) throw new Error('one append may create the key of one subject only');
          newKey = { subject, key: found.key, wrapped: found.wrapped };
        }
        for (const field of def.pii) {
          const value = clear[field];
          // null/undefined carry no personal data; everything else is sealed (JSON if needed).
          if (value !== null && value !== undefined) {
            sealed[field] = this.vault.sealValue(found.key, subject, value);
          }
        }
      }
      const meta: EventMetadata = {
        actorId: context.actorId,
        actorRole: context.actorRole,
        correlationId: context.correlationId,
        causationId: context.causationId,
        ip: context.ip,
        userAgent: context.userAgent,
        schemaVersion: def.version,
      };
      types.push(event.type);
      data.push(JSON.stringify(sealed));
      stored.push({ type: event.type, data: clear, metadata: meta });
    }
    // The network metadata (IP, User-Agent) is personal data of the person who sent the
    // request: sealed with their key, after the data (which may create a key of its own).
    for (let i = 0; i < events.length; i++) {
      const meta = stored[i]!.metadata;
      const sealedMeta: EventMetadata = { ...meta };
      if (NETWORK_FIELDS.some((f) => meta[f] !== null)) {
        const subject = networkSubject(
          context,
          this.catalogue.get(stored[i]!.type),
          stored[i]!.data,
        );
        let key: Buffer | null = null;
        if (subject && newKey?.subject === subject) key = newKey.key;
        else if (subject) {
          try {
            const found = await this.vault.keyFor(this.knex, subject);
            if (!found.wrapped) key = found.key;
            else if (!newKey) {
              newKey = { subject, key: found.key, wrapped: found.wrapped };
              key = found.key;
            }
          } catch (err) {
            if (!(err instanceof SubjectErasedError)) throw err;
          }
        }
        // No key to seal with (no subject, or an erased one): the values are not stored.
        for (const f of NETWORK_FIELDS) {
          const v = meta[f];
          sealedMeta[f] = v === null || !key || !subject ? null : this.vault.seal(key, subject, v);
        }
      }
      metadata.push(JSON.stringify(sealedMeta));
    }
    const expected =
      opts.expectedVersion === 'any'
        ? -1
        : opts.expectedVersion === 'no_stream'
          ? 0
          : opts.expectedVersion;
    const reserve = opts.reserve ?? [];
    const release = opts.release ?? [];

    let rows: { out_position: number | string; out_version: number }[];
    try {
      // One statement, committed on its own: see migration 0002_append_function.
      const res = await this.knex.raw(
        `select out_position, out_version from karier_append(
           ?, ?, ?::text[], ?::jsonb[], ?::jsonb[], ?::timestamptz,
           ?::text[], ?::text[], ?::text[], ?::text[], ?, ?)`,
        [
          streamId,
          expected,
          pgArray(types),
          pgArray(data),
          pgArray(metadata),
          context.now.toISOString(),
          pgArray(reserve.map((r) => r.scope)),
          pgArray(reserve.map((r) => this.vault.blindIndex(r.scope, r.value))),
          pgArray(release.map((r) => r.scope)),
          pgArray(release.map((r) => this.vault.blindIndex(r.scope, r.value))),
          newKey?.subject ?? null,
          newKey?.wrapped ?? null,
        ],
      );
      rows = res.rows;
    } catch (err) {
      const e = err as { code?: string; detail?: string };
      if (e.code === 'KR001') {
        throw new ConcurrencyError(streamId, opts.expectedVersion, Number(e.detail));
      }
      if (e.code === 'KR002') throw new ReservationTakenError(e.detail ?? 'value');
      throw err;
    }
    if (newKey) this.vault.adopt(newKey.subject, newKey.key);
    const last = Number(rows[rows.length - 1]!.out_position);
    this.local.emit('appended', last);
    if (events.some((e) => INVALIDATING_EVENTS.has(e.type))) {
      await this.invalidate({ stream: streamId });
    }
    return {
      position: last,
      streamVersion: rows[rows.length - 1]!.out_version,
      events: rows.map(
        (r, i) =>
          ({
            position: Number(r.out_position),
            streamId,
            streamVersion: r.out_version,
            type: stored[i]!.type,
            data: stored[i]!.data,
            metadata: stored[i]!.metadata,
            createdAt: context.now,
          }) as RecordedEvent,
      ),
    };
  }

  private async currentVersion(db: Knex | Knex.Transaction, streamId: string): Promise<number> {
    const row = await db('events')
      .where({ stream_id: streamId })
      .max('stream_version as v')
      .first();
    return Number(row?.v ?? 0);
  }

  async streamVersion(streamId: string): Promise<number> {
    return this.currentVersion(this.knex, streamId);
  }

  /** The stream in order (all of it, or the events after `afterVersion`), PII opened, upcast. */
  async readStream(
    streamId: string,
    opts: { afterVersion?: number } = {},
  ): Promise<RecordedEvent[]> {
    const rows: StoredEventRow[] = await this.knex('events')
      .where({ stream_id: streamId })
      .andWhere('stream_version', '>', opts.afterVersion ?? 0)
      .orderBy('stream_version', 'asc');
    return this.toRecorded(rows);
  }

  /**
   * Events after `after` in global order, at most `limit`, optionally only some types and only
   * up to `until`. Every position up to the head is final (appends are serialised), so a
   * reader may checkpoint the head it saw before reading.
   */
  async readAll(opts: {
    after: number;
    limit: number;
    types?: readonly string[];
    until?: number;
  }): Promise<RecordedEvent[]> {
    let q = this.knex('events').where('position', '>', opts.after);
    if (opts.until !== undefined) q = q.andWhere('position', '<=', opts.until);
    if (opts.types) q = q.whereIn('type', opts.types as string[]);
    const rows: StoredEventRow[] = await q.orderBy('position', 'asc').limit(opts.limit);
    return this.toRecorded(rows);
  }

  /** Events after `after` in global order, as stored (sealed, not upcast): for the relay. */
  async readStored(opts: { after: number; limit: number }): Promise<StoredEventRow[]> {
    return this.knex('events')
      .where('position', '>', opts.after)
      .orderBy('position', 'asc')
      .limit(opts.limit)
      .select('position', 'stream_id', 'stream_version', 'type', 'data', 'metadata', 'created_at');
  }

  /** Stored rows (from the table or from the bus) as recorded events: PII opened, upcast. */
  async decode(rows: StoredEventRow[]): Promise<RecordedEvent[]> {
    return this.toRecorded(rows);
  }

  async head(db: Knex | Knex.Transaction = this.knex): Promise<number> {
    const row = await db('events').max('position as p').first();
    return Number(row?.p ?? 0);
  }

  /** The stream that holds a reserved value (e.g. which user owns an email), if any. */
  async findReservation(scope: string, value: string): Promise<string | null> {
    const row = await this.knex('reservations')
      .where({ scope, key: this.vault.blindIndex(scope, value) })
      .first('stream_id');
    return row?.stream_id ?? null;
  }

  /**
   * Calls `onAppend(position)` whenever events are committed: at once for appends of this
   * process, through LISTEN/NOTIFY for other processes. Callers should still poll now and then.
   */
  async subscribe(onAppend: (position: number) => void): Promise<() => Promise<void>> {
    const local = (p: number) => onAppend(p);
    this.local.on('appended', local);
    let unlisten: () => Promise<void> = async () => undefined;
    try {
      unlisten = await this.db.listen(EVENTS_CHANNEL, (payload) => onAppend(Number(payload) || 0));
    } catch {
      // LISTEN unavailable: the subscriber's poll keeps it going.
    }
    return async () => {
      this.local.off('appended', local);
      await unlisten();
    };
  }

  /**
   * Tells this process (at once) and every other one sharing the database (NOTIFY) to drop
   * what it cached for `what`. An announcement that cannot be sent fails the caller: the
   * change is committed, but it must not be answered as if every process knew.
   */
  async invalidate(what: Invalidation): Promise<void> {
    this.dropCached(what);
    if (this.db.kind === 'postgres') {
      await this.knex.raw('select pg_notify(?, ?)', [INVALIDATE_CHANNEL, JSON.stringify(what)]);
    }
  }

  /** `onInvalidate(what)` for every invalidation, of this process or another one. */
  onInvalidate(listener: (what: Invalidation) => void): () => void {
    this.local.on('invalidate', listener);
    return () => this.local.off('invalidate', listener);
  }

  /**
   * Listens for the invalidations of other processes (PostgreSQL only: the embedded PGlite is
   * one process). Started by the processes of the distributed mode (command-main, query-main);
   * the listening connection closes with the database.
   */
  async watchInvalidations(): Promise<void> {
    if (this.db.kind !== 'postgres' || this.watching) return;
    this.watching = true;
    await this.db.listen(INVALIDATE_CHANNEL, (payload) => {
      let what: Invalidation;
      try {
        what = JSON.parse(payload) as Invalidation;
      } catch {
        return;
      }
      this.dropCached(what);
    });
  }

  private watching = false;

  private dropCached(what: Invalidation): void {
    if (what.subject) this.vault.forget(what.subject);
    this.local.emit('invalidate', what);
  }

  private async toRecorded(rows: StoredEventRow[]): Promise<RecordedEvent[]> {
    /**
     * Where sealed values may be: the declared PII fields of the current schema version, so a
     * user-typed string that merely looks sealed (e.g. a skill "pii:v1:…") stays as typed;
     * older versions (or unknown types) are scanned whole, their PII fields may have differed.
     */
    const sealedFields = (r: StoredEventRow): readonly string[] | null => {
      if (!this.catalogue.has(r.type)) return null;
      const def = this.catalogue.get(r.type);
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
      if (r.type === 'UserErased') this.vault.forget(String(r.data.userId));
    }
    for (const r of rows) {
      const fields = sealedFields(r);
      if (fields) for (const f of fields) collect(r.data[f]);
      else collect(r.data);
      for (const f of NETWORK_FIELDS) collect(r.metadata[f]);
    }
    if (subjects.size > 0) await this.vault.loadKeys(this.knex, subjects);
    const openAll = (v: unknown): unknown => {
      if (isSealed(v)) return this.vault.open(v);
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
      for (const f of fields) if (isSealed(out[f])) out[f] = this.vault.open(out[f] as string);
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
        metadata = { ...metadata, [f]: this.vault.open(v) as string };
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
        data: this.catalogue.upcast(
          r.type,
          r.metadata.schemaVersion ?? 1,
          data,
        ) as KarierEvent['data'],
        metadata: meta.metadata,
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
      } as RecordedEvent;
    });
  }
}

/**
 * Whose key seals the network metadata of an event: the actor's (a signed-in user or admin
 * acting), else the event's data subject, else the user the event is about (e.g. a sign-in,
 * appended before the session exists). None for events that concern no person.
 */
function networkSubject(
  context: CommandContext,
  def: { subject: ((data: never) => string) | null },
  data: Record<string, unknown>,
): string | null {
  if (context.actorId) return context.actorId;
  if (def.subject) return def.subject(data as never);
  return typeof data.userId === 'string' ? data.userId : null;
}

/** A PostgreSQL array literal (NULL for null), passed as one text parameter on pg and PGlite. */
export function pgArray(values: readonly (string | null)[]): string {
  const item = (v: string | null) =>
    v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${values.map(item).join(',')}}`;
}

/**
 * What the read side may use of the store: the database its read models live in, the vault that
 * opens their sealed values, the head (for read-your-writes), one stream's events (the audit
 * timeline) and the invalidations its caches follow. It cannot append: the query API is given this, never the whole EventStore.
 */
export type ReadStore = Pick<
  EventStore,
  'db' | 'knex' | 'vault' | 'head' | 'readStream' | 'onInvalidate'
>;
