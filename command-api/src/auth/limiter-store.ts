import type { EventStore } from '@karier/events';
import { Redis } from 'ioredis';
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
            storeClient: db.knex,
            storeType: 'knex',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
          }),
        ),
    };
  }
  return memoryLimiterStore;
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
