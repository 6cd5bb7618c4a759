// `npm run bench:kafka`: the distributed mode (command API + relay, Kafka, projector processes,
// query API — separate processes on the local PostgreSQL and the Kafka test broker) beside the
// standalone mode on the same machine, in the same run:
//   1. idle: CPU of each process while nothing happens (BENCH_IDLE_SECONDS, default 10);
//   2. latency and cost at each of BENCH_RATES commands/s (default 100 and 200): a command
//      accepted → its effect visible in the query API (the read waits on the position the command
//      answered), p50 and p99, and the CPU seconds every Karier process spent per 1,000 commands
//      (read from /proc; PostgreSQL's backends for this database and the test broker beside);
//      the relay's and the projectors' time per phase (from their PHASES_LOG_MS lines);
//   3. throughput: BENCH_EVENTS events (default 50,000; 0 skips it) appended while nothing
//      projects them, then the time until every projection has applied them all — through
//      relay, topic and consumer group, against the standalone runner reading the events table.
// The load generator is a child process under `nice` (BENCH_LOAD_CHILD marks it), so it does not
// take the cores it measures; this process only starts things and reads /proc.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TOPIC, openStorage, type Storage } from '@karier/store';
import { projections, projectionStatus } from '@karier/projector';
import { probeKafkaMock, startKafkaMock } from '../../test-support/kafka.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { startService, type Service } from '../../test-support/services.ts';
import { fmt, requirePostgres } from './lib.ts';

const RATES = (process.env.BENCH_RATE ?? process.env.BENCH_RATES ?? '100,200')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// The first seconds at the full rate (connection pools filling, code warming up) are not measured.
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const IDLE = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const REPLICAS = Number(process.env.BENCH_PROJECTORS ?? 2);
const PARTITIONS = Number(process.env.BENCH_PARTITIONS ?? 6);
const SECRET = 'bench-kafka-secret-0123456789abcdef';
const USERS = 200;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

// node:http with keep-alive rather than fetch: fetch costs the load generator several times the
// CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function json<T>(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: T; stale: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T,
            stale: res.headers['x-karier-stale'] === '1',
          });
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    req.end(init.body);
  });
}

// ---------------------------------------------------------------------------------------------
// The load generator (a niced child process).

interface LoadJob {
  name: string;
  command: string;
  query: string;
  rate: number;
  tokens?: string[];
}

interface LoadResult {
  p50: number;
  p99: number;
  cmdP50: number;
  cmdP99: number;
  rate: number;
  commands: number;
  stale: number;
  failed: number;
  statuses: Record<string, number>;
  n: number;
}

/** Users to send commands as (registered through the command API). */
async function signUp(command: string, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await json<{ token: string }>(`${command}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench ${i}`,
        email: `bench-${i}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: 'rahasia-123',
      }),
    });
    if (r.status !== 201) throw new Error(`register answered ${r.status}`);
    tokens.push(r.body.token);
  }
  return tokens;
}

/**
 * `rate` commands/s for WARMUP + SECONDS, the last SECONDS measured: each a preferences change,
 * then its read with the position the command answered. Tells the parent when the measured part
 * starts (`measuring`), so it reads /proc then, and again when every measured read is back.
 */
async function latency(job: LoadJob, tokens: string[], onMeasure: () => void): Promise<LoadResult> {
  const { rate } = job;
  const lat: number[] = [];
  const cmdLat: number[] = [];
  const trace: [number, number][] = [];
  let stale = 0;
  let failed = 0;
  const statuses = new Map<string, number>();
  const total = Math.round(rate * (WARMUP + SECONDS));
  const measureFrom = Math.round(rate * WARMUP);
  let measuredStart = 0;
  const started = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const token = tokens[i % tokens.length]!;
    const measured = i >= measureFrom;
    if (i === measureFrom) {
      measuredStart = performance.now();
      onMeasure();
    }
    const fail = (why: string) => {
      if (!measured) return;
      failed++;
      statuses.set(why, (statuses.get(why) ?? 0) + 1);
    };
    inflight.push(
      (async () => {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const sent = performance.now();
        const cmd = await json<{ position: number }>(`${job.command}/api/settings/preferences`, {
          method: 'PUT',
          headers,
          // Each user flips the setting on every turn: every command appends an event.
          body: JSON.stringify({
            emailNotifications: Math.floor(i / tokens.length) % 2 === 1,
            inAppNotifications: true,
          }),
        });
        const accepted = performance.now();
        if (cmd.status !== 200) return fail(`command ${cmd.status}`);
        // A command that changed nothing answers without a position (its user's previous
        // command, still in flight, was applied after it).
        if (typeof cmd.body.position !== 'number') return fail('command changed nothing');
        if (measured) cmdLat.push(accepted - sent);
        const read = await json(`${job.query}/api/settings/preferences`, {
          headers: { ...headers, 'x-karier-position': String(cmd.body.position) },
        });
        if (!measured) return;
        if (read.status !== 200) fail(`read ${read.status}`);
        else if (read.stale) stale++;
        else {
          lat.push(performance.now() - accepted);
          if (process.env.BENCH_TRACE) {
            trace.push([
              Math.floor((accepted - measuredStart) / 1000),
              performance.now() - accepted,
            ]);
          }
        }
      })().catch((err: unknown) => fail(`error ${(err as { code?: string }).code ?? String(err)}`)),
    );
  }
  await Promise.all(inflight);
  if (process.env.BENCH_TRACE) {
    // Per measured second: how many reads, and their p50 and worst latency.
    for (let sec = 0; sec <= SECONDS; sec++) {
      const v = trace.filter((x) => x[0] === sec).map((x) => x[1]);
      console.log(
        `${job.name} @${rate}/s s${sec}: n ${v.length} p50 ${fmt(pct(v, 50), 0)} max ${fmt(Math.max(...v), 0)} ms`,
      );
    }
  }
  const seconds = (performance.now() - measuredStart) / 1000;
  return {
    p50: pct(lat, 50),
    p99: pct(lat, 99),
    cmdP50: pct(cmdLat, 50),
    cmdP99: pct(cmdLat, 99),
    rate: (total - measureFrom) / seconds,
    commands: total - measureFrom,
    stale,
    failed,
    statuses: Object.fromEntries(statuses),
    n: lat.length,
  };
}

async function loadChild() {
  process.on('message', (msg: { job: LoadJob }) => {
    void (async () => {
      const job = msg.job;
      const tokens = job.tokens ?? (await signUp(job.command, USERS));
      process.send!({ tokens });
      const result = await latency(job, tokens, () => process.send!({ measuring: true }));
      process.send!({ result });
    })().catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// CPU from /proc.

const TICK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime, in seconds. */
  cpu: number;
}

function readProcs(): Map<number, Proc> {
  const out = new Map<number, Proc>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const f = stat.slice(close + 2).split(' ');
      // After the comm: state(3) ppid(4) … utime(14) stime(15), numbered from 1 in proc(5).
      out.set(Number(d), {
        pid: Number(d),
        ppid: Number(f[1]),
        comm,
        cpu: (Number(f[11]) + Number(f[12])) / TICK,
      });
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

function descendants(procs: Map<number, Proc>, root: number): number[] {
  const kids = new Map<number, number[]>();
  for (const p of procs.values()) kids.set(p.ppid, [...(kids.get(p.ppid) ?? []), p.pid]);
  const out: number[] = [];
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop()!;
    out.push(pid);
    todo.push(...(kids.get(pid) ?? []));
  }
  return out;
}

/** The PostgreSQL backends serving `database` (their command line names it). */
function backendsOf(procs: Map<number, Proc>, database: string): number[] {
  const out: number[] = [];
  for (const p of procs.values()) {
    if (p.comm !== 'postgres') continue;
    try {
      const cmd = fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8');
      if (cmd.includes(` ${database} `)) out.push(p.pid);
    } catch {
      /* gone */
    }
  }
  return out;
}

/** Busy and total jiffies of the whole machine (all cores). */
function machine(): { busy: number; total: number } {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const n = f.map(Number);
  const idle = n[3]! + n[4]!; // idle + iowait
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0); // without guest (counted in user)
  return { busy: total - idle, total };
}

interface Roles {
  /** Role → root pids (each with its descendants, e.g. the CV worker). */
  karier: Record<string, number[]>;
  database: string;
  broker: number | null;
}

interface Sample {
  at: number;
  perPid: Map<number, number>;
  roles: Record<string, number[]>;
  machine: { busy: number; total: number };
}

function sample(roles: Roles): Sample {
  const procs = readProcs();
  const byRole: Record<string, number[]> = {};
  for (const [role, roots] of Object.entries(roles.karier)) {
    byRole[role] = roots.flatMap((r) => descendants(procs, r));
  }
  byRole.postgres = backendsOf(procs, roles.database);
  if (roles.broker) byRole.broker = [roles.broker];
  return {
    at: performance.now(),
    perPid: new Map([...procs.values()].map((p) => [p.pid, p.cpu])),
    roles: byRole,
    machine: machine(),
  };
}

/** CPU seconds per role between two samples (processes new in `b` count from 0). */
function cpuBetween(a: Sample, b: Sample) {
  const seconds = (b.at - a.at) / 1000;
  const roles: Record<string, number> = {};
  for (const [role, pids] of Object.entries(b.roles)) {
    roles[role] = pids.reduce(
      (s, pid) => s + Math.max(0, (b.perPid.get(pid) ?? 0) - (a.perPid.get(pid) ?? 0)),
      0,
    );
  }
  const karier = Object.entries(roles)
    .filter(([r]) => r !== 'postgres' && r !== 'broker')
    .reduce((s, [, v]) => s + v, 0);
  const busy = (b.machine.busy - a.machine.busy) / Math.max(1, b.machine.total - a.machine.total);
  return { seconds, roles, karier, machineBusy: busy };
}

const pctOfCore = (cpu: number, seconds: number) => `${fmt((100 * cpu) / seconds, 1)} %`;

// ---------------------------------------------------------------------------------------------
// Phases from the processes' logs (PHASES_LOG_MS).

type PhaseLine = Record<string, number>;

function lastPhases(output: string): Map<string, PhaseLine> {
  const out = new Map<string, PhaseLine>();
  for (const m of output.matchAll(/\[phases\] (\S+) (.*)$/gm)) {
    const line: PhaseLine = {};
    for (const kv of m[2]!.split(' ')) {
      const [k, v] = kv.split('=');
      if (k && v !== undefined) line[k] = Number(v);
    }
    out.set(m[1]!, line);
  }
  return out;
}

/** Per phase, ms per run over the window (summed over the given processes' logs). */
function phasesBetween(before: string[], after: string[]) {
  const sum = new Map<string, PhaseLine>();
  for (let i = 0; i < after.length; i++) {
    const a = lastPhases(before[i] ?? '');
    for (const [name, b] of lastPhases(after[i]!)) {
      const prev = a.get(name) ?? {};
      const acc = sum.get(name) ?? {};
      for (const [k, v] of Object.entries(b)) acc[k] = (acc[k] ?? 0) + v - (prev[k] ?? 0);
      sum.set(name, acc);
    }
  }
  const out: string[] = [];
  for (const [name, d] of sum) {
    const runs = d.runs ?? 0;
    if (!runs) continue;
    const parts = Object.entries(d)
      .filter(([k]) => k !== 'runs' && k !== 'items')
      .map(([k, v]) => `${k} ${fmt(v / runs, 2)}`);
    out.push(
      `${name}: ${fmt(runs)} runs, ${fmt((d.items ?? 0) / runs, 1)} events/run; ms per run: ${parts.join(', ')}`,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The two setups.

interface Setup {
  name: string;
  command: string;
  query: string;
  storage: Storage;
  roles(): Roles;
  /** The processes whose logs carry phase lines. */
  logs(): string[];
  /** Stops whatever projects (and publishes), runs `work`, starts it again. */
  withoutProjection(work: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * EVENTS appended with nothing projecting, then projected: the sustained rate is taken between
 * 10 % and 90 % of the backlog applied by every projection (start-up and tail left out).
 */
async function throughput(setup: Setup) {
  const base = await setup.storage.store.head();
  await setup.withoutProjection(async () => {
    await seedUserHistories(setup.storage.store, { users: EVENTS / 10, eventsPerUser: 10 });
  });
  const target = await setup.storage.store.head();
  const n = target - base;
  const started = performance.now();
  let t10 = 0;
  let t90 = 0;
  for (;;) {
    // What the query API's admin health view reports (the public one says only ok).
    const status = await projectionStatus(
      setup.storage.store,
      projections,
      setup.name.startsWith('distributed') ? DEFAULT_TOPIC : undefined,
    );
    const applied = Math.min(...status.map((p) => p.position)) - base;
    const now = performance.now();
    if (!t10 && applied >= 0.1 * n) t10 = now;
    if (!t90 && applied >= 0.9 * n) t90 = now;
    if (applied >= n) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    events: n,
    seconds: (performance.now() - started) / 1000,
    perSecond: (0.8 * n) / ((t90 - t10) / 1000),
  };
}

const brokerPid = () => {
  const procs = readProcs();
  for (const pid of descendants(procs, process.pid)) {
    if (procs.get(pid)?.comm === 'kafka-mock') return pid;
  }
  return null;
};

async function distributed(): Promise<Setup> {
  const db = await requirePostgres();
  const mock = await startKafkaMock({ partitions: PARTITIONS });
  const broker = brokerPid();
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    KARIER_SECRET: SECRET,
    KAFKA_BROKERS: mock.bootstrap,
    // The test broker holds every empty fetch for the whole wait, even when records arrive
    // meanwhile (Kafka answers at once): a short wait keeps that from adding to the latency.
    KAFKA_FETCH_MAX_WAIT_MS: '20',
    PHASES_LOG_MS: '1000',
    LOGIN_MAX_PER_IP_PER_MINUTE: '1000000',
    REGISTER_MAX_PER_IP_PER_HOUR: '1000000',
    REGISTER_MAX_PER_MINUTE: '1000000',
    CV_WORKERS: '1',
  };
  const command = await startService('command', 'infra/src/command-main.ts', {
    ...env,
    RELAY: '0',
  });
  const start = async () => {
    const [relay, query, ...projectors] = await Promise.all([
      startService('relay', 'infra/src/relay-main.ts', env),
      startService('query', 'infra/src/query-main.ts', env),
      ...Array.from({ length: REPLICAS }, (_, i) =>
        startService(`projector-${i}`, 'infra/src/projector-main.ts', env),
      ),
    ]);
    return { relay: relay!, query: query!, projectors };
  };
  let svc = await start();
  const storage = await openStorage(
    { databaseUrl: db.url, dataDir: db.dataDir, secret: SECRET },
    { poolMax: 8 },
  );
  return {
    name: `distributed (Kafka test broker, ${PARTITIONS} partitions, ${REPLICAS} projector processes)`,
    command: command.url,
    get query() {
      return svc.query.url;
    },
    storage,
    roles: () => ({
      karier: {
        command: [command.child.pid!],
        relay: [svc.relay.child.pid!],
        query: [svc.query.child.pid!],
        ...Object.fromEntries(svc.projectors.map((p) => [p.name, [p.child.pid!]])),
      },
      database: db.name,
      broker,
    }),
    logs: () => [svc.relay.output(), ...svc.projectors.map((p) => p.output())],
    async withoutProjection(work) {
      for (const s of [svc.relay, ...svc.projectors]) await s.stop();
      await work();
      const [relay, ...projectors] = await Promise.all([
        startService('relay', 'infra/src/relay-main.ts', env),
        ...Array.from({ length: REPLICAS }, (_, i) =>
          startService(`projector-${i}`, 'infra/src/projector-main.ts', env),
        ),
      ]);
      svc = { relay: relay!, query: svc.query, projectors };
    },
    async stop() {
      for (const s of [...svc.projectors, svc.relay, svc.query, command] as Service[])
        await s.stop();
      await storage.close();
      await mock.stop();
      await db.cleanup();
    },
  };
}

async function standalone(): Promise<Setup> {
  const db = await requirePostgres();
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    KARIER_SECRET: SECRET,
    LOGIN_MAX_PER_IP_PER_MINUTE: '1000000',
    REGISTER_MAX_PER_IP_PER_HOUR: '1000000',
    REGISTER_MAX_PER_MINUTE: '1000000',
    CV_WORKERS: '1',
    WEB_DIST: path.join(os.tmpdir(), 'karier-no-web'),
  };
  let app = await startService('standalone', 'infra/src/main.ts', env);
  const storage = await openStorage(
    { databaseUrl: db.url, dataDir: db.dataDir, secret: SECRET },
    { poolMax: 8 },
  );
  return {
    name: 'standalone (one process, projector reading the events table)',
    get command() {
      return app.url;
    },
    get query() {
      return app.url;
    },
    storage,
    roles: () => ({ karier: { standalone: [app.child.pid!] }, database: db.name, broker: null }),
    logs: () => [],
    async withoutProjection(work) {
      await app.stop();
      await work();
      app = await startService('standalone', 'infra/src/main.ts', env);
    },
    async stop() {
      await app.stop();
      await storage.close();
      await db.cleanup();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The run.

/** The load generator: a child process of this file under `nice -n 10`. */
function startLoad() {
  const child = spawn(
    'nice',
    ['-n', '10', process.execPath, ...process.execArgv, fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, BENCH_LOAD_CHILD: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const waiting: ((m: Record<string, unknown>) => void)[] = [];
  child.on('message', (m: Record<string, unknown>) => waiting.shift()?.(m));
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
    });
  return {
    /** Runs one job; `measuring` is called when the measured part starts. */
    async run(job: LoadJob, measuring: () => void) {
      const got = next();
      child.send({ job });
      const { tokens } = (await got) as { tokens: string[] };
      const m = next();
      await m;
      measuring();
      const { result } = (await next()) as { result: LoadResult };
      return { tokens, result };
    },
    stop: () => child.kill(),
  };
}

async function main() {
  // What else runs on this machine shows here: a busy machine skews latency more than CPU.
  const loadBefore = os.loadavg();
  const kafka = probeKafkaMock();
  if (!kafka.ok) {
    console.error(`bench:kafka needs the Kafka test broker: ${kafka.reason}`);
    process.exit(2);
  }
  const rows: Record<string, string>[] = [];
  const idleRows: Record<string, string>[] = [];
  const phaseLines: string[] = [];
  const saturation: string[] = [];
  const verdicts: string[] = [];
  const perThousand = new Map<string, { standalone?: number; distributed?: number }>();
  const only = process.env.BENCH_ONLY;
  const makers =
    only === 'distributed'
      ? [distributed]
      : only === 'standalone'
        ? [standalone]
        : [standalone, distributed];
  for (const make of makers) {
    const setup = await make();
    const mode = make === distributed ? 'distributed' : 'standalone';
    const load = startLoad();
    try {
      // 1. Idle: 10 s to settle (start-up's last compilations and collections), then IDLE
      // seconds with nothing to do.
      await new Promise((r) => setTimeout(r, 10_000));
      const i0 = sample(setup.roles());
      await new Promise((r) => setTimeout(r, IDLE * 1000));
      const idle = cpuBetween(i0, sample(setup.roles()));
      idleRows.push({
        mode,
        ...Object.fromEntries(
          Object.entries(idle.roles).map(([r, cpu]) => [r, pctOfCore(cpu, idle.seconds)]),
        ),
      });
      if (mode === 'distributed') {
        const worst = Math.max(
          ...Object.entries(idle.roles)
            .filter(([r]) => r.startsWith('projector'))
            .map(([, cpu]) => (100 * cpu) / idle.seconds),
        );
        verdicts.push(
          `idle projector process: ${fmt(worst, 2)} % of a core at most (target < 2 %: ${worst < 2 ? 'met' : 'MISSED'})`,
        );
      }
      // 2. Latency and CPU at each rate.
      let tokens: string[] | undefined;
      for (const rate of RATES) {
        let s0: Sample | null = null;
        let logs0: string[] = [];
        const run = await load.run(
          { name: mode, command: setup.command, query: setup.query, rate, tokens },
          () => {
            s0 = sample(setup.roles());
            logs0 = setup.logs();
          },
        );
        const s1 = sample(setup.roles());
        tokens = run.tokens;
        // The phase lines come once a second: wait for the last of the window.
        if (mode === 'distributed') await new Promise((r) => setTimeout(r, 1100));
        const l = run.result;
        const cpu = cpuBetween(s0!, s1);
        const k = (1000 * cpu.karier) / l.commands;
        const pg = (1000 * (cpu.roles.postgres ?? 0)) / l.commands;
        const br = (1000 * (cpu.roles.broker ?? 0)) / l.commands;
        perThousand.set(String(rate), { ...perThousand.get(String(rate)), [mode]: k });
        if (Object.keys(l.statuses).length) console.log(`${mode} @${rate}/s: failed`, l.statuses);
        rows.push({
          mode,
          offered: String(rate),
          'commands/s': fmt(l.rate, 0),
          'answered p50/p99 ms': `${fmt(l.cmdP50, 1)}/${fmt(l.cmdP99, 1)}`,
          'visible p50 ms': fmt(l.p50, 1),
          'p99 ms': fmt(l.p99, 1),
          'stale/failed': `${l.stale}/${l.failed}`,
          'CPU s/1,000 cmds: Karier': fmt(k, 2),
          '+PostgreSQL': fmt(pg, 2),
          '+broker': fmt(br, 2),
          'machine busy': `${fmt(100 * cpu.machineBusy, 0)} %`,
        });
        saturation.push(
          `${mode} @${rate}/s, % of a core: ` +
            Object.entries(cpu.roles)
              .map(([r, c]) => `${r} ${fmt((100 * c) / cpu.seconds, 0)}`)
              .join(', ') +
            `; the machine (${os.cpus().length} cores) ${fmt(100 * cpu.machineBusy, 0)} % busy`,
        );
        if (mode === 'distributed') {
          for (const p of phasesBetween(logs0, setup.logs())) phaseLines.push(`@${rate}/s ${p}`);
          if (rate === 100) {
            verdicts.push(
              `distributed @100/s: accepted → visible p99 ${fmt(l.p99, 1)} ms (target < 250 ms: ${l.p99 < 250 ? 'met' : 'MISSED'})`,
            );
          }
        }
      }
      // 3. Throughput.
      if (EVENTS > 0) {
        const t = await throughput(setup);
        rows.push({
          mode,
          offered: `${fmt(EVENTS)} events`,
          'commands/s': `${fmt(t.perSecond, 0)} events/s`,
          'answered p50/p99 ms': `all in ${fmt(t.seconds, 2)} s`,
        });
      }
    } finally {
      load.stop();
      await setup.stop();
    }
  }
  for (const [rate, r] of perThousand) {
    if (r.standalone && r.distributed) {
      const ratio = r.distributed / r.standalone;
      verdicts.push(
        `@${rate}/s CPU per 1,000 commands, distributed ÷ standalone (Karier processes): ${fmt(ratio, 2)} (target ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'MISSED'})`,
      );
    }
  }
  console.log(
    `\nbench:kafka — ${SECONDS} s at ${RATES.join(' and ')} commands/s measured after ${WARMUP} s of warm-up each (load generator niced); ` +
      `${IDLE} s idle; ${fmt(EVENTS)} events; PostgreSQL on this machine (${os.cpus().length} cores); load average before the run ${loadBefore
        .map((x) => fmt(x, 2))
        .join(' ')}`,
  );
  console.log('\nidle, % of a core per process (PostgreSQL: this database’s backends):');
  console.table(idleRows);
  console.table(rows);
  console.log('\nwhere the CPU went:');
  for (const s of saturation) console.log(`  ${s}`);
  console.log('\nrelay and group commit per phase (wall ms; distributed):');
  for (const p of phaseLines) console.log(`  ${p}`);
  console.log('');
  for (const v of verdicts) console.log(v);
  fs.rmSync(path.join(os.tmpdir(), 'karier-no-web'), { recursive: true, force: true });
}

if (process.env.BENCH_LOAD_CHILD) await loadChild();
else await main();
