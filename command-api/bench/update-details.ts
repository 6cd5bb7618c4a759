// Events appended per second through PUT /api/auth/updatedetails (standalone app, real
// PostgreSQL, autocannon, 50 connections — one user per connection so they do not collide),
// beside a baseline: the same appends straight into the EventStore, 50 concurrent writers.
import { systemContext, userStreamId } from '@karier/events';
import { loadStorageConfig, openStorage } from '@karier/store';
import { fmt, load, requirePostgres, startApp, stopProcess } from '../../infra/bench/lib.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

export async function benchUpdateDetails() {
  const db = await requirePostgres();
  const adminEmail = `bench-admin-${Date.now()}@example.com`;
  const { child: app, base } = await startApp(db, { ADMIN_EMAILS: adminEmail });
  const users: { token: string; id: string; email: string }[] = [];
  try {
    // The head position is in the admin's view of /api/health (the public one says only ok).
    const admin = (await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Admin', email: adminEmail, password: 'rahasia-123' }),
    }).then((x) => x.json())) as { token: string };
    for (let i = 0; i < CONNECTIONS * 3; i++) {
      const email = `bench-${i}-${Date.now()}@example.com`;
      const r = (await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench ${i}`, email, password: 'rahasia-123' }),
      }).then((x) => x.json())) as { token: string; user: { id: string } };
      users.push({ token: r.token, id: r.user.id, email });
    }
    const headOf = async () =>
      (
        (await fetch(`${base}/api/health`, {
          headers: { authorization: `Bearer ${admin.token}` },
        }).then((r) => r.json())) as { head: number }
      ).head;

    // Each request takes a user nobody else is updating and frees it when answered, so the
    // commands never race on one stream (a race would be a legitimate 409).
    const free = users.slice(0, CONNECTIONS * 2).map((_, i) => i);
    let counter = 0;
    const before = await headOf();
    const http = await load({
      url: `${base}/api/auth/updatedetails`,
      method: 'PUT',
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          setupRequest: (req, ctx: object) => {
            const context = ctx as { user?: number };
            context.user = free.shift()!;
            const u = users[context.user]!;
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
              body: JSON.stringify({ name: `Nama ${counter++}`, email: u.email }),
            };
          },
          onResponse: (_status, _body, ctx: object) => {
            free.push((ctx as { user: number }).user);
          },
        },
      ],
    });
    const appended = (await headOf()) - before;
    const httpRate = appended / DURATION;

    // Baseline: the same events appended directly, no HTTP, no decider.
    await stopProcess(app);
    const storage = await openStorage(
      { ...loadStorageConfig({}), databaseUrl: db.url, dataDir: db.dataDir },
      { poolMax: 10 },
    );
    let appendedDirect = 0;
    const deadline = Date.now() + DURATION * 1000;
    const baseUsers = users.slice(CONNECTIONS * 2);
    await Promise.all(
      baseUsers.map(async (u) => {
        let version = await storage.store.streamVersion(userStreamId(u.id));
        while (Date.now() < deadline) {
          const res = await storage.store.append(
            userStreamId(u.id),
            [
              {
                type: 'UserDetailsChanged',
                data: {
                  userId: u.id,
                  name: `Nama ${counter++}`,
                  email: u.email,
                  previousEmail: null,
                  changedAt: new Date().toISOString(),
                },
              },
            ],
            { expectedVersion: version, context: systemContext() },
          );
          version = res.streamVersion;
          appendedDirect++;
        }
      }),
    );
    await storage.close();
    const directRate = appendedDirect / DURATION;

    console.log(
      '\nPUT /api/auth/updatedetails — %d connections, %d s, PostgreSQL',
      CONNECTIONS,
      DURATION,
    );
    console.table({
      'baseline EventStore.append (no HTTP)': { 'events/s': fmt(directRate) },
      'karier HTTP command': {
        'events/s': fmt(httpRate),
        'req/s': fmt(http.rps),
        'p99 ms': http.p99,
        non2xx: http.non2xx,
      },
    });
    console.log(
      `${fmt(httpRate)} events/s through HTTP (target ≥ 800/s: ${httpRate >= 800 ? 'met' : 'MISSED'}), ${fmt(httpRate / directRate, 2)} of the direct append rate`,
    );
    return { httpRate, directRate };
  } finally {
    await stopProcess(app);
    await db.cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUpdateDetails();
