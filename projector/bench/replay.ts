// Replay speed in events/s on real PostgreSQL: the whole history replayed through the
// activity-log projection into a fresh schema (`replay --into`), beside a baseline measured in
// the same run — plain batched multi-row INSERTs of the same rows, prepared in memory, into a
// scratch table of the same shape.
import { openStorage } from '@karier/store';
import { fmt, requirePostgres } from '../../infra/bench/lib.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { activityLogProjection } from '../src/projections/activity-log.ts';
import { progressBar, replayIntoSchema } from '../src/replay.ts';

const EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 200_000);
const SCHEMA = 'bench_replay';

export async function benchReplay() {
  const db = await requirePostgres();
  const storage = await openStorage({
    databaseUrl: db.url,
    dataDir: db.dataDir,
    secret: undefined,
  });
  const knex = storage.db.knex;
  try {
    const t0 = performance.now();
    await seedUserHistories(storage.store, { users: EVENTS / 10, eventsPerUser: 10 });
    const head = await storage.store.head();
    console.log(`seeded ${fmt(head)} events in ${fmt((performance.now() - t0) / 1000, 1)} s`);

    const tty = process.stderr.isTTY;
    const summary = await replayIntoSchema(storage.store, activityLogProjection, SCHEMA, {
      onProgress: (p) => {
        if (tty) process.stderr.write(`\r${progressBar(p)}${p.position >= p.head ? '\n' : ''}`);
      },
    });

    // Baseline: the same rows, already in memory, inserted 1000 per statement.
    const rows: Record<string, unknown>[] = await knex
      .withSchema(SCHEMA)
      .from('activity_log')
      .orderBy('position');
    await knex.raw(
      `create table ${SCHEMA}.activity_log_scratch (like ${SCHEMA}.activity_log including all)`,
    );
    const baseStart = performance.now();
    for (let i = 0; i < rows.length; i += 1000) {
      await knex
        .withSchema(SCHEMA)
        .into('activity_log_scratch')
        .insert(rows.slice(i, i + 1000));
    }
    const baseRate = rows.length / ((performance.now() - baseStart) / 1000);

    const rate = summary.eventsPerSecond;
    console.log(`\nReplay activity-log into a new schema — ${fmt(head)} events, PostgreSQL`);
    console.table({
      'replay activity-log (read + decrypt + project)': {
        'events/s': fmt(rate),
        seconds: fmt(summary.seconds, 2),
        rows: fmt(summary.rows.activity_log ?? 0),
      },
      'baseline: plain batched INSERTs of the same rows': {
        'events/s': fmt(baseRate),
        seconds: fmt(rows.length / baseRate, 2),
        rows: fmt(rows.length),
      },
    });
    const ratio = rate / baseRate;
    console.log(
      `replay ${fmt(rate)} events/s (target ≥ 20,000/s: ${rate >= 20_000 ? 'met' : 'MISSED'}), ` +
        `${fmt(ratio, 2)} of the INSERT baseline (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'MISSED'})`,
    );
    return { rate, baseRate };
  } finally {
    await storage.close();
    await db.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReplay();
