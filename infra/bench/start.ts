// `npm run bench:start`: the standalone server's start, compiled (infra/dist, as `npm start` runs
// it) against the same server through tsx (as `npm start` ran it before), in the same run:
// time from spawn to the first 200 on /api/health, and the resident memory of the server and its
// CV children right after that answer and once idle, on a fresh data directory (the first
// start: the database is created) and on the same directory again. Rounds alternate the two.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { treeCpuMs, treeRssMb } from '../../test-support/proc.ts';
import { fmt, freePort, root, stopProcess } from './lib.ts';

const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);
const IDLE_MS = Number(process.env.BENCH_START_IDLE_MS ?? 10_000);

const KINDS = {
  compiled: [path.join(root, 'infra/dist/main.mjs')],
  tsx: ['--import', 'tsx', path.join(root, 'infra/src/main.ts')],
} as const;
type Kind = keyof typeof KINDS;

async function startOnce(kind: Kind, dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...KINDS[kind]], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(root, 'web/dist'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} exited: ${err}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (performance.now() - t0 > 120_000) throw new Error(`${kind} did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - t0;
  const startCpuMs = treeCpuMs(child.pid!);
  const atHealth = treeRssMb(child.pid!);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idle = treeRssMb(child.pid!);
  await stopProcess(child);
  return { startMs, startCpuMs, atHealth, idle };
}

async function main() {
  await ensureServerBuild();
  const rows: Record<
    string,
    { startMs: number[]; startCpuMs: number[]; atHealth: number[]; idle: number[] }
  > = {};
  const add = (key: string, r: Awaited<ReturnType<typeof startOnce>>) => {
    rows[key] ??= { startMs: [], startCpuMs: [], atHealth: [], idle: [] };
    rows[key].startMs.push(r.startMs);
    rows[key].startCpuMs.push(r.startCpuMs);
    rows[key].atHealth.push(r.atHealth);
    rows[key].idle.push(r.idle);
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of (round % 2 ? ['tsx', 'compiled'] : ['compiled', 'tsx']) as Kind[]) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-bench-start-'));
      try {
        add(`${kind}, first start (fresh data dir)`, await startOnce(kind, dataDir));
        add(`${kind}, second start`, await startOnce(kind, dataDir));
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `standalone start on ${os.availableParallelism()} cores, ${ROUNDS} rounds (median, [min–max]); RSS = server + CV children, idle = ${IDLE_MS / 1000} s after the first health answer`,
  );
  const span = (xs: number[], d = 0) =>
    `${fmt(median(xs), d)} [${fmt(Math.min(...xs), d)}–${fmt(Math.max(...xs), d)}]`;
  for (const [key, r] of Object.entries(rows).sort()) {
    console.log(
      `${key.padEnd(38)} start→health ${span(
        r.startMs.map((x) => x / 1000),
        2,
      )} s, CPU ${span(
        r.startCpuMs.map((x) => x / 1000),
        2,
      )} s · RSS at health ${span(r.atHealth)} MB · idle ${span(r.idle)} MB`,
    );
  }
  console.log(
    'targets: start→health ≤ 2.5 s with the builds present; idle RSS ≤ 500 MB, first start included',
  );
}

await main();
