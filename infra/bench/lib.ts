import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createTestDatabase, probePostgres } from '../../test-support/postgres.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function requirePostgres() {
  const pg = await probePostgres();
  if (!pg.ok) {
    console.error(`Benchmarks need the local PostgreSQL: ${pg.reason}`);
    process.exit(2);
  }
  // BENCH_DB_PREFIX: the database's name on a server shared with other runners.
  const db = await createTestDatabase(process.env.BENCH_DB_PREFIX || undefined);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-bench-'));
  return {
    ...db,
    dataDir,
    async cleanup() {
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether a TCP port on 127.0.0.1 can be listened on now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

let nextInRange = 0;

/**
 * A free port: any the system gives, or, with `BENCH_PORTS=5180-5199` (a shared machine where
 * each runner has its own range), the next free one in that range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/u.exec(process.env.BENCH_PORTS ?? '');
  if (range) {
    const [lo, hi] = [Number(range[1]), Number(range[2])];
    for (let i = 0; i <= hi - lo; i++) {
      const port = lo + ((nextInRange + i) % (hi - lo + 1));
      if (await canListen(port)) {
        nextInRange = port - lo + 1;
        return port;
      }
    }
    throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
  }
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts a TypeScript entry (through tsx), or with `nodeArgs` [] a JavaScript one such as the
 * compiled server (infra/dist/main.mjs), in its own process and waits until `url` answers.
 */
export async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  nodeArgs: string[] = ['--import', 'tsx'],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // A loaded machine may need longer to create a fresh database (BENCH_START_TIMEOUT_MS).
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited:\n${output}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status < 500) return child;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
}

export async function load(opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: 50, duration: 10, ...opts });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    requests: r.requests.total,
  };
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The standalone app in its own process on the benchmark database (no web build). */
export async function startApp(db: { url: string; dataDir: string }, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    'infra/src/main.ts',
    {
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      // Benchmarks sign up many users from one IP.
      REGISTER_MAX_PER_IP_PER_HOUR: '1000000',
      REGISTER_MAX_PER_MINUTE: '1000000',
      ...env,
    },
    `${base}/api/health`,
  );
  return { child, base };
}
