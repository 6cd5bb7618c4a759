import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditTrail } from './audit.ts';
import type { KarierEvent } from './catalogue/index.ts';
import { loadStorageConfig } from './config.ts';
import { systemContext } from './metadata.ts';
import { readerRefusal, readSocketInfo } from './pglite-server.ts';
import { openStorage, type Storage } from './storage.ts';
import { userStreamId } from './stream-ids.ts';

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
    app = await openStorage(config, { serveSocket: true });
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
      expect(Date.now() - started).toBeGreaterThan(9_000);
      await expect(c.query('select 1')).rejects.toThrow();
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

  it('the reader filter finds transaction control and set_config outside strings and comments', () => {
    expect(readerRefusal('select 1; commit')).toBe('commit');
    expect(readerRefusal('  ROLLBACK')).toBe('rollback');
    expect(readerRefusal("select set_config('role','postgres',false)")).toBe('set_config');
    expect(readerRefusal('select 1; reset role')).toBe('reset');
    expect(readerRefusal(`select "set_config"('role','postgres',false)`)).toBe('set_config');
    expect(readerRefusal(`select U&"\\0073et_config"('role','postgres',false)`)).toBe('U&');
    expect(readerRefusal('/* x */ Commit')).toBe('commit');
    expect(
      readerRefusal(
        `select query_to_xml('select set_config(''role'',''postgres'',true)',false,false,'')`,
      ),
    ).toBe('query_to_xml');
    expect(readerRefusal("select 'commit; set role x' as s, case when true then 1 end")).toBe(null);
    expect(readerRefusal('select $q$ ; commit $q$ -- ; commit\n /* ; begin */')).toBe(null);
    expect(readerRefusal('with x as (select 1) select * from x')).toBe(null);
  });
});
