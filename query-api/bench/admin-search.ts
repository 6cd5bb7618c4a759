// `npm run bench:admin-search`: the cost of keeping names and emails sealed in the read models.
// Seeds accounts on the local PostgreSQL in steps (BENCH_USERS, default 10,000 then 100,000: the
// same database grown, so both sizes are measured in one run), and at each size times the admin
// user list without a search (paging in SQL, 20 rows opened) and a mix of searches (MIX, or
// BENCH_SEARCH for one): over HTTP, and in process both ways, the blind index (issue 29) and, for
// the first search, the search it replaced (every row opened and matched in memory), beside a
// baseline measured at the same size: the same search as a plain SQL `ILIKE` over a table
// holding the names and emails in clear (what sealing gave up). Ends with how each figure grew
// from the first size to the last, and the mix's flatness: its time at the last size over its
// time at the first (target ≤ 1.2).
import os from 'node:os';
import { foldForSearch, loadStorageConfig, openStorage } from '@karier/store';
import { createAdminQueries } from '../src/admin/queries.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { fmt, requirePostgres, startApp, stopProcess } from '../../infra/bench/lib.ts';

const SIZES = (process.env.BENCH_USERS ?? '10000,100000').split(',').map(Number);
const RUNS = 15;
const SECRET = 'bench-secret-0123456789abcdef-admin';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const db = await requirePostgres();
const storage = await openStorage(
  loadStorageConfig({ DATABASE_URL: db.url, DATA_DIR: db.dataDir, KARIER_SECRET: SECRET }),
);
const adminEmail = `bench-admin-${Date.now()}@example.com`;
const { child, base } = await startApp(db, { KARIER_SECRET: SECRET, ADMIN_EMAILS: adminEmail });
/**
 * The searches timed at each size: a name (its matches grow with the users: 'Pengguna 1234',
 * then also 12340-12349), an email part held by one account, and two common words every
 * account holds (the page walked in order, the total counted up to its cap: "1.000+").
 */
const MIX = process.env.BENCH_SEARCH
  ? [process.env.BENCH_SEARCH]
  : ['pengguna 1234', 'seed-4321-', 'pengguna', 'example.com'];
const knex = storage.db.knex;
const admin = createAdminQueries(storage.store);
interface Timed {
  search: string;
  http: number;
  blind: number;
  ilike: number;
  total: number;
  capped: boolean;
}
const results: { users: number; searches: Timed[]; openAll: number }[] = [];
try {
  const reg = (await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Admin', email: adminEmail, password: 'rahasia-123' }),
  }).then((r) => r.json())) as { token: string; position: number };
  let seeded = 0;
  for (const users of SIZES) {
    const t0 = performance.now();
    await seedUserHistories(storage.store, {
      users: users - seeded,
      eventsPerUser: 2,
      concurrency: 8,
      from: seeded,
    });
    seeded = users;
    console.log(
      `\nseeded up to ${fmt(users)} users in ${fmt((performance.now() - t0) / 1000, 1)} s`,
    );
    const head = await storage.store.head();
    const headers = { authorization: `Bearer ${reg.token}`, 'x-karier-position': String(head) };
    // Wait until the projector has every seeded user, and the blind index every event.
    for (;;) {
      const r = await fetch(`${base}/api/admin/users?pageSize=1`, { headers });
      const body = (await r.json()) as { total?: number };
      const cp = (await knex('projection_checkpoints')
        .where({ name: 'user-search' })
        .first('position')) as { position: string } | undefined;
      if (r.status === 200 && body.total === users + 1 && Number(cp?.position ?? 0) >= head) break;
      await new Promise((res) => setTimeout(res, 500));
    }
    console.log(`projected in ${fmt((performance.now() - t0) / 1000, 1)} s (seeding included)`);
    await knex.raw('vacuum analyze user_search_grams');
    await knex.raw('vacuum analyze users');
    results.push(await measure(users, headers));
  }
  if (results.length > 1) {
    const [a, b] = [results[0]!, results[results.length - 1]!];
    const sum = (r: (typeof results)[number], k: 'http' | 'blind' | 'ilike') =>
      r.searches.reduce((n, t) => n + t[k], 0);
    const grew = (k: 'http' | 'blind' | 'ilike') => fmt(sum(b, k) / sum(a, k), 2);
    console.log(
      `\n${fmt(a.users)} → ${fmt(b.users)} users (×${fmt(b.users / a.users, 1)}), one run, ` +
        `the mix of ${MIX.length} searches (sum of medians): blind index in process ` +
        `×${grew('blind')} (flatness, target ≤ 1.2), over HTTP ×${grew('http')}; clear-text ` +
        `ILIKE baseline ×${grew('ilike')}; every row opened ("${MIX[0]}") ` +
        `×${fmt(b.openAll / a.openAll, 2)}`,
    );
    for (const [i, search] of MIX.entries()) {
      const [x, y] = [a.searches[i]!, b.searches[i]!];
      console.log(
        `  "${search}": ${fmt(x.blind, 2)} → ${fmt(y.blind, 2)} ms ×${fmt(y.blind / x.blind, 2)} ` +
          `(matches ${fmt(x.total)}${x.capped ? '+' : ''} → ${fmt(y.total)}${y.capped ? '+' : ''})`,
      );
    }
    for (const r of results) {
      console.log(
        `  ${fmt(r.users)} users: the mix in ${fmt(sum(r, 'blind'), 1)} ms = ` +
          `${fmt(sum(r, 'blind') / sum(r, 'ilike'), 2)}× the ILIKE baseline's ` +
          `${fmt(sum(r, 'ilike'), 1)} ms (target ≤ 1.5×)`,
      );
    }
  }
} finally {
  await stopProcess(child);
  await storage.close();
  await db.cleanup();
}

async function measure(users: number, headers: Record<string, string>) {
  const time = async (path: string) => {
    const ms: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      const r = await fetch(`${base}${path}`, { headers });
      const body = (await r.json()) as { total: number };
      if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
      total = body.total;
      ms.push(performance.now() - s);
    }
    return { ms: median(ms), total };
  };
  const inProcess = async <T>(run: () => Promise<T>, runs = RUNS) => {
    const ms: number[] = [];
    let last: T | undefined;
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      last = await run();
      ms.push(performance.now() - s);
    }
    return { ms: median(ms), last: last! };
  };
  // A shared machine: the load beside the figures (compare ratios within one run).
  const load = () =>
    os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(', ');
  console.log(`load average before measuring ${fmt(users)} users: ${load()}`);
  const paged = await time('/api/admin/users?page=3');

  // Baseline: the same rows in clear, the same search as one ILIKE in SQL (count + page).
  const rows = await storage.vault.openRows(
    knex,
    await knex('users').select('id', 'name', 'email', 'registered_at'),
    ['name', 'email'],
  );
  await knex.schema.dropTableIfExists('bench_users_plain');
  await knex.schema.createTable('bench_users_plain', (t) => {
    t.uuid('id').primary();
    t.text('name');
    t.text('email');
    t.timestamp('registered_at', { useTz: true }).index();
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await knex('bench_users_plain').insert(rows.slice(i, i + 1000));
  }
  await knex.raw('vacuum analyze bench_users_plain');
  const ilike = (needle: string) =>
    inProcess(async () => {
      const p = `%${needle}%`;
      const [count] = await knex('bench_users_plain')
        .whereILike('name', p)
        .orWhereILike('email', p)
        .count('* as n');
      await knex('bench_users_plain')
        .whereILike('name', p)
        .orWhereILike('email', p)
        .orderBy('registered_at', 'desc')
        .limit(20);
      return Number(count!.n);
    });

  const searches: Timed[] = [];
  const table: Record<string, string | number>[] = [
    { query: 'HTTP: page 3, no search (SQL paging, 20 opened)', 'median ms': fmt(paged.ms, 1) },
  ];
  for (const needle of MIX) {
    const http = await time(`/api/admin/users?search=${encodeURIComponent(needle)}`);
    // In process, no HTTP: the blind-index search.
    const blind = await inProcess(() =>
      admin.users({ role: 'all', sort: 'newest', search: needle }, { offset: 0, limit: 20 }),
    );
    const plain = await ilike(needle);
    const capped = blind.last.totalCapped;
    const shown = `${blind.last.total}${capped ? '+' : ''}`;
    searches.push({
      search: needle,
      http: http.ms,
      blind: blind.ms,
      ilike: plain.ms,
      total: blind.last.total,
      capped,
    });
    table.push(
      { query: `HTTP: "${needle}" (blind index)`, 'median ms': fmt(http.ms, 1), matches: shown },
      { query: `  in process: blind index`, 'median ms': fmt(blind.ms, 2), matches: shown },
      {
        query: `  baseline: SQL ILIKE on clear text`,
        'median ms': fmt(plain.ms, 1),
        matches: plain.last,
        'blind/ILIKE': fmt(blind.ms / plain.ms, 2),
      },
    );
  }

  // The search the blind index replaced (every row opened, matched in memory), first search only.
  const openAll = await inProcess(async () => {
    const all = await storage.vault.openRows(
      knex,
      await knex('users as u')
        .select('u.id', 'u.name', 'u.email')
        .orderBy([
          { column: 'u.registered_at', order: 'desc' },
          { column: 'u.id', order: 'desc' },
        ]),
      ['name', 'email'],
    );
    const f = foldForSearch(MIX[0]);
    const ids = all
      .filter((r) => foldForSearch(r.name).includes(f) || foldForSearch(r.email).includes(f))
      .map((r) => r.id as string);
    await storage.vault.openRows(
      knex,
      await knex('users').whereIn('id', ids.slice(0, 20)).select('id', 'name', 'email'),
      ['name', 'email'],
    );
    return ids.length;
  }, 3);
  table.push({
    query: `before: "${MIX[0]}", every row opened, matched in memory (3 runs)`,
    'median ms': fmt(openAll.ms, 1),
    matches: openAll.last,
  });

  console.log(
    `admin user list, ${fmt(users)} users, median of ${RUNS} requests, PostgreSQL ` +
      `(load average after: ${load()})`,
  );
  console.table(table);
  const gramRows = await knex('user_search_grams').count('* as n');
  const sum = (k: 'blind' | 'ilike') => searches.reduce((n, t) => n + t[k], 0);
  console.log(
    `blind index: ${fmt(Number(gramRows[0]!.n))} gram rows for ${fmt(users + 1)} users\n` +
      `search over sealed names, ${fmt(users)} users, the mix of ${MIX.length}: blind index ` +
      `${fmt(sum('blind'), 1)} ms (${fmt(sum('blind') / sum('ilike'), 2)}× the clear-text ILIKE ` +
      `baseline's ${fmt(sum('ilike'), 1)} ms, target ≤ 1.5×)`,
  );
  return { users, searches, openAll: openAll.ms };
}
