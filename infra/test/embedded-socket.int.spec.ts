import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecrets, readSocketInfo, type SocketInfo } from '@karier/events';
import { repoRoot } from '../src/config.ts';
import { freePort } from '../bench/lib.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

/**
 * Issue 19 §3: the CLIs against a running `npm start` on the embedded database. Before, each
 * stopped with "Database di … sedang dipakai proses lain".
 */
describe('the embedded database while npm start runs', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-socket-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', KARIER_SECRET: '' };
  let app: ChildProcess;
  let output = '';
  let api: ReturnType<typeof client>;
  let info: SocketInfo;

  const cli = (script: string, args: string[] = []) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.once('exit', (code) => resolve({ code, stdout, stderr }));
    });

  beforeAll(async () => {
    const port = await freePort();
    app = spawn(process.execPath, ['infra/scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout!.on('data', (d) => (output += d));
    app.stderr!.on('data', (d) => (output += d));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${base}/api/health`).catch(() => null))?.status !== 200) {
      if (Date.now() > deadline || app.exitCode !== null) throw new Error(output);
      await new Promise((r) => setTimeout(r, 200));
    }
    api = client(base);
    info = readSocketInfo(dataDir)!;
    expect(info, output).toBeTruthy();
  }, 90_000);

  afterAll(async () => {
    if (app && app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((r) => app.once('exit', r));
    }
    expect(fs.existsSync(path.join(dataDir, 'pg.socket.json'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes its port and the reader password into the data dir, mode 0600, on 127.0.0.1', () => {
    const file = path.join(dataDir, 'pg.socket.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(info).toMatchObject({
      host: '127.0.0.1',
      pid: app.pid,
      reader: { user: 'karier_reader' },
    });
    expect(output).toContain(`127.0.0.1:${info.port}`);
  });

  it('refuses a wrong password and an unknown user with our own message', async () => {
    for (const [user, password] of [
      ['karier', 'salah'],
      ['postgres', 'apa-saja'],
      ['karier_reader', 'salah'],
    ] as const) {
      const c = new pg.Client({ host: '127.0.0.1', port: info.port, user, password });
      await expect(c.connect()).rejects.toThrow(`Autentikasi sandi gagal untuk pengguna "${user}"`);
      await c.end().catch(() => undefined);
    }
  });

  it('admin:create promotes an account; the running app sees the new admin', async () => {
    const email = uniqueEmail('socket-admin');
    expect((await api.register('Admin Lewat Soket', email)).status).toBe(201);
    const res = await cli('admin:create', ['--email', email]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(`${email} sekarang admin`);
    const position = Number(/posisi (\d+)/.exec(res.stdout)![1]);
    const login = await api.login(email, 'rahasia123');
    const users = await api.call('GET', '/api/admin/users', {
      token: login.body.token,
      headers: { 'X-Karier-Position': String(position) },
    });
    expect(users.status).toBe(200);
  }, 60_000);

  it('projector status, checksum, rebuild and replay work while the app runs', async () => {
    const status = await cli('projector', ['status']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain('users');
    const before = await cli('projector', ['checksum']);
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toMatch(/users/);
    const rebuild = await cli('projector', ['rebuild', 'users']);
    expect(rebuild.code, rebuild.stderr).toBe(0);
    expect(rebuild.stdout).toMatch(/rebuilt users: \d+ events/);
    const after = await cli('projector', ['checksum']);
    expect(after.stdout).toBe(before.stdout);
    const replay = await cli('projector', ['replay', 'skill-demand', '--into', 'analisis']);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toContain('replayed skill-demand into schema analisis');
  }, 120_000);

  it('audit:verify exits 0 and events:export prints NDJSON', async () => {
    const audit = await cli('audit:verify');
    expect(audit.code, audit.stderr).toBe(0);
    expect(audit.stdout).toContain('Jejak audit utuh');
    const exported = await cli('events:export', ['--from', '1']);
    expect(exported.code, exported.stderr).toBe(0);
    const lines = exported.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(JSON.parse(line)).toHaveProperty('type');
  }, 60_000);

  it('a second writer corrupts nothing: the app and CLIs appending at once keep the chain and versions intact', async () => {
    const admins = [uniqueEmail('race-a'), uniqueEmail('race-b'), uniqueEmail('race-c')];
    for (const email of admins) expect((await api.register('Balapan', email)).status).toBe(201);
    const [promotions, registrations] = await Promise.all([
      Promise.all(admins.map((email) => cli('admin:create', ['--email', email]))),
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          api.register(`Serentak ${i}`, uniqueEmail(`race-${i}`)),
        ),
      ),
    ]);
    for (const p of promotions) expect(p.code, p.stderr).toBe(0);
    for (const r of registrations) expect(r.status).toBe(201);

    const audit = await cli('audit:verify');
    expect(audit.code, audit.stderr).toBe(0);
    const exported = await cli('events:export', ['--from', '1']);
    const events = exported.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { position: number; streamId: string; version: number });
    const positions = events.map((e) => e.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const versions = events.map((e) => `${e.streamId}@${e.version}`);
    expect(new Set(versions).size).toBe(versions.length);
  }, 120_000);

  it('psql access: the reader reads events and read models but cannot write or leave read-only', async () => {
    const reader = new pg.Client({
      host: '127.0.0.1',
      port: info.port,
      user: info.reader.user,
      password: info.reader.password,
      database: 'karier',
    });
    await reader.connect();
    try {
      const n = await reader.query<{ n: string }>('select count(*) as n from events');
      expect(Number(n.rows[0]!.n)).toBeGreaterThan(0);
      expect((await reader.query('select count(*) from users')).rowCount).toBe(1);
      await expect(reader.query('delete from events')).rejects.toThrow(/read-only transaction/);
      await expect(reader.query('commit; delete from events')).rejects.toThrow(
        'perintah "COMMIT" tidak diizinkan',
      );
      await expect(reader.query("select set_config('role', 'postgres', false)")).rejects.toThrow(
        'tidak diizinkan',
      );
      await expect(reader.query('select * from pii_keys')).rejects.toThrow(/permission denied/);
      // SQL run from a string could switch the role back to the superuser: refused too.
      await expect(
        reader.query(
          "select query_to_xml('select set_config(''role'',''postgres'',true)',false,false,''); select * from pii_keys",
        ),
      ).rejects.toThrow('perintah "QUERY_TO_XML" tidak diizinkan');
      // The extended protocol (parameters) is refused: the reader is for psql.
      await expect(reader.query('select $1::int', [1])).rejects.toThrow('simple query');
    } finally {
      await reader.end().catch(() => undefined);
    }
    // The writer's password is not in the socket file: it is derived from the secrets.
    const secrets = loadSecrets({ dataDir });
    expect(JSON.stringify(info)).not.toContain(secrets.dbWriterPassword);
  });
});
