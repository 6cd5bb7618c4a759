import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childrenOf } from '../../test-support/proc.ts';
import { freePort } from '../bench/lib.ts';
import { repoRoot } from '../src/config.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the supervisor (npm run start:supervised)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-supervised-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts a killed server again, and stops with it on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const supervisor = spawn(process.execPath, ['infra/scripts/supervise.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        DATABASE_URL: '',
        CV_WORKERS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    supervisor.stdout!.on('data', (d) => (output += d));
    supervisor.stderr!.on('data', (d) => (output += d));
    const pids = () => [...output.matchAll(/started the server \(pid (\d+)\)/g)].map((m) => +m[1]!);
    const healthy = () =>
      expect
        .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
          timeout: 90_000,
          interval: 250,
        })
        .toBe(200);
    try {
      await healthy();
      const [first] = pids();
      expect(first).toBeGreaterThan(0);

      // Its CV child processes, once warm.
      if (fs.existsSync('/proc')) {
        await expect.poll(() => childrenOf(first!).length, { timeout: 60_000 }).toBeGreaterThan(0);
      }
      const cvChildren = childrenOf(first!);

      // The way a fatal error ends a process: no clean-up, no warning.
      process.kill(first!, 'SIGKILL');
      await expect.poll(() => pids().length, { timeout: 30_000 }).toBe(2);
      expect(output).toContain('the server died (SIGKILL)');
      await healthy();
      const second = pids()[1]!;
      expect(second).not.toBe(first);
      expect(alive(first!)).toBe(false);
      // Its CV children did not outlive it (they leave when their parent's channel closes).
      await expect.poll(() => cvChildren.filter(alive), { timeout: 10_000 }).toEqual([]);

      supervisor.kill('SIGTERM');
      const code = await new Promise<number | null>((r) => supervisor.once('exit', (c) => r(c)));
      expect(code, output).toBe(0);
      expect(alive(second)).toBe(false);
      expect(pids()).toHaveLength(2);
    } finally {
      if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
      for (const pid of pids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 180_000);
});
