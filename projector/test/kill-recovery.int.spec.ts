import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probePostgres } from '../../test-support/postgres.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { openTestStorage } from '../../test-support/storage.ts';
import { projectionChecksums } from '../src/checksum.ts';
import { projections } from '../src/registry.ts';
import { ProjectionRunner } from '../src/runner.ts';

const pg = await probePostgres();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EVENTS = 20_000;

describe.skipIf(!pg.ok)('projector process killed with SIGKILL mid-replay', () => {
  let storage: Awaited<ReturnType<typeof openTestStorage>>;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    storage = await openTestStorage('postgres');
    const seeded = await seedUserHistories(storage.store, {
      users: EVENTS / 10,
      eventsPerUser: 10,
    });
    expect(seeded.events).toBe(EVENTS);
    expect(await storage.store.head()).toBe(EVENTS);
  });
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await storage?.cleanup();
  });

  const startProjector = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'projector/src/cli.ts', 'run'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: storage.databaseUrl,
        DATA_DIR: storage.dataDir,
        PROJECTOR_BATCH_SIZE: '250',
        PROJECTOR_POLL_MS: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    children.push(child);
    return { child, output: () => output };
  };
  const positions = async () => {
    const rows: { name: string; position: number }[] = await storage.db
      .knex('projection_checkpoints')
      .select('name', 'position')
      .catch(() => []);
    return new Map(rows.map((r) => [r.name, Number(r.position)]));
  };

  it('resumes from its checkpoints and ends equal to a clean rebuild', async () => {
    const first = startProjector();
    // Kill it once it has committed some batches but is far from done.
    await expect
      .poll(async () => Math.max(0, ...(await positions()).values()), {
        timeout: 60_000,
        interval: 20,
      })
      .toBeGreaterThan(1000);
    const before = await positions();
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(
      [...before.values()].some((p) => p < EVENTS),
      `killed too late: ${[...before]}`,
    ).toBe(true);

    const second = startProjector();
    await expect
      .poll(
        async () =>
          [...(await positions()).values()].every((p) => p === EVENTS) &&
          (await positions()).size === projections.length,
        {
          timeout: 120_000,
          interval: 100,
        },
      )
      .toBe(true);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
    expect(second.child.exitCode, second.output()).toBe(0);

    const afterCrash = await projectionChecksums(storage.db.knex, projections);
    expect(afterCrash.activity_log!.rows).toBe(EVENTS);
    expect(afterCrash.users!.rows).toBe(EVENTS / 10);

    const runner = new ProjectionRunner(storage.store, projections);
    for (const p of projections) await runner.reset(p);
    await runner.catchUp();
    expect(await projectionChecksums(storage.db.knex, projections)).toEqual(afterCrash);
  });
});
