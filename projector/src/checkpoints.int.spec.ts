import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, probePostgres } from '../../test-support/postgres.ts';
import { lockCheckpoints } from './bus-flush.ts';
import { ensureCheckpointTable } from './checkpoints.ts';

const pg = await probePostgres();
if (!pg.ok) console.log(`checkpoints.int: skipped on PostgreSQL: ${pg.reason}`);

describe.skipIf(!pg.ok)('projector tables (local PostgreSQL)', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('are created once when several processes start together on a new database', async () => {
    const db = await createTestDatabase();
    cleanup.push(db.drop);
    // One handle per "process": two projector replicas and the query API, say.
    const handles = Array.from({ length: 6 }, () =>
      knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } }),
    );
    cleanup.push(async () => {
      await Promise.all(handles.map((k) => k.destroy()));
    });
    const results = await Promise.allSettled(handles.map((k) => ensureCheckpointTable(k)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const { rows } = (await handles[0]!.raw(
      `select table_name from information_schema.tables
        where table_name in ('projection_checkpoints', 'projection_partitions', 'projector_cursors')
        order by table_name`,
    )) as { rows: { table_name: string }[] };
    expect(rows.map((r) => r.table_name)).toEqual([
      'projection_checkpoints',
      'projection_partitions',
      'projector_cursors',
    ]);
  });

  it("two replicas' flushes of one projection take turns, even on different partitions", async () => {
    const db = await createTestDatabase();
    cleanup.push(db.drop);
    const [a, b] = [0, 1].map(() =>
      knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } }),
    ) as [knexFactory.Knex, knexFactory.Knex];
    cleanup.push(async () => {
      await Promise.all([a.destroy(), b.destroy()]);
    });
    await ensureCheckpointTable(a);
    await a('projection_checkpoints').insert({ name: 'cvs', position: 0, version: 1 });
    // Replica a flushes partition 0 and holds its transaction open; replica b, partition 1.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let aLocked!: () => void;
    const aHasLock = new Promise<void>((r) => (aLocked = r));
    const first = a.transaction(async (trx) => {
      await lockCheckpoints(trx, ['cvs'], [0]);
      aLocked();
      await held;
    });
    await aHasLock;
    let bLockedAt = 0;
    const second = b.transaction(async (trx) => {
      await lockCheckpoints(trx, ['cvs'], [1]);
      bLockedAt = Date.now();
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(bLockedAt).toBe(0); // b waits while a's flush is open…
    const releasedAt = Date.now();
    release();
    await Promise.all([first, second]);
    expect(bLockedAt).toBeGreaterThanOrEqual(releasedAt); // …and goes on once it committed
  });
});
