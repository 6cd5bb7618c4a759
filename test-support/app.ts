import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCommandConfig } from '@karier/command-api';
import { repoRoot, startStandalone, type Standalone } from '@karier/infra';
import type { BusConfig, FileStoreConfig } from '@karier/store';
import { seedPgliteDir } from './pglite-template.ts';
import { createTestDatabase } from './postgres.ts';

export interface TestApp extends Standalone {
  stop(): Promise<void>;
}

/**
 * The whole standalone app on a random port: embedded PGlite in a temp dir by default, or a
 * fresh database on the local PostgreSQL. Generous login and sign-up limits unless a test sets
 * its own.
 */
export async function startTestApp(
  opts: {
    backend?: 'pglite' | 'postgres';
    env?: NodeJS.ProcessEnv;
    /** Take the client IP from X-Forwarded-For (tests of per-IP limits). */
    trustProxy?: boolean;
    /** Route events through Kafka (the distributed code path in one process); default: none. */
    bus?: BusConfig | null;
    /** Where files live (default: the data dir's disk). */
    files?: FileStoreConfig;
    /** The built web app to serve (default: web/dist). */
    webDist?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-app-'));
  const db = opts.backend === 'postgres' ? await createTestDatabase() : null;
  // The embedded database starts from the run's initialised PGlite directory (no initdb).
  if (!db) seedPgliteDir(path.join(dataDir, 'pg'));
  const app = await startStandalone({
    storage: {
      databaseUrl: db?.url,
      dataDir,
      secret: undefined,
      ...(opts.files ? { files: opts.files } : {}),
    },
    server: {
      port: 0,
      host: '127.0.0.1',
      webDist: opts.webDist ?? path.join(repoRoot, 'web', 'dist'),
      trustProxy: opts.trustProxy ?? false,
      consistencyTimeoutMs: 3000,
    },
    command: loadCommandConfig({
      LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
      LOGIN_MAX_FAILURES_PER_EMAIL: '1000',
      REGISTER_MAX_PER_IP_PER_HOUR: '100000',
      REGISTER_MAX_PER_MINUTE: '100000',
      // One CV child per app unless a test asks for more: every child loads pdf.js and the
      // analyser at start, and the suite starts dozens of apps on a 2-core machine.
      CV_WORKERS: '1',
      // Most test apps read no CV: the child starts at the first upload, not with every app
      // (about a second of CPU each, beside the other test files).
      CV_WARM_WORKERS: '0',
      DATA_DIR: dataDir,
      ...opts.env,
    }),
    bus: opts.bus ?? null,
    log: () => undefined,
  });
  const url = app.url.replace('localhost', '127.0.0.1');
  return {
    ...app,
    url,
    async stop() {
      await app.close();
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
