import { AppError } from '@karier/events';
import { type Database, type EventStore } from '@karier/store';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** The table every limiter shares on PostgreSQL (migration 0006_rate_limits): key → points. */
export const RATE_LIMIT_TABLE = 'rate_limits';

export interface LimiterOptions {
  /** Names the guard: keys are `<keyPrefix>:<key>`, so guards never share points. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/** The minimal Redis client rate-limiter-flexible drives (ioredis-compatible). */
export interface RedisClientLike {
  quit(): Promise<unknown>;
}

export type LimiterStoreKind = 'memory' | 'postgres' | 'redis';

/** Where a process's rate limits count: one store for all of its guards. */
export interface LimiterStore {
  kind: LimiterStoreKind;
  create(opts: LimiterOptions): RateLimiterAbstract;
}

/**
 * The store of a process's guards: Redis when a client is given (REDIS_URL), else PostgreSQL when
 * the database is a server (every process sharing it shares the counts), else memory (the
 * embedded PGlite: one process by construction).
 *
 * In a shared store a key (an email, an IP address) is personal data: it is kept as its blind
 * index (HMAC with the secret every process derives), never in clear.
 */
export function createLimiterStore(
  store: EventStore,
  redis?: RedisClientLike | null,
): LimiterStore {
  const db = store.db;
  const blind = <L extends RateLimiterAbstract>(limiter: L): L => {
    limiter.getKey = (key) =>
      `${limiter.keyPrefix}:${store.vault.blindIndex('rate-limit', String(key))}`;
    return limiter;
  };
  if (redis) {
    return {
      kind: 'redis',
      create: (o) =>
        blind(
          new RateLimiterRedis({
            ...o,
            keyPrefix: `karier:${o.keyPrefix}`,
            storeClient: redis,
            // Redis unreachable: this process counts on its own until it is back.
            insuranceLimiter: new RateLimiterMemory(o),
          }),
        ),
    };
  }
  if (db.kind === 'postgres') {
    return {
      kind: 'postgres',
      create: (o) =>
        blind(
          new RateLimiterPostgres({
            ...o,
            storeClient: boundedPgClient(db),
            storeType: 'pool',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
          }),
        ),
    };
  }
  return memoryLimiterStore;
}

/**
 * How long a guard's statement may wait for a lock on `rate_limits` before the request is
 * refused with a 503: a lock held by a migration or an operator (`LOCK TABLE`, `VACUUM FULL`)
 * must not hold sign-ins for as long as it lasts. Row locks count too, and a burst on one key
 * (50 sign-ups at once: `register-all`) queues on its row; each holder keeps it for one
 * statement and its commit, without a round trip to this process in between.
 */
export const LIMITER_LOCK_TIMEOUT_MS = 1000;
/** The whole statement, lock wait included. */
export const LIMITER_STATEMENT_TIMEOUT_MS = 1500;
/**
 * Client-side deadline of one guard query, from asking the pool for a connection to the
 * answer: a last bound for what the server-side timeouts cannot see (a server that stopped
 * answering). Generous, as waiting for a free connection is ordinary load, not a store failure.
 */
export const LIMITER_DEADLINE_MS = 10_000;
/** What a 503 of an unavailable store tells the client to wait. */
export const LIMITER_RETRY_AFTER_SECONDS = 5;

export const LIMITER_UNAVAILABLE_MESSAGE =
  'Layanan sedang sibuk dan belum bisa memeriksa permintaan ini. Coba lagi dalam beberapa detik.';

/**
 * The guards fail closed: a store that cannot answer (table missing, lock held, server gone)
 * refuses the request with a 503, never lets it through and never turns it into a 500.
 */
export const limiterUnavailable = () =>
  new AppError('UNAVAILABLE', LIMITER_UNAVAILABLE_MESSAGE, {
    retryAfterSeconds: LIMITER_RETRY_AFTER_SECONDS,
  });

type PgQuery = { name?: string; text: string; values?: unknown[] };
/** What RateLimiterPostgres reads of a result. */
interface PgResult {
  rows: unknown[];
  rowCount: number | null;
}
/** A connection of knex's pg pool (a pg Client), as far as this module uses it. */
interface PgConnection {
  /** A text of several statements answers one result per statement. */
  query(text: string): Promise<PgResult | PgResult[]>;
}

/**
 * `value` as an SQL literal. The limiter's values are its keys (`<guard>:<blind index>`, the
 * HMAC in hex), integers and epoch milliseconds, or null; a string is quoted whatever it holds
 * (standard_conforming_strings, PostgreSQL's default since 9.1: only `'` is special).
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`rate-limit value of type ${typeof value} cannot be written as SQL`);
}

/** The statement with its `$n` parameters written in as literals. */
export function inlineParameters(text: string, values: readonly unknown[] = []): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i >= values.length) throw new RangeError(`no value for $${n}`);
    return sqlLiteral(values[i]);
  });
}

/**
 * The `pool`-shaped client RateLimiterPostgres queries through. Each statement goes as one
 * simple-protocol query, `SET LOCAL lock_timeout …; SET LOCAL statement_timeout …; <statement>`:
 * the three run in one implicit transaction, so the limits hold for the statement only (the
 * pooled connection keeps its defaults), in one round trip like the library's own query. Its
 * parameters are written in as literals (`inlineParameters`): the simple protocol has none, and
 * its text is the library's, with no `$` but its parameters. Any failure, or no answer within
 * the deadline, is `limiterUnavailable()`.
 */
export function boundedPgClient(
  db: Pick<Database, 'knex'>,
  bounds: { lockMs: number; statementMs: number; deadlineMs: number } = {
    lockMs: LIMITER_LOCK_TIMEOUT_MS,
    statementMs: LIMITER_STATEMENT_TIMEOUT_MS,
    deadlineMs: LIMITER_DEADLINE_MS,
  },
) {
  const pool = db.knex.client as {
    acquireConnection(): Promise<PgConnection>;
    releaseConnection(c: PgConnection): Promise<unknown>;
  };
  const limits =
    `set local lock_timeout = ${Math.ceil(bounds.lockMs)}; ` +
    `set local statement_timeout = ${Math.ceil(bounds.statementMs)}; `;
  const run = async (q: PgQuery, expired: () => boolean): Promise<PgResult> => {
    const text = limits + inlineParameters(q.text, q.values);
    const conn = await pool.acquireConnection();
    try {
      // Too late already (no connection was free): the request had its 503.
      if (expired()) throw limiterUnavailable();
      const results = await conn.query(text);
      const last = Array.isArray(results) ? results.at(-1) : results;
      if (!last) throw new Error('the rate-limit statement gave no result');
      return last;
    } finally {
      await pool.releaseConnection(conn);
    }
  };
  return {
    async query(q: PgQuery): Promise<PgResult> {
      let timer: NodeJS.Timeout | undefined;
      let late = false;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          late = true;
          reject(limiterUnavailable());
        }, bounds.deadlineMs);
        timer.unref();
      });
      const work = run(q, () => late);
      // The work still ends on its own (the server-side timeouts bound it) once the deadline won.
      work.catch(() => undefined);
      try {
        return await Promise.race([work, deadline]);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw Object.assign(limiterUnavailable(), { cause: err });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export const memoryLimiterStore: LimiterStore = {
  kind: 'memory',
  create: (o) => new RateLimiterMemory(o),
};

const byStore = new WeakMap<EventStore, LimiterStore>();

/** Registers the limiter store of an event store's process (Redis, when REDIS_URL is set). */
export function useLimiterStore(store: EventStore, limits: LimiterStore): void {
  byStore.set(store, limits);
}

/** The store every guard of the process uses (PostgreSQL or memory unless registered). */
export function limiterStoreOf(store: EventStore): LimiterStore {
  let limits = byStore.get(store);
  if (!limits) byStore.set(store, (limits = createLimiterStore(store)));
  return limits;
}

/**
 * The rate-limit store of a command process, registered for its database: Redis when
 * `redisUrl` is set (connected before the process serves), else PostgreSQL or memory (see
 * `createLimiterStore`). `close` ends the Redis connection.
 */
export async function openLimiterStore(
  events: EventStore,
  redisUrl: string | null,
): Promise<{ store: LimiterStore; close(): Promise<void> }> {
  if (!redisUrl) return { store: limiterStoreOf(events), close: async () => undefined };
  // ioredis is loaded only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`Redis di REDIS_URL tidak bisa dihubungi: ${(err as Error).message}`);
  }
  const store = createLimiterStore(events, redis);
  useLimiterStore(events, store);
  return {
    store,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
