import path from 'node:path';
import type { StorageConfig } from './config.ts';
import { openDatabase, type Database } from './db.ts';
import { EventStore } from './event-store.ts';
import { FileStore } from './file-store.ts';
import { migrateEventStore } from './migrations.ts';
import { PiiVault } from './pii-vault.ts';
import { loadSecrets, type Secrets } from './secrets.ts';

export interface Storage {
  db: Database;
  store: EventStore;
  vault: PiiVault;
  secrets: Secrets;
  config: StorageConfig;
  /** Uploaded and generated files under `<dataDir>/files`. */
  files: FileStore;
  close(): Promise<void>;
}

/**
 * Opens the database (real PostgreSQL when DATABASE_URL is set, else PGlite in
 * `<dataDir>/pg`), runs the write-side migrations and wires the event store.
 */
export async function openStorage(
  config: StorageConfig,
  opts: { pgliteDir?: string; poolMax?: number } = {},
): Promise<Storage> {
  const secrets = loadSecrets({ secret: config.secret, dataDir: config.dataDir });
  const db = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: opts.pgliteDir ?? path.join(config.dataDir, 'pg'),
    ...(opts.poolMax ? { poolMax: opts.poolMax } : {}),
  });
  await migrateEventStore(db.knex);
  const vault = new PiiVault(secrets.masterKey, secrets.indexKey);
  const store = new EventStore(db, vault);
  return {
    db,
    store,
    vault,
    secrets,
    config,
    files: new FileStore(config.dataDir),
    close: () => db.close(),
  };
}
