import { hkdfSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditTrail } from './audit.ts';
import type { KarierEvent } from '@karier/events';
import { loadStorageConfig } from './config.ts';
import { systemContext } from '@karier/events';
import { readSocketInfo } from './pglite-server.ts';
import { openStorage, type Storage } from './storage.ts';
import { userStreamId } from '@karier/events';

const loggedIn = (userId: string): KarierEvent => ({
  type: 'UserLoggedIn',
  data: {
    userId,
    sessionId: randomUUID(),
    method: 'password',
    loggedInAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  },
});
const append = (storage: Storage, id = randomUUID()) =>
  storage.store.append(userStreamId(id), [loggedIn(id)], {
    expectedVersion: 'any',
    context: systemContext(),
  });

/** The app (serving its PGlite) and a second writer through the socket, in one process. */
describe('the embedded database served over the local socket', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-pgsock-'));
  const config = loadStorageConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv);
  let app: Storage;
  let cli: Storage;
  let port: number;
  beforeAll(async () => {
    app = await openStorage(config, {
      serveSocket: true,
      // Shortened: the defaults are 5 s, 10 s and 30 s.
      socket: { loginTimeoutMs: 1000, idleInTransactionMs: 1500, transactionLimitMs: 4000 },
    });
    cli = await openStorage(config); // finds the socket: does not open the directory
    port = readSocketInfo(dataDir)!.port;
  });
  afterAll(async () => {
    await cli?.close();
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const writer = async () => {
    const c = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'karier',
      password: app.secrets.dbWriterPassword,
    });
    await c.connect();
    return c;
  };

  it('one place decides: the app opens the directory, a client goes through the socket', () => {
    expect(app.db.kind).toBe('pglite');
    expect(cli.db.kind).toBe('postgres');
    expect(cli.db.location).toContain(`via 127.0.0.1:${port}`);
  });

  it("a client's NOTIFY reaches the app's listeners (its projector wakes, caches invalidate)", async () => {
    const got: string[] = [];
    const unlisten = await app.db.listen('karier_socket_test', (p) => got.push(p));
    try {
      await cli.db.knex.raw(`select pg_notify('karier_socket_test', 'dari CLI')`);
      await expect.poll(() => got, { timeout: 2000 }).toEqual(['dari CLI']);
    } finally {
      await unlisten();
    }
  });

  it('a second projector process is refused beside the app, with our own message', async () => {
    await expect(openStorage(config, { exclusive: 'Proyektor' })).rejects.toThrow(
      /^Proyektor tidak bisa berjalan di samping aplikasi/,
    );
  });

  it("a client's open transaction never swallows the app's appends (the gate)", async () => {
    const c = await writer();
    try {
      await c.query('begin');
      await c.query(`select 1 from events limit 1`);
      // The app appends while the client sits in its transaction: it waits for the gate…
      let appended = false;
      const appending = append(app).then((r) => ((appended = true), r));
      const reading = app.db.query('count', 'select count(*)::int as n from events', []);
      await new Promise((r) => setTimeout(r, 300));
      expect(appended).toBe(false);
      // …so the client's rollback cannot take the app's append with it.
      await c.query('rollback');
      const { position } = await appending;
      await reading;
      const rows = await app.db.query<{ n: number }>(
        'n',
        'select count(*)::int as n from events where position = $1',
        [position],
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await c.end();
    }
  });

  it('a client idle inside a transaction is rolled back and cut off; the app goes on', async () => {
    const c = await writer();
    c.on('error', () => undefined);
    try {
      await c.query('begin');
      const started = Date.now();
      await append(app);
      // Idle (1.5 s) ends it, well before its absolute limit (4 s).
      expect(Date.now() - started).toBeGreaterThan(1_400);
      expect(Date.now() - started).toBeLessThan(3_900);
      await expect(c.query('select 1')).rejects.toThrow(/menganggur/);
    } finally {
      await c.end().catch(() => undefined);
    }
  }, 30_000);

  it('the app and a second writer appending at once: unique versions, one intact audit chain', async () => {
    const shared = randomUUID();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? append(app, i % 4 === 1 ? shared : undefined)
          : append(cli, i % 4 === 0 ? shared : undefined),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const stream = await app.store.readStream(userStreamId(shared));
    expect(stream.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const audit = await verifyAuditTrail(app.db);
    expect(audit.ok).toBe(true);
    const viaSocket = await verifyAuditTrail(cli.db);
    expect(viaSocket).toEqual(audit);
  });

  it('a socket file left by a killed app (its pid alive again, nobody listening) is ignored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-pgsock-stale-'));
    try {
      const closed = net.createServer();
      await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
      const { port: deadPort } = closed.address() as net.AddressInfo;
      await new Promise((r) => closed.close(r));
      fs.writeFileSync(
        path.join(dir, 'pg.socket.json'),
        JSON.stringify({ pid: process.pid, host: '127.0.0.1', port: deadPort, reader: {} }),
        { mode: 0o600 },
      );
      const direct = await openStorage(loadStorageConfig({ DATA_DIR: dir } as NodeJS.ProcessEnv));
      expect(direct.db.kind).toBe('pglite');
      await direct.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('issue 25: no account for untrusted clients; the E-string and ts_rewrite tricks never run', async () => {
    // The password the old read-only account had (derived from the same secret).
    const { root } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      root: string;
    };
    const oldReader = Buffer.from(
      hkdfSync('sha256', Buffer.from(root, 'base64'), 'karier', 'db-socket-reader', 32),
    ).toString('base64url');
    // These ran as the superuser through the old account; now no login reaches a statement.
    const tricks = [
      // Finding 1: an `e` before a quote read as an E-string hid the COMMIT from the filter.
      String.raw`select name'\'; commit; select current_user, current_setting('transaction_read_only'); select '\'`,
      // Finding 2: ts_rewrite runs SQL given as a string.
      `select ts_rewrite('a'::tsquery,'select ''a''::tsquery,(select set_config(''role'',''postgres'',true)||''b'')::tsquery'); select count(*) from pii_keys`,
    ];
    for (const [user, password] of [
      ['karier_reader', oldReader],
      ['postgres', app.secrets.dbWriterPassword],
      ['karier', ''],
      ['karier', 'salah'],
      ['karier', oldReader],
    ] as const) {
      const c = new pg.Client({ host: '127.0.0.1', port, user, password });
      c.on('error', () => undefined);
      const ran = Promise.all(
        tricks.map((sql) =>
          c.query(sql).then(
            () => 'ran',
            () => 'refused',
          ),
        ),
      );
      await expect(c.connect(), `${user}/${password}`).rejects.toThrow(
        `Autentikasi sandi gagal untuk pengguna "${user}"`,
      );
      await c.end().catch(() => undefined);
      expect(await ran).toEqual(['refused', 'refused']);
    }
    // The role itself is gone from the database too.
    const roles = await app.db.query<{ n: number }>(
      'roles',
      `select count(*)::int as n from pg_roles where rolname = 'karier_reader'`,
      [],
    );
    expect(roles[0]!.n).toBe(0);
  });

  const rawSocket = async () => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.on('error', () => undefined);
    await new Promise<void>((r) => s.once('connect', () => r()));
    let data = '';
    s.on('data', (d: Buffer) => (data += d.toString('latin1')));
    const closed = new Promise<number>((r) => s.once('close', () => r(Date.now())));
    return { s, closed, data: () => data };
  };

  it('a connection that does not log in is closed after the login timeout, with our message', async () => {
    const started = Date.now();
    const { closed, data } = await rawSocket();
    const at = await closed;
    expect(at - started).toBeGreaterThanOrEqual(900);
    expect(at - started).toBeLessThan(3000);
    expect(data()).toContain('Waktu login (1000 ms) habis.');
  });

  it('40 idle unauthenticated sockets do not lock the CLIs out', async () => {
    const idle = await Promise.all(Array.from({ length: 40 }, () => rawSocket()));
    try {
      const started = Date.now();
      const c = await writer();
      try {
        expect((await c.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
      } finally {
        await c.end();
      }
      expect(Date.now() - started).toBeLessThan(900); // before any login timeout
      // The oldest waiting ones gave way, with our message.
      const gaveWay = idle.filter((i) => i.data().includes('Terlalu banyak koneksi belum login'));
      expect(gaveWay.length).toBeGreaterThan(0);
    } finally {
      for (const i of idle) i.s.destroy();
    }
  });

  it('a transaction has an absolute limit: statements every 300 ms do not keep it alive', async () => {
    const c = await writer();
    const errors: Error[] = [];
    c.on('error', (e) => errors.push(e));
    try {
      await c.query('begin');
      const started = Date.now();
      let failure: Error | null = null;
      while (!failure && Date.now() - started < 8000) {
        try {
          await c.query('select 1');
        } catch (err) {
          failure = err as Error;
        }
        await new Promise((r) => setTimeout(r, 300));
      }
      const after = Date.now() - started;
      expect(after).toBeGreaterThan(3_900);
      expect(after).toBeLessThan(6_000);
      expect(`${failure?.message} ${errors.map((e) => e.message).join(' ')}`).toContain(
        'Transaksi melewati batas 4000 ms; dibatalkan dan koneksi ditutup.',
      );
      // Rolled back and released: the app appends at once.
      const appending = Date.now();
      await append(app);
      expect(Date.now() - appending).toBeLessThan(1000);
      expect(
        await app.db.knex.transaction(async (trx) => (await trx.raw('select 1')).rows),
      ).toEqual([{ '?column?': 1 }]);
    } finally {
      await c.end().catch(() => undefined);
    }
  }, 20_000);

  it("a client's session-level advisory lock does not outlive its connection", async () => {
    const c = await writer();
    await c.query('select pg_advisory_lock(4242)');
    await c.end();
    await expect
      .poll(async () => {
        const rows = await app.db.query<{ n: number }>(
          'locks',
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 4242`,
          [],
        );
        return rows[0]!.n;
      })
      .toBe(0);
  });
});
