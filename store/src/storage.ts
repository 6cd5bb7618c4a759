import net from 'node:net';
import path from 'node:path';
import type { FileStoreConfig, StorageConfig } from './config.ts';
import { openDatabase, type Database } from './db.ts';
import { EventStore } from './event-store.ts';
import { DiskFileStore, type FileStore, type StoredFile } from './file-store.ts';
import { PostgresFileStore } from './file-store-postgres.ts';
import { migrateEventStore } from './migrations.ts';
import { PiiVault } from './pii-vault.ts';
import { readSocketInfo, WRITER_USER, type ServeOptions } from './pglite-server.ts';
import { looseModesWarning, makePrivate, privateUmask } from './private-dir.ts';
import { loadSecrets, type Secrets } from './secrets.ts';

export interface Storage {
  db: Database;
  store: EventStore;
  vault: PiiVault;
  secrets: Secrets;
  config: StorageConfig;
  /** Uploaded and generated files: the data dir's disk, PostgreSQL or S3 (`FILE_STORE`). */
  files: FileStore;
  close(): Promise<void>;
}

/**
 * Opens the database: real PostgreSQL when DATABASE_URL is set; else the embedded PGlite in
 * `<dataDir>/pg` — through the local socket of the app that runs on it (`npm start` serves it,
 * pglite-server.ts), or the directory itself when no app runs. Runs the write-side migrations
 * and wires the event store. This is the one place that decides; every CLI comes through here.
 */
export async function openStorage(
  config: StorageConfig,
  opts: {
    pgliteDir?: string;
    poolMax?: number;
    /** The app: serve the embedded database to local clients while it runs. */
    serveSocket?: boolean;
    /** Limits of that socket (tests shorten them); see ServeOptions. */
    socket?: Omit<ServeOptions, 'dataDir' | 'writerPassword' | 'log'>;
    /**
     * A CLI on PostgreSQL: each of its statements is cut off after this long (statement_timeout
     * of its sessions). PGlite ignores statement_timeout: there the bound is what the CLIs run.
     */
    statementTimeoutMs?: number;
    /**
     * What this process is, when it must not run beside the app through its socket (a second
     * projector or relay: advisory locks cannot elect a leader inside PGlite's one session).
     */
    exclusive?: string;
    log?: (msg: string) => void;
  } = {},
): Promise<Storage> {
  // The data directory is private (issue 25): whatever this process creates, and what is there.
  privateUmask();
  const owner = !!opts.serveSocket || !config.databaseUrl;
  if (owner) {
    const warning = looseModesWarning(config.dataDir, makePrivate(config.dataDir));
    if (warning) (opts.log ?? console.warn)(warning);
  }
  const secrets = loadSecrets({ secret: config.secret, dataDir: config.dataDir });
  const pgliteDir = opts.pgliteDir ?? path.join(config.dataDir, 'pg');
  const db = config.databaseUrl
    ? await openDatabase({
        url: config.databaseUrl,
        ...(opts.poolMax ? { poolMax: opts.poolMax } : {}),
        ...(opts.statementTimeoutMs ? { statementTimeoutMs: opts.statementTimeoutMs } : {}),
      })
    : await openEmbedded(config.dataDir, pgliteDir, secrets, !!opts.serveSocket, opts.exclusive);
  // PGlite sets its files' modes itself (0666 when it creates the directory, 0644 for
  // pg_internal.init at each start): put them right, now and when it closes.
  const ownsDirectory = db.kind === 'pglite' && pgliteDir !== 'memory';
  if (ownsDirectory) makePrivate(config.dataDir);
  await migrateEventStore(db.knex);
  if (opts.serveSocket && db.serveSocket && pgliteDir !== 'memory') {
    await db.serveSocket({
      dataDir: config.dataDir,
      writerPassword: secrets.dbWriterPassword,
      ...opts.socket,
      ...(opts.log ? { log: opts.log } : {}),
    });
  }
  const vault = new PiiVault(secrets.masterKey, secrets.indexKey);
  const store = new EventStore(db, vault);
  const files = openFileStore(config.files ?? { kind: 'disk' }, {
    dataDir: config.dataDir,
    knex: db.knex,
    vault,
  });
  return {
    db,
    store,
    vault,
    secrets,
    config,
    files,
    async close() {
      await files.close?.();
      await db.close();
      if (ownsDirectory) makePrivate(config.dataDir);
    },
  };
}

/**
 * The file store `config` names. The S3 client is loaded at the first file operation only: the
 * query API, the projectors and the CLIs open the storage too, and never touch a file.
 */
export function openFileStore(
  config: FileStoreConfig,
  deps: { dataDir: string; knex: Database['knex']; vault: PiiVault },
): FileStore {
  if (config.kind === 'postgres') return new PostgresFileStore(deps.knex, deps.vault);
  if (config.kind === 's3') {
    const { s3 } = config;
    return new LazyFileStore('s3', async () => {
      const { S3FileStore } = await import('./file-store-s3.ts');
      return new S3FileStore(s3, deps.knex, deps.vault);
    });
  }
  return new DiskFileStore(deps.dataDir);
}

/** A store made at its first use. */
class LazyFileStore implements FileStore {
  private made: Promise<FileStore> | null = null;

  constructor(
    readonly kind: FileStore['kind'],
    private readonly make: () => Promise<FileStore>,
  ) {}

  private get store(): Promise<FileStore> {
    this.made ??= this.make();
    return this.made;
  }

  async putOriginal(userId: string, buf: Uint8Array) {
    return (await this.store).putOriginal(userId, buf);
  }
  async putRevision(userId: string, revisionId: string, buf: Uint8Array) {
    return (await this.store).putRevision(userId, revisionId, buf);
  }
  async readOriginal(userId: string, hash: string) {
    return (await this.store).readOriginal(userId, hash);
  }
  async readRevision(userId: string, revisionId: string) {
    return (await this.store).readRevision(userId, revisionId);
  }
  async removeOriginal(userId: string, hash: string) {
    return (await this.store).removeOriginal(userId, hash);
  }
  async removeRevision(userId: string, revisionId: string) {
    return (await this.store).removeRevision(userId, revisionId);
  }
  async *entries() {
    yield* (await this.store).entries();
  }
  async removeEntry(entry: StoredFile) {
    return (await this.store).removeEntry(entry);
  }
  async removeUser(userId: string) {
    return (await this.store).removeUser(userId);
  }
  async close() {
    if (this.made) await (await this.made).close?.();
  }
}

/**
 * Each statement of a CLI on PostgreSQL (statement_timeout of its sessions); projector batches,
 * export and snapshot batches each take well under a second.
 */
export const CLI_STATEMENT_TIMEOUT_MS = 120_000;

/** How long a client waits for a starting app to open its socket before giving up. */
const SOCKET_WAIT_MS = 15_000;

async function openEmbedded(
  dataDir: string,
  pgliteDir: string,
  secrets: Secrets,
  owner: boolean,
  exclusive?: string,
): Promise<Database> {
  const deadline = Date.now() + SOCKET_WAIT_MS;
  for (;;) {
    const info = owner ? null : readSocketInfo(dataDir);
    // A file left by a killed app whose pid now belongs to another process: nobody listens.
    if (info && (await listening(info.host, info.port))) {
      if (exclusive) {
        throw new Error(
          `${exclusive} tidak bisa berjalan di samping aplikasi (pid ${info.pid}) yang memakai ` +
            `database di ${path.resolve(pgliteDir)}: aplikasi sudah menjalankannya sendiri. ` +
            'Hentikan aplikasi, atau pakai DATABASE_URL ke PostgreSQL untuk beberapa proses.',
        );
      }
      const password = encodeURIComponent(secrets.dbWriterPassword);
      return openDatabase({
        url: `postgres://${WRITER_USER}:${password}@${info.host}:${info.port}/postgres`,
        poolMax: 1,
        sharedSession: true,
        location: `${path.resolve(pgliteDir)} via 127.0.0.1:${info.port} (proses ${info.pid})`,
      });
    }
    try {
      return await openDatabase({ pgliteDir });
    } catch (err) {
      // Held by a process that has not opened its socket yet (starting), or never will.
      if (owner || !isLockedError(err) || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const listening = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const isLockedError = (err: unknown) =>
  err instanceof Error && err.message.includes('sedang dipakai proses lain');
