// GET /api/auth/me on the standalone app (real PostgreSQL) against a bare node:http + pg
// baseline doing the same SELECT and JWT verification. autocannon, 50 connections.
// `npm run bench -- auth-me` runs this one alone.
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import {
  fmt,
  freePort,
  load,
  requirePostgres,
  startApp,
  startProcess,
  stopProcess,
} from '../../infra/bench/lib.ts';

const JWT_SECRET = 'bench-secret-0123456789abcdef';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * CPU time (user + system, ms) a server process has used so far, from /proc (Linux); null
 * elsewhere. Per request, it tells the cost of each server apart from what else the machine
 * runs, which the req/s ratio on a busy machine does not.
 */
function cpuMs(child: ChildProcess): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Load on `url` while measuring the CPU `child` spends per request (µs, or null). */
async function loadWithCpu(child: ChildProcess, opts: Parameters<typeof load>[0]) {
  const before = cpuMs(child);
  const result = await load(opts);
  const after = cpuMs(child);
  const cpuUs =
    before === null || after === null || result.requests === 0
      ? null
      : ((after - before) * 1000) / result.requests;
  return { ...result, cpuUs };
}

export async function benchAuthMe() {
  const db = await requirePostgres();
  const { child: app, base } = await startApp(db, { JWT_SECRET });
  try {
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        email: `bench-${Date.now()}@example.com`,
        password: 'rahasia-123',
      }),
    }).then((r) => r.json() as Promise<{ token: string; position: number }>);
    const headers = { authorization: `Bearer ${reg.token}` };
    const check = await fetch(`${base}/api/auth/me`, {
      headers: { ...headers, 'x-karier-position': String(reg.position) },
    });
    if (check.status !== 200) throw new Error(`/auth/me answered ${check.status}`);

    const basePort = await freePort();
    const baseline = await startProcess(
      'query-api/bench/baseline-me-server.ts',
      { DATABASE_URL: db.url, PORT: String(basePort), JWT_SECRET },
      `http://127.0.0.1:${basePort}/`,
    );
    try {
      const warm = { duration: 2, headers };
      await load({ url: `http://127.0.0.1:${basePort}/`, ...warm });
      await load({ url: `${base}/api/auth/me`, ...warm });
      const b = await loadWithCpu(baseline, {
        url: `http://127.0.0.1:${basePort}/`,
        headers,
        duration: DURATION,
      });
      const k = await loadWithCpu(app, { url: `${base}/api/auth/me`, headers, duration: DURATION });
      const ratio = k.rps / b.rps;
      console.log(
        '\nGET /api/auth/me — autocannon, 50 connections, %d s each, PostgreSQL',
        DURATION,
      );
      console.table({
        'baseline node:http + pg': {
          'req/s': fmt(b.rps),
          'p50 ms': b.p50,
          'p99 ms': b.p99,
          non2xx: b.non2xx,
          errors: b.errors,
          'CPU µs/req': b.cpuUs === null ? '–' : fmt(b.cpuUs),
        },
        'karier (standalone)': {
          'req/s': fmt(k.rps),
          'p50 ms': k.p50,
          'p99 ms': k.p99,
          non2xx: k.non2xx,
          errors: k.errors,
          'CPU µs/req': k.cpuUs === null ? '–' : fmt(k.cpuUs),
        },
      });
      const okRatio = ratio >= 0.6;
      const okP99 = k.p99 < 25;
      console.log(
        `ratio ${fmt(ratio, 2)} of baseline (target ≥ 0.60: ${okRatio ? 'met' : 'MISSED'}), p99 ${k.p99} ms (target < 25 ms: ${okP99 ? 'met' : 'MISSED'})`,
      );
      if (b.cpuUs !== null && k.cpuUs !== null) {
        console.log(
          `CPU per request: karier ${fmt(k.cpuUs)} µs, baseline ${fmt(b.cpuUs)} µs → ${fmt(b.cpuUs / k.cpuUs, 2)} (the ratio the req/s would show with a core to each)`,
        );
      }
      return { ratio, p99: k.p99, rps: k.rps, baselineRps: b.rps };
    } finally {
      await stopProcess(baseline);
    }
  } finally {
    await stopProcess(app);
    await db.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAuthMe();
