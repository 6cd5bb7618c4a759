import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, probePostgres } from '../../test-support/postgres.ts';
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
});
