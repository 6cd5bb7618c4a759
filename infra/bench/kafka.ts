// `npm run bench:kafka`: the distributed mode (command API + relay, Kafka, projector processes,
// query API — separate processes on the local PostgreSQL and the Kafka test broker) beside the
// standalone mode on the same machine, in the same run:
//   1. latency: a command accepted → its effect visible in the query API (the read waits on the
//      position the command answered), p50 and p99, at BENCH_RATE commands/s (default 200);
//   2. throughput: BENCH_EVENTS events (default 50,000) appended while nothing projects them,
//      then the time until every projection has applied them all — through relay, topic and
//      consumer groups, against the standalone runner reading the events table.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TOPIC, openStorage, type Storage } from '@karier/events';
import { projections, projectionStatus } from '@karier/projector';
import { probeKafkaMock, startKafkaMock } from '../../test-support/kafka.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { startService, type Service } from '../../test-support/services.ts';
import { fmt, requirePostgres } from './lib.ts';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// The first seconds at the full rate (connection pools filling, code warming up) are not measured.
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const REPLICAS = Number(process.env.BENCH_PROJECTORS ?? 2);
const PARTITIONS = Number(process.env.BENCH_PARTITIONS ?? 6);
const SECRET = 'bench-kafka-secret-0123456789abcdef';

const kafka = probeKafkaMock();
if (!kafka.ok) {
  console.error(`bench:kafka needs the Kafka test broker: ${kafka.reason}`);
  process.exit(2);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

interface Setup {
  name: string;
  command: string;
  query: string;
  storage: Storage;
  /** Stops whatever projects (and publishes), runs `work`, starts it again. */
  withoutProjection(work: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

// node:http with keep-alive rather than fetch: the load generator shares the 2 cores with the
// services it measures, and fetch costs it several times the CPU per request.
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

/** Users to send commands as (registered through the command API). */
async function signUp(setup: Setup, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await json<{ token: string }>(`${setup.command}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench ${i}`,
        email: `bench-${i}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
        password: 'rahasia123',
      }),
    });
    if (r.status !== 201) throw new Error(`register answered ${r.status}`);
    tokens.push(r.body.token);
  }
  return tokens;
}

/**
 * RATE commands/s for WARMUP + SECONDS, the last SECONDS measured: each a preferences change,
 * then its read with the position the command answered.
 */
async function latency(setup: Setup) {
  const tokens = await signUp(setup, 200);
  const lat: number[] = [];
  const cmdLat: number[] = [];
  const trace: [number, number][] = [];
  let stale = 0;
  let failed = 0;
  const statuses = new Map<string, number>();
  const total = RATE * (WARMUP + SECONDS);
  const measureFrom = RATE * WARMUP;
  let measuredStart = 0;
  const started = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const token = tokens[i % tokens.length]!;
    const measured = i >= measureFrom;
    if (i === measureFrom) measuredStart = performance.now();
    const fail = (why: string) => {
      if (!measured) return;
      failed++;
      statuses.set(why, (statuses.get(why) ?? 0) + 1);
    };
    inflight.push(
      (async () => {
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const sent = performance.now();
        const cmd = await json<{ position: number }>(`${setup.command}/api/settings/preferences`, {
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
        const read = await json(`${setup.query}/api/settings/preferences`, {
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
        `${setup.name} s${sec}: n ${v.length} p50 ${fmt(pct(v, 50), 0)} max ${fmt(Math.max(...v), 0)} ms`,
      );
    }
  }
  const seconds = (performance.now() - measuredStart) / 1000;
  if (statuses.size) console.log(`${setup.name}: failed`, Object.fromEntries(statuses));
  return {
    p50: pct(lat, 50),
    p99: pct(lat, 99),
    cmdP50: pct(cmdLat, 50),
    cmdP99: pct(cmdLat, 99),
    rate: (total - measureFrom) / seconds,
    stale,
    failed,
    n: lat.length,
  };
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

async function distributed(): Promise<Setup> {
  const db = await requirePostgres();
  const mock = await startKafkaMock({ partitions: PARTITIONS });
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    KARIER_SECRET: SECRET,
    KAFKA_BROKERS: mock.bootstrap,
    // The test broker holds every empty fetch for the whole wait, even when records arrive
    // meanwhile (Kafka answers at once): a short wait keeps that from adding to the latency.
    KAFKA_FETCH_MAX_WAIT_MS: '20',
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

const rows: Record<string, string>[] = [];
let verdict = '';
const only = process.env.BENCH_ONLY;
for (const make of only === 'distributed'
  ? [distributed]
  : only === 'standalone'
    ? [standalone]
    : [standalone, distributed]) {
  const setup = await make();
  try {
    const l = await latency(setup);
    const t = await throughput(setup);
    rows.push({
      mode: setup.name,
      'commands/s': fmt(l.rate, 0),
      'command answered p50/p99 ms': `${fmt(l.cmdP50, 1)}/${fmt(l.cmdP99, 1)}`,
      'accepted → visible p50 ms': fmt(l.p50, 1),
      'p99 ms': fmt(l.p99, 1),
      'stale/failed': `${l.stale}/${l.failed}`,
      [`${fmt(EVENTS)} events: all projected in`]: `${fmt(t.seconds, 2)} s`,
      'sustained events/s': fmt(t.perSecond, 0),
    });
    if (make === distributed) {
      verdict =
        `distributed: p99 ${fmt(l.p99, 1)} ms at ${fmt(l.rate, 0)} commands/s (target < 250 ms: ${l.p99 < 250 ? 'met' : 'MISSED'}), ` +
        `${fmt(t.perSecond, 0)} events/s through Kafka (target ≥ 5,000: ${t.perSecond >= 5000 ? 'met' : 'MISSED'})`;
    }
  } finally {
    await setup.stop();
  }
}
console.log(
  `\nbench:kafka — ${SECONDS} s at ${RATE} commands/s measured after ${WARMUP} s of warm-up; ${fmt(EVENTS)} events; PostgreSQL on this machine`,
);
console.table(rows);
console.log(verdict);
fs.rmSync(path.join(os.tmpdir(), 'karier-no-web'), { recursive: true, force: true });
