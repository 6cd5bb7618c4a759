import { loadStorageConfig, parseEnv, type Storage, type StorageConfig } from '@karier/store';
import type Koa from 'koa';
import { z } from 'zod';
import { listen } from './parts.ts';
import { probes } from './probes.ts';

const envSchema = z.object({
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

/**
 * The storage of a process of the distributed deployment: PostgreSQL and a shared secret are
 * required there (the embedded database is one process only, and every process must derive
 * the same keys).
 */
export function splitProcessStorage(service: string): StorageConfig {
  const storage = loadStorageConfig();
  const missing = [
    !storage.databaseUrl && 'DATABASE_URL (PostgreSQL: the processes share one database)',
    !storage.secret && 'KARIER_SECRET (every process must derive the same keys)',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `${service} sebagai proses terpisah membutuhkan:\n  - ${missing.join('\n  - ')}`,
    );
  }
  return storage;
}

/**
 * Runs a service until SIGTERM/SIGINT, then drains: `drain()` marks it not ready at once (so
 * a load balancer stops sending work), waits `DRAIN_DELAY_MS`, then `close()` lets requests
 * and batches in flight finish and releases everything. Exit code 0 on a clean stop.
 */
export function runUntilSignal(opts: {
  name: string;
  drain(): void;
  close(): Promise<void>;
}): void {
  const { DRAIN_DELAY_MS } = parseEnv(envSchema, process.env);
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[${opts.name}] ${signal}: draining`);
      opts.drain();
      setTimeout(() => {
        opts.close().then(
          () => process.exit(0),
          (err: unknown) => {
            console.error(err);
            process.exit(1);
          },
        );
      }, DRAIN_DELAY_MS);
    });
  }
}

/**
 * One process of the distributed deployment: an HTTP server with the probes (`/api/live`,
 * `/api/ready`, not ready while draining) in front of what `mount` adds, run until a signal;
 * then the server closes first and `close()` releases the rest.
 */
export async function serveService(opts: {
  name: string;
  port: number;
  host: string;
  trustProxy: boolean;
  storage: Storage;
  check?(): Promise<Record<string, unknown>>;
  mount?(app: Koa): void;
  hot?: Parameters<typeof listen>[0]['hot'];
  close(): Promise<void>;
}): Promise<{ url: string }> {
  let draining = false;
  const http = await listen({
    port: opts.port,
    host: opts.host,
    trustProxy: opts.trustProxy,
    mount(app) {
      app.use(
        probes({
          service: opts.name,
          storage: opts.storage,
          isDraining: () => draining,
          ...(opts.check ? { check: opts.check } : {}),
        }),
      );
      opts.mount?.(app);
    },
    ...(opts.hot ? { hot: opts.hot } : {}),
  });
  runUntilSignal({
    name: opts.name,
    drain: () => (draining = true),
    async close() {
      await http.close();
      await opts.close();
    },
  });
  return { url: http.url };
}
