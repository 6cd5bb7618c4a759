import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const PER_ENDPOINT = 520;
const SOME_CV = '3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c';
const SOME_PAYMENT = 'KRR-3f0c2b9a1d4e4f5a8b6c';
const SOME_REVISION = 'Qm9ndXNSZXZpc2lvbklkMDE';
const SOME_USER = '5b1d7c2e-8a3f-4e6b-9c0d-1e2f3a4b5c6d';

const endpoints = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['GET', '/api/auth/logout'],
  ['PUT', '/api/auth/updatedetails'],
  ['PUT', '/api/auth/updatepassword'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/auth/sessions'],
  ['POST', '/api/auth/sessions/revoke-others'],
  ['POST', '/api/auth/login/2fa'],
  ['POST', '/api/auth/2fa/setup'],
  ['POST', '/api/auth/2fa/enable'],
  ['POST', '/api/auth/2fa/disable'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/auth/google/config'],
  ['GET', '/api/auth/google'],
  ['GET', '/api/auth/google/callback'],
  ['POST', '/api/profile'],
  ['GET', '/api/profile/me'],
  ['GET', '/api/settings/preferences'],
  ['PUT', '/api/settings/preferences'],
  ['GET', '/api/locations?q=ba'],
  ['GET', '/api/health'],
  ['POST', '/api/process-cv'],
  ['GET', '/api/cvs'],
  ['GET', `/api/cvs/${SOME_CV}`],
  ['GET', `/api/cvs/${SOME_CV}/preview`],
  ['POST', `/api/cvs/${SOME_CV}/summary`],
  ['POST', `/api/cvs/${SOME_CV}/revision`],
  ['PATCH', `/api/cvs/${SOME_CV}`],
  ['GET', `/api/download/${SOME_REVISION}`],
  ['GET', '/api/account/plan'],
  ['GET', '/api/pricing'],
  ['POST', '/api/payments'],
  ['POST', '/api/payments/notifications'],
  ['GET', '/api/payments'],
  ['GET', `/api/payments/${SOME_PAYMENT}`],
  ['GET', `/api/payments/${SOME_PAYMENT}/receipt`],
  ['POST', `/api/payments/${SOME_PAYMENT}/refund`],
  ['POST', `/api/admin/payments/${SOME_PAYMENT}/refund/approve`],
  ['POST', `/api/admin/payments/${SOME_PAYMENT}/refund/reject`],
  ['GET', '/api/admin/payments'],
  ['GET', '/api/admin/users?role=admin&sort=oldest&search=a&page=1&pageSize=10'],
  ['GET', '/api/admin/users.csv'],
  ['GET', `/api/admin/users/${SOME_USER}/events`],
  ['PUT', `/api/admin/users/${SOME_USER}/role`],
  ['POST', `/api/admin/users/${SOME_USER}/ban`],
  ['POST', `/api/admin/users/${SOME_USER}/unban`],
  ['GET', '/api/admin/cvs?status=draft&search=a'],
  ['GET', '/api/admin/activities?action=UserLoggedIn&from=2026-11-01&to=2026-11-30'],
  ['GET', '/api/admin/activities.csv'],
  ['GET', '/api/admin/stats?days=7'],
  ['DELETE', `/api/admin/users/${SOME_USER}`],
  ['DELETE', `/api/admin/cvs/${SOME_CV}`],
  ['GET', '/api/admin/projections'],
  ['POST', '/api/admin/projections/users/rebuild'],
  ['GET', '/api/admin/audit/verify'],
  ['DELETE', `/api/cvs/${SOME_CV}`],
  ['DELETE', '/api/auth/account'],
  ['POST', '/api/contact'],
  ['GET', '/api/admin/messages?status=new'],
  ['POST', `/api/admin/messages/${SOME_USER}/handled`],
  ['GET', '/api/public/stats'],
] as const;

/** Library texts that must never reach a client (zlib, brotli, pg, knex, zod, multer, busboy). */
const LIBRARY_TEXT =
  /incorrect header check|Invalid input|Too big|Too small|expected (string|number|boolean|object|array)|unexpected end of file|Decompression failed|invalid byte sequence|unsupported Unicode|\\u0000|violates|syntax error|relation "|knex|select |insert into|ZodError|invalid_type|Unexpected field|Unexpected end of form|Malformed part header|Error:|at [\w.]+ \(|node:internal/;

const printable = (s: string) => s.replace(/[^\x20-\x7e]/g, '');

/** Bodies: random JSON values, near-miss objects with wrong field types, and broken JSON text. */
const fieldValue = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    'a@b',
    '@',
    'x'.repeat(5000),
    '\u0000',
    '😀'.repeat(50),
    'DROP TABLE users;--',
  ),
  fc.emailAddress(),
);
const nearMiss = fc.record(
  {
    name: fieldValue,
    email: fieldValue,
    password: fieldValue,
    currentPassword: fieldValue,
    newPassword: fieldValue,
    phone: fieldValue,
    location: fieldValue,
    about: fieldValue,
    skills: fc.oneof(fieldValue, fc.array(fieldValue, { maxLength: 60 })),
    experience: fc.oneof(
      fieldValue,
      fc.array(
        fc.record(
          {
            title: fieldValue,
            company: fieldValue,
            from: fieldValue,
            to: fieldValue,
            current: fieldValue,
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    ),
    education: fc.oneof(
      fieldValue,
      fc.array(
        fc.record({ school: fieldValue, from: fieldValue, to: fieldValue }, { requiredKeys: [] }),
        { maxLength: 3 },
      ),
    ),
    expectedVersion: fieldValue,
    emailNotifications: fieldValue,
    inAppNotifications: fieldValue,
    __proto__: fc.anything(),
    constructor: fc.anything(),
  },
  { requiredKeys: [] },
);
const bodyArb = fc.oneof(
  fc.anything().map((v) => ({ raw: JSON.stringify(v) ?? 'undefined' })),
  fc.json().map((raw) => ({ raw })),
  nearMiss.map((v) => ({ raw: JSON.stringify(v) })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw })),
  fc
    .constantFrom(
      '{',
      '{"name":',
      '[1,2',
      '{"a":1}}',
      'nul',
      '\u0000\u0001',
      '{"email":"a@b.co","password":"x"'.repeat(3),
    )
    .map((raw) => ({ raw })),
  fc.nat(40).map((d) => ({ raw: '['.repeat(d * 100) + ']'.repeat(d * 100) })),
  fc.constant({ raw: undefined as string | undefined }),
);

const headerArb = (validToken: string) =>
  fc.record({
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'garbage/ /',
      '',
    ),
    authorization: fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 200 }).map(printable),
      fc.string({ maxLength: 300 }).map((s) => `Bearer ${printable(s)}`),
      fc.constant(`Bearer ${validToken}`),
      fc.constant(`Bearer ${validToken.slice(0, -3)}abc`),
      fc.constant(
        `Bearer eyJhbGciOiJub25lIn0.${Buffer.from('{"sub":"x","jti":"y","role":"admin"}').toString('base64url')}.`,
      ),
      fc.constant(`Basic ${Buffer.from('a:b').toString('base64')}`),
    ),
    position: fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 30 }).map(printable),
      fc.constantFrom('-1', '1e99', '999999999999999', '0'),
    ),
    requestId: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 300 }).map(printable)),
  });

describe('fuzzing every endpoint with malformed bodies and headers', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({
      backend: pg.ok ? 'postgres' : 'pglite',
      // The hostile-file test uploads 120 files as one user: no monthly quota here.
      env: { CV_UPLOADS_PER_MINUTE: '100000', CV_QUOTA: '0' },
    });
    const reg = await client(app.url).register('Fuzz Target', uniqueEmail('fuzz'), 'rahasia-123');
    token = reg.body.token;
  });
  afterAll(async () => {
    await app?.stop();
  });

  for (const [method, path] of endpoints) {
    it(`${method} ${path}: ${PER_ENDPOINT} malformed requests, no 5xx`, async () => {
      const cases = fc.sample(fc.tuple(bodyArb, headerArb(token)), {
        numRuns: PER_ENDPOINT,
        seed: 20261123,
      });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < cases.length; i += 25) {
        await Promise.all(
          cases.slice(i, i + 25).map(async ([body, h]) => {
            const headers: Record<string, string> = {};
            if (h.contentType) headers['content-type'] = h.contentType;
            if (h.authorization !== undefined) headers.authorization = h.authorization;
            if (h.position !== undefined) headers['x-karier-position'] = h.position;
            if (h.requestId !== undefined) headers['x-request-id'] = h.requestId;
            const sendBody = method !== 'GET' && body.raw !== undefined;
            const res = await fetch(app.url + path, {
              method,
              headers,
              ...(sendBody ? { body: body.raw } : {}),
            });
            const text = await res.text();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.status >= 500)
              failures.push(
                `${res.status} ${JSON.stringify({ body, h }).slice(0, 300)} → ${text.slice(0, 200)}`,
              );
            else if (res.status >= 400) {
              const parsed = JSON.parse(text) as { success: boolean; message: string };
              if (parsed.success !== false || !parsed.message)
                failures.push(`bad error body ${text.slice(0, 200)}`);
              else if (LIBRARY_TEXT.test(text)) failures.push(`library text ${text.slice(0, 200)}`);
            }
          }),
        );
      }
      expect(failures).toEqual([]);
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(PER_ENDPOINT);
      // The fuzzer really reached the error paths (health, pricing, locations, public stats:
      // public, always 200; Google's config always answers 200 and its callback redirects).
      if (
        path !== '/api/health' &&
        path !== '/api/pricing' &&
        path !== '/api/public/stats' &&
        !path.startsWith('/api/locations') &&
        !['/api/auth/google/config', '/api/auth/google/callback'].includes(path)
      )
        expect([...statuses.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
    });
  }

  it('POST /api/process-cv: hostile files (random bytes, damaged PDFs and zips) → 201 or a clear 4xx', async () => {
    const { indonesianOneColumnCv, indonesianDocxCv } =
      await import('../../cv-engine/test/fixtures/make-cvs.ts');
    const pdf = (await indonesianOneColumnCv()).buffer;
    const docx = (await indonesianDocxCv()).buffer;
    const mutate = (base: Buffer) =>
      fc
        .array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 40,
        })
        .map((flips) => {
          const b = Buffer.from(base);
          for (const [i, v] of flips) b[i] = v;
          return b;
        });
    const fileArb = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)),
      fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.concat([Buffer.from('%PDF-1.7\n'), a])),
      fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.concat([Buffer.from('PK\x03\x04'), a])),
      fc.nat(pdf.length).map((n) => pdf.subarray(0, n)),
      fc.nat(docx.length).map((n) => docx.subarray(0, n)),
      mutate(pdf),
      mutate(docx),
    );
    const cases = fc.sample(
      fc.tuple(
        fileArb,
        fc.string({ maxLength: 40 }),
        fc.oneof(
          fc.constantFrom('modern', 'classic', 'creative', ''),
          fc.string({ maxLength: 10 }),
        ),
      ),
      { numRuns: 120, seed: 20261123 },
    );
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < cases.length; i += 10) {
      await Promise.all(
        cases.slice(i, i + 10).map(async ([file, name, template]) => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(file)]), name || 'cv.pdf');
          form.append('template', template);
          const res = await fetch(`${app.url}/api/process-cv`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const parsed = JSON.parse(text) as { success: boolean; message?: string };
          if (res.status >= 500 || (res.status >= 400 && !parsed.message))
            failures.push(`${res.status} ${file.length} bytes → ${text.slice(0, 200)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect([...statuses.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
  });

  it('survives raw protocol garbage without a 5xx or a crash', async () => {
    const port = Number(new URL(app.url).port);
    const raw = [
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Type: application/json\r\n\r\n{"a"',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n',
      'GET /api/auth/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \u0001\u0002\r\n\r\n',
      'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
      'PUT /api/auth/updatedetails HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'GARBAGE\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Name: y\r\n\r\n',
    ];
    for (const payload of raw) {
      const reply = await new Promise<string>((resolve) => {
        const sock = net.connect(port, '127.0.0.1', () => sock.end(payload));
        let data = '';
        sock.on('data', (d) => (data += d.toString()));
        sock.on('close', () => resolve(data));
        sock.on('error', () => resolve(data));
        sock.setTimeout(5000, () => sock.destroy());
      });
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0);
      expect(status < 500, `${JSON.stringify(payload)} → ${reply.slice(0, 120)}`).toBe(true);
    }
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
  });
});

describe('hostile encodings and text (issue 15 §6)', () => {
  let app: TestApp;
  let token: string;
  let adminToken: string;
  const adminEmail = uniqueEmail('fuzz-admin');
  beforeAll(async () => {
    app = await startTestApp({
      backend: pg.ok ? 'postgres' : 'pglite',
      env: { CV_UPLOADS_PER_MINUTE: '100000', CV_QUOTA: '0', ADMIN_EMAILS: adminEmail },
    });
    token = (await client(app.url).register('Fuzz Teks', uniqueEmail('fuzz-text'), 'rahasia-123'))
      .body.token;
    adminToken = (await client(app.url).register('Fuzz Admin', adminEmail, 'rahasia-123')).body
      .token;
  });
  afterAll(async () => {
    await app?.stop();
  });

  const jsonRoutes = endpoints.filter(([m]) => m !== 'GET');

  it('a bad Content-Encoding on any JSON route is a 4xx with our message, never a 5xx', async () => {
    const { gzipSync, deflateSync, brotliCompressSync } = await import('node:zlib');
    const json = Buffer.from(JSON.stringify({ email: 'a@b.co', password: 'rahasia-123' }));
    const gz = gzipSync(json);
    const bodyOf = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 300 }).map((a) => Buffer.from(a)),
      fc.nat(gz.length - 2).map((n) => gz.subarray(0, n + 1)),
      fc.nat(gz.length - 1).map((n) => Buffer.concat([gz.subarray(0, n), Buffer.from('zz')])),
      fc.constant(deflateSync(json).subarray(0, 8)),
      fc.constant(brotliCompressSync(json).subarray(3)),
      fc.constant(json),
    );
    const encodingOf = fc.oneof(
      fc.constantFrom('br', 'gzip', 'deflate', 'x-gzip', 'zstd', 'compress', 'gzip, br', 'GZIP'),
      fc.string({ minLength: 1, maxLength: 20 }).map(printable),
    );
    const cases = fc.sample(
      fc.tuple(fc.constantFrom(...jsonRoutes), encodingOf, bodyOf, fc.boolean()),
      { numRuns: 400, seed: 20261125 },
    );
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < cases.length; i += 20) {
      await Promise.all(
        cases.slice(i, i + 20).map(async ([[method, path], encoding, body, signedIn]) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (encoding.trim()) headers['content-encoding'] = encoding;
          if (signedIn) headers.authorization = `Bearer ${token}`;
          const res = await fetch(app.url + path, {
            method,
            headers,
            body: new Uint8Array(body),
          });
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          let message = '';
          try {
            message = (JSON.parse(text) as { message?: string }).message ?? '';
          } catch {
            /* not JSON */
          }
          if (res.status >= 500 || (res.status >= 400 && !message) || LIBRARY_TEXT.test(text))
            failures.push(`${method} ${path} [${encoding}] ${res.status} → ${text.slice(0, 200)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(0);
  });

  it('names the problem: unknown encoding 415, broken compressed data 400, good gzip accepted', async () => {
    const { gzipSync } = await import('node:zlib');
    const json = Buffer.from(JSON.stringify({ email: 'a@b.co', password: 'salah-sekali' }));
    const post = (encoding: string, body: Buffer) =>
      fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: new Uint8Array(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    const truncated = await post('gzip', gzipSync(json).subarray(0, 20));
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(
      'Data terkompresi rusak atau tidak lengkap. Kirim ulang tanpa kompresi.',
    );
    expect((await post('br', Buffer.from('garbage'))).status).toBe(400);
    expect((await post('deflate', Buffer.from('garbage'))).status).toBe(400);
    const unknown = await post('zstd', json);
    expect(unknown.status).toBe(415);
    expect(unknown.body.message).toContain('Content-Encoding tidak didukung');
    // A well-formed gzip body still reaches the route (wrong password: 401).
    expect((await post('gzip', gzipSync(json))).status).toBe(401);
  });

  /** Strings PostgreSQL cannot store: a NUL, lone high and low surrogates, in JSON escapes. */
  const badText = fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\ud83dz', '\udc00\ud800');
  const withBad = badText.chain((bad) =>
    fc
      .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
      .map(([a, b]) => a + bad + b),
  );

  it('a NUL or a lone surrogate in a profile skill (or any field) is a 400 naming the field', async () => {
    const profile = {
      phone: '',
      location: 'Bandung',
      about: 'Tentang saya',
      skills: ['TypeScript'],
      experience: [],
      education: [],
    };
    const cases = fc.sample(
      fc.tuple(withBad, fc.constantFrom('skills', 'location', 'about', 'key')),
      { numRuns: 60, seed: 20261125 },
    );
    for (const [bad, where] of cases) {
      const body =
        where === 'skills'
          ? { ...profile, skills: ['Go', bad] }
          : where === 'key'
            ? { ...profile, [bad]: 1 }
            : { ...profile, [where]: bad };
      const res = await client(app.url).call<{ message: string; field?: string }>(
        'POST',
        '/api/profile',
        { token, body },
      );
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toBe('Teks berisi karakter yang tidak valid.');
      if (where === 'skills') expect(res.body.field).toBe('skills.1');
    }
    // Every JSON route refuses it before any handler (and before any database) sees it.
    for (const [method, path] of jsonRoutes) {
      const res = await client(app.url).call(method, path, {
        token,
        body: { name: 'A\u0000', email: 'a@b.co', password: 'x\ud800', skills: ['\u0000'] },
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    // Paired surrogates (emoji) are fine.
    const ok = await client(app.url).call('POST', '/api/profile', {
      token,
      body: { ...profile, skills: ['Go 😀'] },
    });
    expect(ok.status).toBeLessThan(300);
  });

  it('a NUL in a query string or a multipart field is a 400, never a 500', async () => {
    for (const path of [
      '/api/locations?q=%00',
      '/api/admin/users?search=a%00b',
      '/api/admin/cvs?search=%00',
      '/api/admin/activities?action=%00',
      '/api/admin/messages?status=%00',
      '/api/admin/users.csv?search=%00',
    ]) {
      const res = await client(app.url).call('GET', path, { token: adminToken });
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(LIBRARY_TEXT);
    }
    const upload = async (fields: Record<string, string>, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n'))]), name);
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      const res = await fetch(`${app.url}/api/process-cv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: res.status, text: await res.text() };
    };
    const jd = await upload({ jobDescription: 'Backend\u0000 engineer' }, 'cv.pdf');
    expect(jd.status).toBe(400);
    expect(jd.text).toContain('Teks berisi karakter yang tidak valid.');
    const name = await upload({}, 'cv\u0000.pdf');
    expect(name.status).toBeLessThan(500);
  });

  it('an upload or a profile save racing an erasure is a 410 "Akun ini sudah dihapus.", not a 500', async () => {
    const reg = await client(app.url).register(
      'Segera Hapus',
      uniqueEmail('racing'),
      'rahasia-123',
    );
    const { indonesianOneColumnCv } = await import('../../cv-engine/test/fixtures/make-cvs.ts');
    const pdf = (await indonesianOneColumnCv()).buffer;
    // The key is destroyed while the session is still valid: the moment inside an erasure.
    await app.storage.store.vault.erase(app.storage.store.db.knex, reg.body.user.id);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'cv.pdf');
    const upload = await fetch(`${app.url}/api/process-cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reg.body.token}` },
      body: form,
    });
    const uploadText = await upload.text();
    expect(upload.status, uploadText).toBe(410);
    expect(JSON.parse(uploadText)).toMatchObject({
      success: false,
      message: 'Akun ini sudah dihapus.',
    });
    const profile = await client(app.url).call('POST', '/api/profile', {
      token: reg.body.token,
      body: { location: 'Bandung', skills: ['Go'] },
    });
    expect(profile.status).toBe(410);
    expect(JSON.stringify(profile.body)).not.toContain('Key of subject');
  });
});
