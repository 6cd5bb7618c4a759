// `bench:cv` section 6: uploads end to end. The standalone server as `npm start` runs it
// (compiled, PGlite in its own process, so the database's work is counted) and its CV children,
// 4 uploads at a time, against two baselines measured in the same run, before and after it:
//   - CPU per upload (from /proc) ÷ the same uploads' engine work in this process;
//   - CVs/s ÷ the engine alone on the same files, one process per core, no server in between.
// And where an upload's wall time goes: the server's own phases (its Server-Timing header), the
// rest (HTTP, the body), and how long the tree's processes waited for a CPU (/proc schedstat).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, freePort, startProcess, stopProcess } from '../../infra/bench/lib.ts';
import { ensureServerBuild } from '../../infra/scripts/server-build.mjs';
import { engineUpload } from './engine-loop.ts';
import { childrenOf, cpuMsOf, schedOf, treeCpuMs, treeRssMb } from '../../test-support/proc.ts';

type BenchFile = { name: string; buffer: Buffer; pdf: boolean };
const AT_ONCE = 4;
const CORES = os.availableParallelism();
const LOOP = fileURLToPath(new URL('./engine-loop.ts', import.meta.url));
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** The engine's CPU per upload in this process (warm: the last of `passes` passes). */
async function engineCpu(set: BenchFile[], passes: number): Promise<number> {
  const ms: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const f of set) {
      const u0 = process.cpuUsage();
      await engineUpload(f.buffer);
      const u = process.cpuUsage(u0);
      if (pass === passes - 1) ms.push((u.user + u.system) / 1000);
    }
  }
  return mean(ms);
}

/** CVs/s of the engine alone: one warm process per core, each taking the next file when done. */
async function engineThroughput(files: BenchFile[], warm: BenchFile[]): Promise<number> {
  const procs: ChildProcess[] = Array.from({ length: CORES }, () =>
    fork(LOOP, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' }),
  );
  const once = (p: ChildProcess) => new Promise((r) => p.once('message', r));
  try {
    await Promise.all(procs.map(once));
    const drain = async (list: BenchFile[]) => {
      const queue = [...list];
      await Promise.all(
        procs.map(async (p) => {
          for (let f = queue.shift(); f; f = queue.shift()) {
            p.send({ file: f.buffer });
            await once(p);
          }
        }),
      );
    };
    await drain(warm);
    const t0 = performance.now();
    await drain(files);
    return files.length / ((performance.now() - t0) / 1000);
  } finally {
    for (const p of procs) p.kill();
  }
}

/** `queue;dur=1.2, child;dur=80.0` → { queue: 1.2, child: 80 }. */
function phasesOf(header: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of (header ?? '').split(',')) {
    const m = /^\s*([\w-]+);dur=([\d.]+)/u.exec(part);
    if (m) out[m[1]!] = Number(m[2]);
  }
  return out;
}

/** Scheduling of the server's and its CV children's main threads since `start`. */
function schedSince(pid: number, start: Map<number, { runMs: number; waitMs: number }>) {
  let server = { runMs: 0, waitMs: 0 };
  let children = { runMs: 0, waitMs: 0 };
  for (const p of [pid, ...childrenOf(pid)]) {
    const now = schedOf(p);
    const was = start.get(p) ?? { runMs: 0, waitMs: 0 };
    const d = { runMs: now.runMs - was.runMs, waitMs: now.waitMs - was.waitMs };
    if (p === pid) server = d;
    else children = { runMs: children.runMs + d.runMs, waitMs: children.waitMs + d.waitMs };
  }
  return { server, children };
}

export async function endToEnd(set: BenchFile[]) {
  const files = [...set, ...set];
  // Baselines before the server's run and after it, so a change in the load falls on both.
  const cpuBase = [await engineCpu(set, 2)];
  const rateBase = [await engineThroughput(files, set)];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-bench-e2e-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: '/nonexistent',
    REGISTER_MAX_PER_IP_PER_HOUR: '1000000',
    REGISTER_MAX_PER_MINUTE: '1000000',
    CV_UPLOADS_PER_MINUTE: '100000',
    CV_QUOTA: '0',
    // Empty counts as unset: the embedded database, as `npm start` runs.
    DATABASE_URL: '',
  };
  await ensureServerBuild();
  const server = await startProcess('infra/dist/main.mjs', env, `${base}/api/health`, []);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < AT_ONCE; i++) {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench ${i}`,
          email: `bench-e2e-${Date.now()}-${i}@example.com`,
          password: 'rahasia-123',
        }),
      });
      tokens.push(((await res.json()) as { token: string }).token);
    }
    const phases: Record<string, number>[] = [];
    const walls: number[] = [];
    const upload = async (token: string, f: BenchFile) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(f.buffer)]), f.pdf ? 'cv.pdf' : 'cv.docx');
      const t0 = performance.now();
      const r = await fetch(`${base}/api/process-cv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await r.arrayBuffer();
      walls.push(performance.now() - t0);
      phases.push(phasesOf(r.headers.get('server-timing')));
      return r.status;
    };
    const run = async (list: BenchFile[]) => {
      const queue = [...list];
      const statuses: number[] = [];
      await Promise.all(
        tokens.map(async (token) => {
          for (let f = queue.shift(); f; f = queue.shift()) statuses.push(await upload(token, f));
        }),
      );
      return statuses;
    };
    await run(set); // warm: every file once, 4 at a time
    phases.length = walls.length = 0;
    const pid = server.pid!;
    const serverOnly0 = cpuMsOf(pid);
    const tree0 = treeCpuMs(pid);
    const sched0 = new Map([pid, ...childrenOf(pid)].map((p) => [p, schedOf(p)]));
    let peakRss = treeRssMb(pid);
    let maxChildren = childrenOf(pid).length;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, treeRssMb(pid));
      maxChildren = Math.max(maxChildren, childrenOf(pid).length);
    }, 50);
    const t0 = performance.now();
    const statuses = await run(files);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const sched = schedSince(pid, sched0);
    const tree = (treeCpuMs(pid) - tree0) / files.length;
    const serverOnly = (cpuMsOf(pid) - serverOnly0) / files.length;
    const ok = statuses.filter((st) => st === 201).length;
    cpuBase.push(await engineCpu(set, 1));
    rateBase.push(await engineThroughput(files, set.slice(0, CORES)));

    const rate = files.length / seconds;
    const engineMs = mean(cpuBase);
    const engineRate = mean(rateBase);
    console.log(
      `\nend to end, standalone server (compiled, PGlite) + CV children, ${files.length} uploads ${AT_ONCE} at a time (${ok} answered 201):`,
    );
    console.log(
      `  CPU per upload ${fmt(tree, 1)} ms (server ${fmt(serverOnly, 1)} ms, CV children ${fmt(tree - serverOnly, 1)} ms; target ≤ 200 ms); ` +
        `baseline, the same uploads' engine work in-process: ${fmt(engineMs, 1)} ms → ${fmt(tree / engineMs, 2)}×`,
    );
    console.log(
      `  ${fmt(rate, 2)} CVs/s at ${AT_ONCE} at a time on ${CORES} cores (target ≥ 10); baseline, the engine alone on the same files, ` +
        `one process per core: ${fmt(engineRate, 2)} CVs/s → ${fmt(rate / engineRate, 2)}×`,
    );
    // Where an upload's wall time went: the server's phases, then what is left of the wall.
    const names = [...new Set(phases.flatMap((p) => Object.keys(p)))];
    const perPhase = names.map((n) => [n, mean(phases.map((p) => p[n] ?? 0))] as const);
    const wall = mean(walls);
    // The child's own steps (child…) are inside `task`, the pool's round trip.
    const inServer = perPhase.reduce((a, [n, ms]) => a + (n.startsWith('child') ? 0 : ms), 0);
    console.log(
      `  wall per upload ${fmt(wall, 1)} ms: ` +
        perPhase.map(([n, ms]) => `${n} ${fmt(ms, 1)}`).join(' · ') +
        ` · HTTP and the rest ${fmt(wall - inServer, 1)}`,
    );
    console.log(
      `  main threads per upload: server on a CPU ${fmt(sched.server.runMs / files.length, 1)} ms, waiting for one ${fmt(sched.server.waitMs / files.length, 1)} ms; ` +
        `CV children on a CPU ${fmt(sched.children.runMs / files.length, 1)} ms, waiting for one ${fmt(sched.children.waitMs / files.length, 1)} ms; ` +
        `CV children alive at most ${maxChildren}; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `  RSS of the tree: peak ${fmt(peakRss)} MB (target ≤ 750), after ${fmt(treeRssMb(pid))} MB`,
    );
  } finally {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
