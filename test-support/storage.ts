import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStorage, type FileStoreConfig, type Storage } from '@karier/store';
import { seedPgliteDir } from './pglite-template.ts';
import { createTestDatabase } from './postgres.ts';

export type Backend = 'postgres' | 'pglite';

/** What `openTestStorage` gives: the storage, its data dir, and `cleanup()`. */
export type TestStorage = Storage & {
  cleanup(): Promise<void>;
  dataDir: string;
  databaseUrl?: string;
};

/**
 * Fresh storage for a test: a new database on the local PostgreSQL, or a PGlite in the data
 * dir (copied from the run's initialised template; in memory when the run has none).
 * Secrets go to a temporary data dir. `cleanup()` closes and removes everything.
 */
export async function openTestStorage(
  backend: Backend,
  opts: { files?: FileStoreConfig } = {},
): Promise<TestStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-test-'));
  const db = backend === 'postgres' ? await createTestDatabase() : null;
  // PGlite: a copy of the run's initialised directory when there is one, else in memory.
  const pgliteDir = path.join(dataDir, 'pg');
  const seeded = backend === 'pglite' && seedPgliteDir(pgliteDir);
  const storage = await openStorage(
    {
      databaseUrl: db?.url,
      dataDir,
      secret: undefined,
      ...(opts.files ? { files: opts.files } : {}),
    },
    { pgliteDir: seeded ? pgliteDir : 'memory' },
  );
  return {
    ...storage,
    dataDir,
    ...(db ? { databaseUrl: db.url } : {}),
    async cleanup() {
      await storage.close();
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
