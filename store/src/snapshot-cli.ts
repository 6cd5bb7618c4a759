import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { loadStorageConfig } from './config.ts';
import { privateTree, privateUmask } from './private-dir.ts';
import { writeSnapshot } from './snapshot.ts';
import { CLI_STATEMENT_TIMEOUT_MS, openStorage } from './storage.ts';
import { runCli } from './run-cli.ts';

/**
 * `npm run db:snapshot -- --out snapshot.sql [--pglite-dir dir] [--with-keys] [--with-sessions]`:
 * the database as one SQL file (mode 0600) for analysts, read in one consistent transaction
 * through the running app's socket, or from the directory when no app runs (snapshot.ts).
 */
const usage =
  'Pemakaian: npm run db:snapshot -- --out <berkas.sql> [--pglite-dir <direktori baru>] [--with-keys] [--with-sessions] [--force]';

export interface SnapshotArgs {
  out: string;
  pgliteDir?: string;
  include: string[];
  force: boolean;
}

export function parseSnapshotArgs(argv: string[]): SnapshotArgs {
  const args: SnapshotArgs = { out: '', include: [], force: false };
  const value = (flag: string, v: string | undefined) => {
    if (!v || v.startsWith('--')) throw new Error(`${flag} butuh nama berkas atau direktori`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') args.out = value(a, argv[++i]);
    else if (a === '--pglite-dir') args.pgliteDir = value(a, argv[++i]);
    else if (a === '--with-keys') args.include.push('pii_keys');
    else if (a === '--with-sessions') args.include.push('user_sessions', 'rate_limits');
    else if (a === '--force') args.force = true;
    else throw new Error(`Argumen tidak dikenal: ${a}`);
  }
  if (!args.out) throw new Error('--out <berkas.sql> wajib');
  return args;
}

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log = console.error,
): Promise<number> {
  if (argv.includes('--help')) {
    log(usage);
    return 0;
  }
  const args = parseSnapshotArgs(argv);
  privateUmask();
  if (args.pgliteDir && fs.existsSync(args.pgliteDir)) {
    throw new Error(`${args.pgliteDir} sudah ada: --pglite-dir membuat direktori baru`);
  }
  if (!args.force && fs.existsSync(args.out)) {
    throw new Error(`${args.out} sudah ada: pakai --force untuk menimpanya`);
  }
  const started = performance.now();
  // Opened first: an existing file is refused (without --force) before any database work,
  // and only a file this run created is removed when it fails.
  const out = fs.createWriteStream(args.out, { flags: args.force ? 'w' : 'wx', mode: 0o600 });
  await once(out, 'open');
  fs.chmodSync(args.out, 0o600); // an existing file (--force) keeps its mode otherwise
  let result;
  try {
    const storage = await openStorage(loadStorageConfig(env), {
      statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
    });
    try {
      result = await writeSnapshot(storage.db.knex, {
        include: args.include,
        write: async (chunk) => {
          if (!out.write(chunk)) await once(out, 'drain');
        },
      });
    } finally {
      await storage.close();
    }
  } catch (err) {
    out.destroy();
    fs.rmSync(args.out, { force: true });
    throw err;
  }
  out.end();
  await once(out, 'close');
  const rows = result.tables.reduce((n, t) => n + t.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  log(
    `Snapshot ${args.out}: ${result.tables.length} tabel, ${rows} baris, head event ${result.head} (${seconds} s). ` +
      (result.skipped.length
        ? `Tidak disertakan: ${result.skipped.join(', ')}.`
        : 'Termasuk tabel rahasia yang diminta: simpan seperti data direktori.'),
  );
  if (args.include.includes('pii_keys')) {
    log(
      'PERINGATAN: --with-keys menyertakan kunci data pengguna (terbungkus kunci master): siapa pun yang juga memegang secrets.json direktori data bisa membuka data pribadi.',
    );
  }
  if (args.pgliteDir) {
    const { PGlite } = await import('@electric-sql/pglite');
    const dir = path.resolve(args.pgliteDir);
    const pg = new PGlite(dir);
    try {
      await pg.exec(fs.readFileSync(args.out, 'utf8'));
    } finally {
      await pg.close();
    }
    privateTree(dir); // PGlite writes its files 0666 whatever the umask
    log(`Direktori PGlite baru: ${dir} (buka dengan new PGlite('${dir}'))`);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(main, usage);
