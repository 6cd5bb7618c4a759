import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv, type CvFixture } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { createTestDatabase, probePostgres } from '../../test-support/postgres.ts';
import { startService, type Service } from '../../test-support/services.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const PASSWORD = 'rahasia-123';

/**
 * Issue 19 §1: every guard holds across processes. Two command APIs (A and B) on one local
 * PostgreSQL database, a projector and a query API, as real processes; each guard is raced
 * through both command processes at once.
 */
describe.skipIf(!pg.ok)('guards across processes: two command APIs on one PostgreSQL', () => {
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let a: Service;
  let b: Service;
  let projector: Service;
  let query: Service;
  let apiA: ReturnType<typeof client>;
  let apiB: ReturnType<typeof client>;
  let qapi: ReturnType<typeof client>;
  let cvPdf: CvFixture;
  let knex: Knex;
  /** Admins by registration (ADMIN_EMAILS): one per race round, and the erasure's admin. */
  const ROUNDS = 6;
  const adminEmails = Array.from({ length: ROUNDS + 2 }, (_, i) => uniqueEmail(`admin-${i}`));

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-guards-'));
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      KARIER_SECRET: 'cluster-guards-secret-0123456789abcdef',
      KAFKA_BROKERS: '',
      REDIS_URL: '',
      ADMIN_EMAILS: adminEmails.join(','),
      LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
      LOGIN_MAX_FAILURES_PER_EMAIL: '4',
      REGISTER_MAX_PER_IP_PER_HOUR: '100000',
      REGISTER_MAX_PER_MINUTE: '100000',
      CONTACT_MAX_PER_IP_PER_10_MIN: '3',
      CV_WORKERS: '2',
      CV_UPLOADS_PER_MINUTE: '100',
      PAYMENT_SIMULATED_DELAY_MS: '600000',
    };
    // A first: it migrates the database.
    a = await startService('command-a', 'infra/src/command-main.ts', env);
    [b, projector, query] = await Promise.all([
      startService('command-b', 'infra/src/command-main.ts', env),
      startService('projector', 'infra/src/projector-main.ts', { ...env, PROJECTOR_POLL_MS: '50' }),
      startService('query', 'infra/src/query-main.ts', env),
    ]);
    apiA = client(a.url);
    apiB = client(b.url);
    qapi = client(query.url);
    cvPdf = await indonesianOneColumnCv();
    knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });
  }, 180_000);
  afterAll(async () => {
    for (const s of [query, projector, b, a]) await s?.crash();
    await knex?.destroy();
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (sql: string, values: string[]) =>
    ((await knex.raw(sql, values)).rows as { n: number }[])[0]!.n;

  const signUp = async (name: string, email = uniqueEmail('guard')) => {
    const res = await apiA.register(name, email, PASSWORD);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { token: res.body.token, id: res.body.user.id, email, position: res.body.position };
  };

  it('six parallel uploads of a free user split over both processes: exactly 3 × 201', async () => {
    const u = await signUp('Rina Kusumawati');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postCv<{ error?: string }>((i % 2 ? b : a).url, u.token, { buffer: cvPdf.buffer }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([
      201, 201, 201, 402, 402, 402,
    ]);
    for (const r of results.filter((x) => x.status === 402)) {
      expect(r.body.error).toBe('QUOTA_EXCEEDED');
    }
    const stored = `select count(*)::int as n from events
       where type = 'CvUploaded' and data->>'userId' = ?`;
    expect(await count(stored, [u.id])).toBe(3);
  });

  it('failed sign-ins split over both processes hit the limit at the same total', async () => {
    const u = await signUp('Bima Saputra');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await (i % 2 ? apiB : apiA).login(u.email, 'salah-sekali')).status);
    }
    // LOGIN_MAX_FAILURES_PER_EMAIL = 4 over both processes, not 4 in each.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const right = await apiB.login(u.email, PASSWORD);
    expect(right.status).toBe(429);
  });

  it('contact messages split over both processes share the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await (i % 2 ? apiB : apiA).call('POST', '/api/contact', {
        body: {
          name: 'Tamu',
          email: uniqueEmail('contact'),
          subject: 'Pertanyaan',
          message: `Pertanyaan ke-${i} tentang paket.`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('two admins demoting each other through different processes at once leave one admin', async () => {
    const demote = (api: typeof apiA, token: string, id: string) =>
      api.call('PUT', `/api/admin/users/${id}/role`, {
        token,
        body: { password: PASSWORD, role: 'user' },
      });
    const isAdmin = async (id: string) =>
      (
        (
          await knex.raw(
            `select data->>'role' as role from events
              where stream_id = ? and type in ('UserRegistered', 'UserRoleChanged')
              order by position desc limit 1`,
            [`user-${id}`],
          )
        ).rows as { role: string }[]
      )[0]?.role === 'admin';
    // Each round: the only two admins there are, each demoting the other through its own process.
    let survivor = await signUp('Admin Awal', adminEmails[0]);
    for (let round = 1; round <= ROUNDS; round++) {
      const other = await signUp(`Admin Ronde ${round}`, adminEmails[round]);
      const [bySurvivor, byOther] = await Promise.all([
        demote(apiA, survivor.token, other.id),
        demote(apiB, other.token, survivor.id),
      ]);
      const statuses = [bySurvivor.status, byOther.status].sort();
      const bodies = JSON.stringify([bySurvivor.body, byOther.body]);
      expect(statuses[0], bodies).toBe(200);
      expect(statuses[1], bodies).not.toBe(200);
      expect(statuses[1], bodies).toBeLessThan(500);
      const left = [(await isAdmin(survivor.id)) && survivor, (await isAdmin(other.id)) && other];
      const admins = left.filter((x) => x !== false);
      expect(admins, `round ${round}`).toHaveLength(1);
      survivor = admins[0]!;
      // A demoted admin's sessions end: the survivor signs in again for the next round.
      const again = await apiA.login(survivor.email, PASSWORD);
      if (again.status === 200) survivor = { ...survivor, token: again.body.token };
    }
  });

  it('one open order per CV: orders requested at once through both processes are one', async () => {
    const u = await signUp('Sinta Wulandari');
    const up = await postCv<{ cv: { id: string } }>(a.url, u.token, { buffer: cvPdf.buffer });
    expect(up.status).toBe(201);
    const cvId = up.body.cv.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? apiB : apiA).call<{ data: { paymentId: string } }>('POST', '/api/payments', {
          token: u.token,
          body: { product: 'basic', method: 'ewallet', cvId },
        }),
      ),
    );
    expect(
      results.map((r) => r.status).every((s) => s === 200 || s === 201),
      JSON.stringify(results.map((r) => r.body)),
    ).toBe(true);
    const ids = new Set(results.map((r) => r.body.data?.paymentId));
    expect(ids.size).toBe(1);
    const requested = `select count(*)::int as n from events
       where type = 'PaymentRequested' and data->>'cvId' = ?`;
    expect(await count(requested, [cvId])).toBe(1);
  });

  it('an erasure through A: B and the query API return nothing personal at once', async () => {
    const admin = await signUp('Admin Penghapus', adminEmails[ROUNDS + 1]);
    const name = 'Larasati Rahasia Wibowo';
    const u = await signUp(name);
    // Every process has met the user: the query API opened their sealed name and email (its
    // key cache holds their key), B has their state cached.
    const listed = await qapi.call('GET', '/api/admin/users?pageSize=100', {
      token: admin.token,
      headers: { 'X-Karier-Position': String(u.position) },
    });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(u.email);
    const onB = await apiB.call('PUT', '/api/auth/updatedetails', {
      token: u.token,
      body: { name, email: u.email },
    });
    expect(onB.status, JSON.stringify(onB.body)).toBeLessThan(300);

    // The read models stop here: what the query API shows of the user is what it opens itself.
    await projector.crash();
    const erased = await apiA.call('DELETE', `/api/admin/users/${u.id}`, {
      token: admin.token,
      body: { password: PASSWORD },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);

    // At once: no waiting for the projections.
    const [list, events, me, fromB] = await Promise.all([
      qapi.call('GET', '/api/admin/users?pageSize=100', { token: admin.token }),
      qapi.call('GET', `/api/admin/users/${u.id}/events`, { token: admin.token }),
      qapi.me(u.token),
      apiB.call('PUT', '/api/auth/updatedetails', {
        token: u.token,
        body: { name: 'Nama Baru', email: u.email },
      }),
    ]);
    for (const res of [list, events, me, fromB]) {
      const text = JSON.stringify(res.body);
      expect(res.status).toBeLessThan(500);
      expect(text).not.toContain(name);
      expect(text).not.toContain(u.email);
    }
    expect(fromB.status).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const { Redis } = await import('ioredis');
  const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
})();

/** With REDIS_URL the rate limits count in Redis, shared by both processes; none in PostgreSQL. */
describe.skipIf(!pg.ok || !redisUp)('rate limits in Redis (REDIS_URL) across processes', () => {
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let a: Service;
  let b: Service;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-guards-redis-'));
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      KARIER_SECRET: 'cluster-guards-secret-0123456789abcdef',
      KAFKA_BROKERS: '',
      REDIS_URL: redisUrl,
      LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
      LOGIN_MAX_FAILURES_PER_EMAIL: '4',
      REGISTER_MAX_PER_IP_PER_HOUR: '100000',
      REGISTER_MAX_PER_MINUTE: '100000',
      CV_WORKERS: '1',
    };
    a = await startService('command-a', 'infra/src/command-main.ts', env);
    b = await startService('command-b', 'infra/src/command-main.ts', env);
  }, 120_000);
  afterAll(async () => {
    for (const s of [b, a]) await s?.crash();
    await db?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('failed sign-ins split over both processes hit the limit at the same total', async () => {
    expect(a.output()).toContain('[rate-limit] redis');
    const apiA = client(a.url);
    const apiB = client(b.url);
    const email = uniqueEmail('redis');
    expect((await apiA.register('Dewi Lestari', email, PASSWORD)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await (i % 2 ? apiB : apiA).login(email, 'salah-sekali')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 1 } });
    try {
      // Keys are blind indexes: no email in Redis.
      const keys = await redis.keys('karier:login-account:*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join(' ')).not.toContain(email);
      const rows = (await knex.raw('select count(*)::int as n from rate_limits')).rows as {
        n: number;
      }[];
      expect(rows[0]!.n).toBe(0);
    } finally {
      redis.disconnect();
      await knex.destroy();
    }
  });
});
