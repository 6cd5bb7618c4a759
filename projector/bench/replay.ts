// Replay speed in events/s on real PostgreSQL: the whole history replayed through the
// activity-log projection into a fresh schema (`replay --into`), beside a baseline measured in
// the same run — plain batched multi-row INSERTs of the same rows, prepared in memory, into a
// scratch table of the same shape. BENCH_REPLAY_ROUNDS rounds (3) alternate the two on the same
// seeded history, so a shared machine's load falls on both alike; the medians are compared.
import { openStorage } from '@karier/store';
import { fmt, requirePostgres } from '../../infra/bench/lib.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { activityLogProjection } from '../src/projections/activity-log.ts';
import { progressBar, replayIntoSchema } from '../src/replay.ts';

const EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_REPLAY_ROUNDS ?? 3);
const SCHEMA = 'bench_replay';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
    const rates: number[] = [];
    const openedRates: number[] = [];
    const baseRates: number[] = [];
    // What a replay cost before activity-log read the events sealed: every value opened.
    const opening = { ...activityLogProjection, readsSealed: false, readsDataOf: undefined };
    let summary: Awaited<ReturnType<typeof replayIntoSchema>> | undefined;
    for (let round = 1; round <= ROUNDS; round++) {
      summary = await replayIntoSchema(storage.store, activityLogProjection, SCHEMA, {
        onProgress: (p) => {
          if (tty) process.stderr.write(`\r${progressBar(p)}${p.position >= p.head ? '\n' : ''}`);
        },
      });
      rates.push(summary.eventsPerSecond);
      openedRates.push(
        (await replayIntoSchema(storage.store, opening, `${SCHEMA}_opened`)).eventsPerSecond,
      );

      // Baseline: the same rows, already in memory, inserted 1000 per statement.
      const rows: Record<string, unknown>[] = await knex
        .withSchema(SCHEMA)
        .from('activity_log')
        .orderBy('position');
      await knex.raw(`drop table if exists ${SCHEMA}.activity_log_scratch`);
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
      baseRates.push(rows.length / ((performance.now() - baseStart) / 1000));
      console.log(
        `round ${round}: replay ${fmt(rates.at(-1)!)} events/s (every value opened: ` +
          `${fmt(openedRates.at(-1)!)}), baseline ${fmt(baseRates.at(-1)!)} rows/s → ` +
          `${fmt(rates.at(-1)! / baseRates.at(-1)!, 2)} (opened ${fmt(openedRates.at(-1)! / baseRates.at(-1)!, 2)})`,
      );
    }
    const rate = median(rates);
    const baseRate = median(baseRates);
    console.log(
      `\nReplay activity-log into a new schema — ${fmt(head)} events, PostgreSQL, ` +
        `median of ${ROUNDS} alternated rounds`,
    );
    console.table({
      'replay activity-log (read + project; nothing opened)': {
        'events/s': fmt(rate),
        seconds: fmt(head / rate, 2),
        rows: fmt(summary?.rows.activity_log ?? 0),
      },
      'the same, every value opened (as before issue 29)': {
        'events/s': fmt(median(openedRates)),
        seconds: fmt(head / median(openedRates), 2),
      },
      'baseline: plain batched INSERTs of the same rows': {
        'events/s': fmt(baseRate),
        seconds: fmt(head / baseRate, 2),
      },
    });
    const ratio = rate / baseRate;
    console.log(
      `replay ${fmt(rate)} events/s (target ≥ 20,000/s: ${rate >= 20_000 ? 'met' : 'MISSED'}), ` +
        `${fmt(ratio, 2)} of the INSERT baseline (target ≥ 0.8: ${ratio >= 0.8 ? 'met' : 'MISSED'}; ` +
        `rounds ${rates.map((r, i) => fmt(r / baseRates[i]!, 2)).join(' / ')})`,
    );
    return { rate, baseRate };
  } finally {
    await storage.close();
    await db.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReplay();
