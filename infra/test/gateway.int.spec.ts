import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { repoRoot } from '../src/config.ts';
import { createTestDatabase, probePostgres } from '../../test-support/postgres.ts';
import { startService, type Service } from '../../test-support/services.ts';
import { freePort } from '../bench/lib.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

function probeNginx(): string | false {
  const found = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
  if (found) return false;
  const reason = 'nginx is not installed (apt-get install nginx-light)';
  if (process.env.KARIER_REQUIRE_NGINX === '1') throw new Error(reason);
  console.warn(`[skip] gateway: ${reason}`);
  return reason;
}

const nginx = probeNginx();
const skip = !pg.ok ? pg.reason : nginx;

/** infra/gateway/default.conf.template rendered as the nginx image does, inside a full config. */
function renderConfig(dir: string, vars: Record<string, string>): string {
  const template = fs.readFileSync(
    path.join(repoRoot, 'infra', 'gateway', 'default.conf.template'),
    'utf8',
  );
  const server = template.replace(/\$\{([A-Z_]+)\}/g, (_, k: string) => {
    if (!(k in vars)) throw new Error(`template variable ${k} not given`);
    return vars[k]!;
  });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    file,
    `user root;
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`,
  );
  return file;
}

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
  let gateway: ChildProcess;
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
    const port = await freePort();
    const conf = renderConfig(dir, {
      GATEWAY_PORT: `127.0.0.1:${port}`,
      COMMAND_UPSTREAM: command.url.replace('http://', ''),
      QUERY_UPSTREAM: query.url.replace('http://', ''),
      WEB_ROOT: path.join(repoRoot, 'web', 'dist'),
    });
    gateway = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/gateway/health`)).status === 200) break;
      } catch {
        if (i > 100) throw new Error(fs.readFileSync(path.join(dir, 'error.log'), 'utf8'));
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }, 180_000);
  afterAll(async () => {
    gateway?.kill('SIGTERM');
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
