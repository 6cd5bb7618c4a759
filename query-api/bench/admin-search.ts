// `npm run bench:admin-search`: the cost of keeping names and emails sealed in the read models.
// Seeds BENCH_USERS accounts (default 20,000) on the local PostgreSQL, then times the admin user
// list with a search (every candidate opened and matched in memory) and without one (paging in
// SQL, 20 rows opened), beside a baseline measured in the same run: the same search as a plain
// SQL `ILIKE` over a table holding the names and emails in clear (what sealing gave up).
import { loadStorageConfig, openStorage } from '@karier/events';
import { seedUserHistories } from '../../test-support/seed.ts';
import { fmt, requirePostgres, startApp, stopProcess } from '../../infra/bench/lib.ts';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const RUNS = 15;
const SECRET = 'bench-secret-0123456789abcdef-admin';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const db = await requirePostgres();
const storage = await openStorage(
  loadStorageConfig({ DATABASE_URL: db.url, DATA_DIR: db.dataDir, KARIER_SECRET: SECRET }),
);
const adminEmail = `bench-admin-${Date.now()}@example.com`;
const { child, base } = await startApp(db, { KARIER_SECRET: SECRET, ADMIN_EMAILS: adminEmail });
try {
  const t0 = performance.now();
  await seedUserHistories(storage.store, { users: USERS, eventsPerUser: 2, concurrency: 8 });
  console.log(`seeded ${fmt(USERS)} users in ${fmt((performance.now() - t0) / 1000, 1)} s`);
  const reg = (await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Admin', email: adminEmail, password: 'rahasia-123' }),
  }).then((r) => r.json())) as { token: string; position: number };
  const headers = {
    authorization: `Bearer ${reg.token}`,
    'x-karier-position': String(await storage.store.head()),
  };
  // Wait until the projector has every seeded user.
  for (;;) {
    const r = await fetch(`${base}/api/admin/users?pageSize=1`, { headers });
    const body = (await r.json()) as { total?: number };
    if (r.status === 200 && body.total === USERS + 1) break;
    await new Promise((res) => setTimeout(res, 500));
  }
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
  const needle = 'pengguna 1234';
  const paged = await time('/api/admin/users?page=3');
  const searched = await time(`/api/admin/users?search=${encodeURIComponent(needle)}`);

  // Baseline: the same rows in clear, the same search as one ILIKE in SQL (count + page).
  const knex = storage.db.knex;
  const rows = await storage.vault.openRows(
    knex,
    await knex('users').select('id', 'name', 'email', 'registered_at'),
    ['name', 'email'],
  );
  await knex.schema.createTable('bench_users_plain', (t) => {
    t.uuid('id').primary();
    t.text('name');
    t.text('email');
    t.timestamp('registered_at', { useTz: true }).index();
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await knex('bench_users_plain').insert(rows.slice(i, i + 1000));
  }
  const ms: number[] = [];
  let plainTotal = 0;
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
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
    plainTotal = Number(count!.n);
    ms.push(performance.now() - s);
  }
  console.log(`\nadmin user list, ${fmt(USERS)} users, median of ${RUNS} requests, PostgreSQL`);
  console.table([
    { query: 'page 3, no search (SQL paging, 20 opened)', 'median ms': fmt(paged.ms, 1) },
    {
      query: `search "${needle}" (all opened, matched in memory)`,
      'median ms': fmt(searched.ms, 1),
      matches: searched.total,
    },
    {
      query: 'baseline: same search as SQL ILIKE on clear text',
      'median ms': fmt(median(ms), 1),
      matches: plainTotal,
    },
  ]);
  console.log(
    `search over sealed names: ${fmt(searched.ms, 0)} ms, ${fmt(searched.ms / median(ms), 1)}× the clear-text ILIKE baseline`,
  );
} finally {
  await stopProcess(child);
  await storage.close();
  await db.cleanup();
}
