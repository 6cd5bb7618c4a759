import { loadStorageConfig } from './config.ts';
import { ensureReaderRole } from './reader-role.ts';
import { CLI_STATEMENT_TIMEOUT_MS, openStorage } from './storage.ts';
import { runCli } from './run-cli.ts';

/**
 * `npm run db:reader -- [--role karier_reader] [--password-stdin] [--statement-timeout 30s]`:
 * the analysts' read-only role on PostgreSQL (reader-role.ts). The password comes from standard
 * input or KARIER_READER_PASSWORD, never from the command line (other accounts see that in ps).
 * Run again after a projection is rebuilt: its re-created tables get their SELECT back.
 */
const usage =
  'Pemakaian: echo "$SANDI" | npm run db:reader -- --password-stdin [--role karier_reader] [--statement-timeout <detik>]';

export interface ReaderArgs {
  role: string;
  passwordStdin: boolean;
  statementTimeoutMs: number;
}

export function parseReaderArgs(argv: string[]): ReaderArgs {
  const args: ReaderArgs = {
    role: 'karier_reader',
    passwordStdin: false,
    statementTimeoutMs: 30_000,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--role') args.role = argv[++i] ?? '';
    else if (a === '--password-stdin') args.passwordStdin = true;
    else if (a === '--statement-timeout') {
      const s = Number(argv[++i]);
      if (!Number.isFinite(s) || s <= 0 || s > 3600) {
        throw new Error('--statement-timeout butuh detik (0 < n ≤ 3600)');
      }
      args.statementTimeoutMs = Math.round(s * 1000);
    } else if (a === '--password') {
      throw new Error(
        'Kata sandi tidak diterima di baris perintah (terlihat akun lain lewat ps): pakai --password-stdin atau KARIER_READER_PASSWORD.',
      );
    } else throw new Error(`Argumen tidak dikenal: ${a}`);
  }
  return args;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log = console.log,
): Promise<number> {
  if (argv.includes('--help')) {
    console.error(usage);
    return 0;
  }
  const args = parseReaderArgs(argv);
  const config = loadStorageConfig(env);
  if (!config.databaseUrl) {
    console.error(
      'db:reader butuh DATABASE_URL (PostgreSQL). Database bawaan (PGlite) tidak punya akun baca ' +
        'untuk klien luar: pakai npm run db:snapshot -- --out snapshot.sql, lalu buka berkasnya.',
    );
    return 2;
  }
  const password = args.passwordStdin ? await readStdin() : env.KARIER_READER_PASSWORD || undefined;
  if (password !== undefined && password.length < 12) {
    throw new Error('Kata sandi peran baca minimal 12 karakter.');
  }
  const storage = await openStorage(config, { statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS });
  try {
    const res = await ensureReaderRole(storage.db.knex, {
      role: args.role,
      password,
      statementTimeoutMs: args.statementTimeoutMs,
    });
    log(
      `Peran ${args.role} ${res.created ? 'dibuat' : 'diperbarui'}: SELECT pada ${res.granted.length} tabel, ` +
        `ditolak pada ${res.denied.join(', ') || '(tidak ada tabel rahasia)'}; transaksi baca-saja, ` +
        `statement_timeout ${args.statementTimeoutMs} ms. Jalankan lagi setelah proyeksi dibangun ulang.`,
    );
    return 0;
  } finally {
    await storage.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(main, usage);
