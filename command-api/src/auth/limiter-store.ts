import type { Database } from '@karier/events';
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
 */
export function createLimiterStore(db: Database, redis?: RedisClientLike | null): LimiterStore {
  if (redis) {
    return {
      kind: 'redis',
      create: (o) => new RateLimiterRedis({ ...o, storeClient: redis }),
    };
  }
  if (db.kind === 'postgres') {
    return {
      kind: 'postgres',
      create: (o) =>
        new RateLimiterPostgres({
          ...o,
          storeClient: db.knex,
          storeType: 'knex',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
        }),
    };
  }
  return memoryLimiterStore;
}

export const memoryLimiterStore: LimiterStore = {
  kind: 'memory',
  create: (o) => new RateLimiterMemory(o),
};

const byDatabase = new WeakMap<Database, LimiterStore>();

/** Registers the store of a database's process (the Redis one, when REDIS_URL is set). */
export function useLimiterStore(db: Database, store: LimiterStore): void {
  byDatabase.set(db, store);
}

/** The store every guard of the process on `db` uses (PostgreSQL or memory unless registered). */
export function limiterStoreOf(db: Database): LimiterStore {
  let store = byDatabase.get(db);
  if (!store) byDatabase.set(db, (store = createLimiterStore(db)));
  return store;
}
