import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { createTestDatabase, probePostgres } from '../../test-support/postgres.ts';
import { startService, type Service } from '../../test-support/services.ts';
import { probeNginx, startGateway, type Gateway } from '../../test-support/gateway.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const nginx = probeNginx();
const skip = !pg.ok ? pg.reason : nginx;

/**
 * The gateway of the compose deployment (infra/gateway/default.conf.template) in front of a
 * command and a query process: each route reaches the side that owns it.
 */
describe.skipIf(skip)('gateway: nginx routes /api to the command or the query API', () => {
  let db: { url: string; drop(): Promise<void> };
  let dir: string;
  let command: Service;
  let query: Service;
  let projector: Service;
  let gateway: Gateway;
  let base: string;

  beforeAll(async () => {
    ensureWebBuild();
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-gw-'));
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: path.join(dir, 'data'),
      KARIER_SECRET: 'gateway-test-secret-0123456789',
      KAFKA_BROKERS: '',
      CV_WORKERS: '1',
    };
    command = await startService('command', 'infra/src/command-main.ts', env);
    [query, projector] = await Promise.all([
      startService('query', 'infra/src/query-main.ts', env),
      startService('projector', 'infra/src/projector-main.ts', env),
    ]);
    gateway = await startGateway(dir, { command: [command.url], query: query.url });
    base = gateway.base;
  }, 180_000);
  afterAll(async () => {
    gateway?.stop();
    for (const s of [projector, query, command]) await s?.stop();
    await db?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commands to the command API, queries to the query API, read-your-writes through both', async () => {
    const api = client(base);
    const email = uniqueEmail('gateway');
    const reg = await api.register('Lintas Gerbang', email, 'rahasia-123');
    expect(reg.status).toBe(201);
    const me = await api.me(reg.body.token, reg.body.position);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email });
    // A GET that lives on the command side: a download (answered by the command API's 404).
    const dl = await api.call('GET', '/api/download/aaaaaaaaaaaaaaaaaaaaaaaa', {
      token: reg.body.token,
    });
    expect(dl.status).toBe(404);
    expect(dl.body).toMatchObject({ message: 'Berkas tidak ditemukan.' });
    // A CV upload through the gateway (multipart, up to 10 MB), then its read.
    const up = await postCv<{ cv: { id: string }; position: number }>(base, reg.body.token, {
      buffer: (await indonesianOneColumnCv()).buffer,
    });
    expect(up.status).toBe(201);
    const cv = await api.call('GET', `/api/cvs/${up.body.cv.id}`, {
      token: reg.body.token,
      headers: { 'X-Karier-Position': String(up.body.position) },
    });
    expect(cv.status).toBe(200);
    const out = await api.call('GET', '/api/auth/logout', { token: reg.body.token });
    expect(out.status).toBe(200);
    // The query API's own routes and probes.
    expect((await api.call('GET', '/api/health')).body).toMatchObject({ status: 'ok' });
  });

  it('serves the web build: pages with their meta, hashed assets cached for a year', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${base}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});
