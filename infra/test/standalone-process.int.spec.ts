import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { freePort } from '../bench/lib.ts';

describe('the standalone process (npm start)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-proc-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const startServer = (port: number) =>
    spawn(process.execPath, ['infra/scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const healthy = (base: string) =>
    expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe(200);

  it('serves on PORT with embedded storage, drains in-flight requests on SIGTERM and exits 0', async () => {
    const port = await freePort();
    const child = startServer(port);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const base = `http://127.0.0.1:${port}`;
    await healthy(base);
    expect(output).toContain('storage: pglite');
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(true);

    // A registration (argon2 hashing) is in flight when SIGTERM arrives: it still completes.
    const inFlight = fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Graceful',
        email: 'graceful@example.com',
        password: 'rahasia-123',
      }),
    });
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(201);
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code, output).toBe(0);
    expect(output).toContain('SIGTERM');
    expect(fs.existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);

    // The data survived the shutdown: a second start signs the user in.
    const again = startServer(port);
    try {
      await healthy(base);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'graceful@example.com', password: 'rahasia-123' }),
      });
      expect(login.status).toBe(200);
    } finally {
      again.kill('SIGTERM');
      await new Promise((r) => again.once('exit', r));
    }
  });
});
