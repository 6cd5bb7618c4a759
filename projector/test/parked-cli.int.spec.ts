import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemContext, userStreamId } from '@karier/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import picky from '../../test-support/picky-projection.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { openTestStorage, type TestStorage } from '../../test-support/storage.ts';
import { listParked } from '../src/parked.ts';
import { ProjectionRunner } from '../src/runner.ts';

const pg = await probePostgres();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run projector -- parked` and `retry-parked` (issue 25), as a process against the
 * database the events were parked in (PostgreSQL: a PGlite directory is one process's own).
 */
describe.skipIf(!pg.ok)('projector CLI: parked and retry-parked', () => {
  let storage: TestStorage;
  const bad = randomUUID();
  const positions: number[] = [];

  const cli = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'projector/src/cli.ts', ...args],
        {
          cwd: root,
          env: {
            ...process.env,
            DATABASE_URL: storage.databaseUrl,
            DATA_DIR: storage.dataDir,
            PROJECTOR_MODULES: 'test-support/picky-projection.ts',
            TEST_PICKY_REFUSE: '',
            ...env,
          },
          timeout: 60_000,
        },
        (err, stdout, stderr) => {
          const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
          resolve({ code, out: stdout + stderr });
        },
      );
    });

  beforeAll(async () => {
    storage = await openTestStorage('postgres');
    process.env.TEST_PICKY_REFUSE = bad;
    const runner = new ProjectionRunner(storage.store, [picky], { retryDelaysMs: [5] });
    await runner.prepare();
    const at = '2026-11-01T08:00:00.000Z';
    for (const userId of [randomUUID(), bad, randomUUID()]) {
      const res = await storage.store.append(
        userStreamId(userId),
        [
          {
            type: 'UserRegistered',
            data: {
              userId,
              name: 'Sari',
              email: `${userId}@example.com`,
              passwordHash: '$h',
              role: 'user',
              registeredAt: at,
            },
          },
        ],
        { expectedVersion: 'no_stream', context: systemContext() },
      );
      if (userId === bad) positions.push(res.position);
    }
    await runner.catchUp();
    delete process.env.TEST_PICKY_REFUSE;
    expect(await listParked(storage.db.knex)).toHaveLength(1);
  }, 60_000);
  afterAll(async () => {
    delete process.env.TEST_PICKY_REFUSE;
    await storage?.cleanup();
  });

  it('parked: lists the parked events, with their error', async () => {
    const { code, out } = await cli(['parked']);
    expect(code, out).toBe(0);
    expect(out).toContain('test-picky');
    expect(out).toContain(String(positions[0]));
    expect(out).toContain(userStreamId(bad));
    expect(out).toContain('test-picky: cannot apply UserRegistered of this user');
    expect(out).toContain('1 event diparkir (parked).');
  }, 60_000);

  it('retry-parked: still failing, it stays parked (exit 1); bad arguments are refused (exit 2)', async () => {
    const again = await cli(['retry-parked', '--projection', 'test-picky'], {
      TEST_PICKY_REFUSE: bad,
    });
    expect(again.code, again.out).toBe(1);
    expect(again.out).toContain('0 diterapkan ulang (re-applied), 1 gagal lagi (still parked)');
    expect((await listParked(storage.db.knex))[0]).toMatchObject({ attempts: 3 });
    const wrong = await cli(['retry-parked', '--position', 'abc']);
    expect(wrong.code).toBe(2);
    expect(wrong.out).toContain('Argumen tidak dikenal atau tidak lengkap: --position');
  }, 60_000);

  it('retry-parked after the fix: re-applies it and clears the list', async () => {
    const { code, out } = await cli(['retry-parked', '--position', String(positions[0])]);
    expect(code, out).toBe(0);
    expect(out).toContain('1 diterapkan ulang (re-applied), 0 gagal lagi (still parked)');
    expect(await listParked(storage.db.knex)).toEqual([]);
    expect(
      await storage.db.knex('test_picky').where({ position: positions[0] }).first(),
    ).toBeTruthy();
    expect((await cli(['parked'])).out).toContain('Tidak ada event yang diparkir.');
  }, 60_000);
});
