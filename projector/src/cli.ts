import { CLI_STATEMENT_TIMEOUT_MS, loadStorageConfig, openStorage } from '@karier/store';
import { projectionChecksums } from './checksum.ts';
import { skillDemandProjection } from './projections/skill-demand.ts';
import { findProjection, projections } from './registry.ts';
import { loadProjection, progressBar, replayIntoSchema } from './replay.ts';
import { ProjectionRunner } from './runner.ts';
import { liveProjections, runProjectorProcess } from './main.ts';
import { listParked, retryParked, type ParkedFilter } from './parked.ts';

const usage = `Pemakaian: npm run projector -- <perintah>

  (tanpa perintah) | run   jalankan proyektor sebagai proses sendiri (mengikuti event baru)
  status                   posisi setiap proyeksi, head event store, dan lag
  list                     daftar proyeksi beserta event yang ditanganinya
  rebuild <nama>|all       hapus tabel proyeksi lalu putar ulang seluruh riwayat
  checksum                 jumlah baris dan md5 setiap tabel read model (bandingkan hasil replay)
  parked [--projection X] [--position N]
                           event yang diparkir: proyeksi gagal menerapkannya setelah beberapa kali
                           coba, lalu melanjutkan ke event berikutnya (parked events)
  retry-parked [--projection X] [--position N]
                           terapkan ulang event yang diparkir (setelah perbaikan); yang berhasil
                           dihapus dari daftar, yang gagal lagi tetap diparkir
  replay <modul> --into <schema>
                           putar ulang seluruh riwayat lewat satu proyeksi (nama, mis. skill-demand,
                           atau path file modul) ke tabel di schema baru; read model dan checkpoint
                           live tidak disentuh
`;

/** Replayable by name besides the live ones: the worked example of docs/projections.md. */
const replayable = [...projections, skillDemandProjection];

async function main(argv: string[]): Promise<number> {
  const [command = 'run', arg] = argv;
  if (command === 'replay') return replay(argv.slice(1));
  if (command === 'run') return runProjectorProcess();
  if (command === 'help' || command === '--help') {
    console.log(usage);
    return 0;
  }
  if (command === 'parked' || command === 'retry-parked') return parked(command, argv.slice(1));
  if (command === 'list') {
    for (const p of projections) {
      console.log(
        `${p.name} v${p.version}  ${p.description}\n    handles: ${p.handles.join(', ')}`,
      );
    }
    return 0;
  }
  const storage = await openStorage(loadStorageConfig(), {
    statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
  });
  try {
    const runner = new ProjectionRunner(storage.store, projections);
    if (command === 'status') {
      const rows = await runner.status();
      console.table(
        rows.map((r) => ({
          projection: r.name,
          version: r.version,
          position: r.position,
          head: r.head,
          lag: r.lag,
          updated: r.updatedAt ? new Date(r.updatedAt).toISOString() : '-',
        })),
      );
      return 0;
    }
    if (command === 'checksum') {
      console.table(await projectionChecksums(storage.db.knex, projections));
      return 0;
    }
    if (command === 'rebuild') {
      if (!arg) {
        console.error('rebuild butuh nama proyeksi.\n' + usage);
        return 2;
      }
      const names = arg === 'all' ? projections.map((p) => p.name) : [arg];
      for (const name of names) {
        const p = findProjection(name);
        const started = performance.now();
        await runner.reset(p);
        // An event it cannot apply is parked after its retries, not an abort of the rebuild.
        await runner.catchUp([p]);
        const seconds = (performance.now() - started) / 1000;
        const head = await storage.store.head();
        console.log(
          `rebuilt ${p.name}: ${head} events in ${seconds.toFixed(2)} s (${Math.round(head / seconds)} events/s)`,
        );
        const left = await listParked(storage.db.knex, { projection: p.name });
        if (left.length > 0) {
          console.log(
            `  ${left.length} event diparkir (parked): npm run projector -- parked --projection ${p.name}`,
          );
        }
      }
      return 0;
    }
    console.error(`Perintah tidak dikenal: ${command}\n${usage}`);
    return 2;
  } finally {
    await storage.close();
  }
}

/** `--projection X` and `--position N` of `parked` and `retry-parked`. */
function parseParkedArgs(args: string[]): ParkedFilter | string {
  const filter: ParkedFilter = {};
  for (let i = 0; i < args.length; i++) {
    const value = args[i + 1];
    if (args[i] === '--projection' && value && !value.startsWith('--')) {
      filter.projection = value;
      i++;
    } else if (args[i] === '--position' && value && /^[1-9]\d{0,15}$/.test(value)) {
      filter.position = Number(value);
      i++;
    } else {
      return `Argumen tidak dikenal atau tidak lengkap: ${args[i]}`;
    }
  }
  return filter;
}

async function parked(command: string, args: string[]): Promise<number> {
  const filter = parseParkedArgs(args);
  if (typeof filter === 'string') {
    console.error(`${filter}\n${usage}`);
    return 2;
  }
  const projections = await liveProjections();
  if (filter.projection) findProjection(filter.projection, projections);
  const storage = await openStorage(loadStorageConfig(), {
    statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
  });
  try {
    if (command === 'parked') {
      const rows = await listParked(storage.db.knex, filter);
      if (rows.length === 0) {
        console.log('Tidak ada event yang diparkir. (No parked events.)');
        return 0;
      }
      console.table(
        rows.map((r) => ({
          projection: r.projection,
          position: r.position,
          stream: r.streamId,
          type: r.type,
          attempts: r.attempts,
          parked: r.parkedAt.toISOString(),
          error: r.error,
        })),
      );
      console.log(`${rows.length} event diparkir (parked).`);
      return 0;
    }
    const outcomes = await retryParked(storage.store, projections, filter);
    if (outcomes.length === 0) {
      console.log('Tidak ada event yang diparkir. (No parked events.)');
      return 0;
    }
    console.table(
      outcomes.map((o) => ({
        projection: o.projection,
        position: o.position,
        type: o.type,
        result: o.result,
        detail: o.detail ?? '',
      })),
    );
    const applied = outcomes.filter((o) => o.result === 'applied').length;
    const failed = outcomes.filter((o) => o.result === 'failed').length;
    console.log(
      `${applied} diterapkan ulang (re-applied), ${failed} gagal lagi (still parked), ` +
        `${outcomes.length - applied - failed} dilewati (skipped).`,
    );
    return failed > 0 ? 1 : 0;
  } finally {
    await storage.close();
  }
}

async function replay(args: string[]): Promise<number> {
  const into = args.indexOf('--into');
  const schema = into >= 0 ? args[into + 1] : undefined;
  const spec = args.find((a, i) => !a.startsWith('--') && i !== into + 1);
  if (!spec || !schema) {
    console.error('replay butuh <modul> dan --into <schema>.\n' + usage);
    return 2;
  }
  const projection = await loadProjection(spec, replayable);
  const storage = await openStorage(loadStorageConfig(), {
    statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
  });
  try {
    const tty = process.stderr.isTTY;
    let last = 0;
    const summary = await replayIntoSchema(storage.store, projection, schema, {
      onProgress(p) {
        const now = performance.now();
        const done = p.position >= p.head;
        if (tty) process.stderr.write(`\r${progressBar(p)}${done ? '\n' : ''}`);
        else if (done || now - last > 2000) {
          last = now;
          process.stderr.write(`${progressBar(p)}\n`);
        }
      },
    });
    console.log(
      `replayed ${summary.projection} into schema ${summary.schema} (${storage.db.kind}): ` +
        `${summary.events} events (head ${summary.head}) in ${summary.seconds.toFixed(2)} s, ` +
        `${Math.round(summary.eventsPerSecond)} events/s`,
    );
    console.table(
      Object.entries(summary.rows).map(([table, rows]) => ({ table: `${schema}.${table}`, rows })),
    );
    if (summary.skipped.length > 0) {
      console.log(
        `${summary.skipped.length} event tidak dapat diterapkan dan dilewati ` +
          `(could not be applied, left out of the replay):`,
      );
      console.table(summary.skipped);
      // Not a clean replay: a script (or an analyst) must not take it for one.
      return 1;
    }
    return 0;
  } finally {
    await storage.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== -1) process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
