import { once } from 'node:events';
import { loadStorageConfig } from './config.ts';
import type { EventStore } from './event-store.ts';
import { CLI_STATEMENT_TIMEOUT_MS, openStorage } from './storage.ts';
import { runCli } from './run-cli.ts';

/** One line of the NDJSON export. */
export interface ExportedEvent {
  position: number;
  streamId: string;
  version: number;
  type: string;
  data: unknown;
  metadata: unknown;
  createdAt: string;
}

export interface ExportOptions {
  /** Export the events after this position. */
  from: number;
  /** …up to and including this one (default: the head when the export starts). */
  to?: number;
  types?: readonly string[];
  /** Open sealed personal data through the vault (default: exported sealed, as stored). */
  decrypt?: boolean;
  batchSize?: number;
}

/**
 * Streams events in position order, one batch in memory at a time. Sealed values (`pii:v1…`)
 * are written exactly as stored unless `decrypt` is set; then the events are read as the
 * projector reads them (opened, upcast to the current schema version).
 */
export async function exportEvents(
  store: EventStore,
  opts: ExportOptions,
  write: (line: string) => Promise<void> | void,
): Promise<number> {
  const until = opts.to ?? (await store.head());
  const limit = opts.batchSize ?? 1000;
  let after = opts.from;
  let count = 0;
  while (after < until) {
    let batch: ExportedEvent[];
    if (opts.decrypt) {
      const events = await store.readAll({
        after,
        limit,
        until,
        ...(opts.types ? { types: opts.types } : {}),
      });
      batch = events.map((e) => ({
        position: e.position,
        streamId: e.streamId,
        version: e.streamVersion,
        type: e.type,
        data: e.data,
        metadata: e.metadata,
        createdAt: e.createdAt.toISOString(),
      }));
    } else {
      let q = store.knex('events').where('position', '>', after).andWhere('position', '<=', until);
      if (opts.types) q = q.whereIn('type', opts.types as string[]);
      const rows: {
        position: number | string;
        stream_id: string;
        stream_version: number;
        type: string;
        data: unknown;
        metadata: unknown;
        created_at: Date | string;
      }[] = await q.orderBy('position', 'asc').limit(limit);
      batch = rows.map((r) => ({
        position: Number(r.position),
        streamId: r.stream_id,
        version: r.stream_version,
        type: r.type,
        data: r.data,
        metadata: r.metadata,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    }
    if (batch.length === 0) break;
    for (const e of batch) await write(`${JSON.stringify(e)}\n`);
    count += batch.length;
    after = batch[batch.length - 1]!.position;
  }
  return count;
}

export function parseExportArgs(argv: string[]): ExportOptions {
  const opts: ExportOptions = { from: 0 };
  const position = (flag: string, v: string | undefined) => {
    const n = Number(v);
    if (!v || !Number.isInteger(n) || n < 0) throw new Error(`${flag} butuh posisi (bilangan ≥ 0)`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--from') opts.from = position(a, argv[++i]);
    else if (a === '--to') opts.to = position(a, argv[++i]);
    else if (a === '--types') {
      opts.types = (argv[++i] ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
    } else if (a === '--decrypt') opts.decrypt = true;
    else throw new Error(`Argumen tidak dikenal: ${a}`);
  }
  return opts;
}

const usage =
  'Pemakaian: npm run events:export -- --from <posisi> [--to <posisi>] [--types A,B] [--decrypt] > events.ndjson';

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.error(usage);
    return 0;
  }
  const opts = parseExportArgs(argv);
  const storage = await openStorage(loadStorageConfig(), {
    statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
  });
  try {
    if (opts.types) for (const t of opts.types) storage.store.catalogue.get(t);
    if (opts.decrypt) {
      console.error(
        'PERINGATAN: --decrypt menulis data pribadi dalam bentuk terbuka. Simpan dan bagikan hasilnya sesuai kebijakan privasi; hapus setelah dipakai.',
      );
    }
    const out = process.stdout;
    const count = await exportEvents(storage.store, opts, async (line) => {
      if (!out.write(line)) await once(out, 'drain');
    });
    console.error(`${count} events exported${opts.decrypt ? ' (decrypted)' : ' (PII sealed)'}`);
    return 0;
  } finally {
    await storage.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCli(main, usage);
