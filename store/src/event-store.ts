import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import {
  defaultCatalogue,
  type EventCatalogue,
  type KarierEvent,
  type RecordedEvent,
  type StoredEventRow,
} from '@karier/events';
import type { Database } from './db.ts';
import { openStoredRows } from './event-opening.ts';
import { sealForAppend } from './event-sealing.ts';
import { ConcurrencyError, ReservationTakenError } from '@karier/events';
import type { CommandContext } from '@karier/events';
import { INVALIDATE_CHANNEL, PiiVault, type Invalidation } from './pii-vault.ts';

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
    const { types, data, metadata, stored, newKey } = await sealForAppend(
      this.vault,
      this.catalogue,
      this.knex,
      events,
      context,
    );
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
    /** Personal data left sealed, no key loaded: for readers that keep it sealed (see decode). */
    sealed?: boolean;
    /**
     * The only types whose `data` the reader uses: the others' is not read (handed `{}`), for
     * a reader of ids and metadata over every event (activity-log).
     */
    dataOf?: readonly string[];
  }): Promise<RecordedEvent[]> {
    let q = this.knex('events').where('position', '>', opts.after);
    if (opts.until !== undefined) q = q.andWhere('position', '<=', opts.until);
    if (opts.types) q = q.whereIn('type', opts.types as string[]);
    if (opts.dataOf) {
      q = q.select(
        'position',
        'stream_id',
        'stream_version',
        'type',
        this.knex.raw(`case when type = any(?::text[]) then data else '{}'::jsonb end as data`, [
          pgArray(opts.dataOf),
        ]),
        'metadata',
        'created_at',
      );
    }
    const rows: StoredEventRow[] = await q.orderBy('position', 'asc').limit(opts.limit);
    return this.toRecorded(rows, opts.sealed);
  }

  /** Events after `after` in global order, as stored (sealed, not upcast): for the relay. */
  async readStored(opts: { after: number; limit: number }): Promise<StoredEventRow[]> {
    return this.knex('events')
      .where('position', '>', opts.after)
      .orderBy('position', 'asc')
      .limit(opts.limit)
      .select('position', 'stream_id', 'stream_version', 'type', 'data', 'metadata', 'created_at');
  }

  /**
   * Stored rows (from the table or from the bus) as recorded events: PII opened, upcast. With
   * `sealed`, nothing is opened: `data` and `metadata` keep the stored (sealed) values, for a
   * reader that never needs the clear text (openStoredRows).
   */
  async decode(rows: StoredEventRow[], sealed = false): Promise<RecordedEvent[]> {
    return this.toRecorded(rows, sealed);
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

  private toRecorded(rows: StoredEventRow[], sealed = false): Promise<RecordedEvent[]> {
    return openStoredRows(this.vault, this.catalogue, this.knex, rows, { sealed });
  }
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
