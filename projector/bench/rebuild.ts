// Projector rebuild speed in events/s on real PostgreSQL: each projection dropped and replayed
// from the event store, beside a baseline measured in the same run — reading the same events
// (decrypted, in batches) without projecting them.
import { openStorage } from '@karier/store';
import { fmt, requirePostgres } from '../../infra/bench/lib.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { projections } from '../src/registry.ts';
import { ProjectionRunner } from '../src/runner.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);

export async function benchRebuild() {
  const db = await requirePostgres();
  const storage = await openStorage({
    databaseUrl: db.url,
    dataDir: db.dataDir,
    secret: undefined,
  });
  try {
    const t0 = performance.now();
    await seedUserHistories(storage.store, { users: EVENTS / 10, eventsPerUser: 10 });
    console.log(`seeded ${fmt(EVENTS)} events in ${fmt((performance.now() - t0) / 1000, 1)} s`);
    const head = await storage.store.head();

    const readStart = performance.now();
    let after = 0;
    for (;;) {
      const batch = await storage.store.readAll({ after, limit: 1000 });
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.position;
    }
    const readRate = head / ((performance.now() - readStart) / 1000);

    const runner = new ProjectionRunner(storage.store, projections);
    await runner.prepare();
    const rows: Record<string, Record<string, string>> = {
      'baseline: read + decrypt only': {
        'events/s': fmt(readRate),
        seconds: fmt(head / readRate, 2),
      },
    };
    let slowest = Infinity;
    for (const p of projections) {
      const start = performance.now();
      await runner.reset(p);
      await runner.catchUp([p]);
      const seconds = (performance.now() - start) / 1000;
      const rate = head / seconds;
      slowest = Math.min(slowest, rate);
      rows[`rebuild ${p.name}`] = { 'events/s': fmt(rate), seconds: fmt(seconds, 2) };
    }
    const allStart = performance.now();
    for (const p of projections) await runner.reset(p);
    await runner.catchUp();
    const allRate = head / ((performance.now() - allStart) / 1000);
    rows['rebuild all (sequential)'] = {
      'events/s': fmt(allRate),
      seconds: fmt(head / allRate, 2),
    };
    console.log(`\nProjector rebuild — ${fmt(head)} events, PostgreSQL, batches of 1000`);
    console.table(rows);
    console.log(
      `slowest projection ${fmt(slowest)} events/s (target ≥ 10,000/s: ${slowest >= 10_000 ? 'met' : 'MISSED'}), ${fmt(slowest / readRate, 2)} of the read-only baseline`,
    );
    return { slowest, readRate };
  } finally {
    await storage.close();
    await db.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRebuild();
