import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { completePendingErasures, eraseUser } from '@karier/command-api';
import { contactStreamId, systemContext } from '@karier/events';
import { pgArray, type FileStoreConfig, type StoredFile } from '@karier/store';
import { exportEvents } from '../../store/src/export-cli.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ID_ONE_COLUMN_LINES,
  indonesianOneColumnCv,
} from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { appendSettledPayment } from '../../test-support/payments.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { probeS3, type TestS3 } from '../../test-support/s3.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const s3 = await probeS3();

/**
 * Where the proof runs (issue 29): the standalone default (PGlite, files on disk), the files in
 * the database (inside PGlite, and on PostgreSQL: the distributed default) and in S3-compatible
 * storage where a server runs. That the shared backends hold only ciphertext is the contract
 * spec's (events/src/file-store.int.spec.ts): the fixture's PDF and DOCX compress their text,
 * so the scans here could not tell.
 */
const VARIANTS: {
  backend: 'pglite' | 'postgres';
  files: FileStoreConfig['kind'];
  skip: string | false;
}[] = [
  { backend: 'pglite', files: 'disk', skip: false },
  { backend: 'pglite', files: 'postgres', skip: false },
  { backend: 'postgres', files: 'postgres', skip: pg.ok ? false : pg.reason },
  { backend: 'pglite', files: 's3', skip: s3.ok ? false : s3.reason },
];

/** Every file the app's store holds for `userId`, whatever the backend. */
async function storedFilesOf(app: TestApp, userId: string): Promise<StoredFile[]> {
  const out: StoredFile[] = [];
  for await (const e of app.storage.files.entries()) if (e.userId === userId) out.push(e);
  return out;
}
const PASSWORD = 'rahasia-123';

/** Every file under `dir` (the data dir: PGlite's own files, uploads, revisions, mail). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => {
    const p = path.join(e.parentPath, e.name);
    return e.isFile() ? [p] : [];
  });
}

/** The files under `dir` whose bytes hold `needle` (UTF-8, case-insensitive for ASCII). */
function filesHolding(dir: string, needle: string): string[] {
  const lower = Buffer.from(needle.toLowerCase(), 'utf8');
  const upper = Buffer.from(needle.toUpperCase(), 'utf8');
  const exact = Buffer.from(needle, 'utf8');
  return filesUnder(dir).filter((f) => {
    let buf: Buffer;
    try {
      buf = fs.readFileSync(f);
    } catch (err) {
      // Gone since the listing (a temporary file renamed or removed by the app): it holds
      // nothing now.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
    return buf.includes(exact) || buf.includes(lower) || buf.includes(upper);
  });
}

/** Every table of every schema whose rows, as text, hold `needle` (case-insensitive). */
async function tablesHolding(app: TestApp, needle: string): Promise<string[]> {
  const knex = app.storage.db.knex;
  const tables: { s: string; t: string }[] = (
    await knex.raw(
      `select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    )
  ).rows;
  expect(tables.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { s, t } of tables) {
    const { rows } = await knex.raw(
      `select count(*)::int as n from ??.?? x where x::text ilike ?`,
      [s, t, `%${needle}%`],
    );
    if (Number(rows[0].n) > 0) found.push(`${s}.${t}`);
  }
  return found;
}

/** The whole event history as `events:export --decrypt` writes it (NDJSON). */
async function decryptedExport(app: TestApp): Promise<string> {
  const lines: string[] = [];
  await exportEvents(app.storage.store, { from: 0, decrypt: true }, (line) => {
    lines.push(line);
  });
  return lines.join('');
}

/** PGlite's files, flushed: everything committed is in the heap files, not only in the WAL. */
async function flushPglite(app: TestApp, backend: string) {
  if (backend === 'pglite') await app.storage.db.knex.raw('checkpoint');
}

/**
 * Issue 7: deleting a user erases them. Their name, email and CV text are then unreadable
 * anywhere: in every table of the database (events included), and in every file of the data
 * dir — on PGlite that is the database's own storage too (heap, WAL): plaintext personal data
 * was never written there, it is sealed with the user's key, and the key is gone.
 */
for (const variant of VARIANTS) {
  const { backend } = variant;
  describe.skipIf(variant.skip)(`erasure proof (${backend}, files: ${variant.files})`, () => {
    let app: TestApp;
    let s3Server: TestS3 | null = null;
    let api: ReturnType<typeof client>;
    const adminEmail = uniqueEmail('erasure-admin');
    let admin: { token: string; id: string };
    const name = 'Zulaikha Pramudita';
    const email = uniqueEmail('zulaikha.pramudita');
    // Issue 15: what else a person leaves behind — a phone, a skill they typed, a job
    // description word, their network metadata (IP, device, a request id their client chose)
    // and a contact message sent while signed out with the same email.
    const phone = '081398765432';
    const phoneDigits = '81398765432';
    const skill = 'Kaligrafizyx';
    const jdWord = 'Zorblatik';
    const ip = '198.51.100.231';
    const userAgent = 'PerangkatZulaikha/7.3 (Sabak)';
    const requestId = 'zulaikha-pramudita-req-7731';
    const answerWord = 'Sindangkasihwetan';
    const correctedPlace = 'Kelurahan Cibeureumkidul';
    const contactText = `Halo, saya ${name} (${phone}). Apakah paket Premium ada diskon?`;
    const net = { 'X-Forwarded-For': ip, 'User-Agent': userAgent, 'X-Request-Id': requestId };
    /** Everything of theirs that must be unreadable everywhere after the erasure. */
    const personal = [
      name,
      'Zulaikha',
      'Pramudita',
      email,
      phoneDigits,
      skill,
      jdWord,
      ip,
      'PerangkatZulaikha',
      requestId,
      'paket Premium ada diskon',
      // Issue 28: an answer to a "Lengkapi CV" question and a corrected structure.
      answerWord,
      correctedPlace,
    ];
    let user: { token: string; id: string };
    let control: { email: string };
    let cvId: string;
    let echoedRequestId: string | null = null;
    let dataDir: string;
    const cvMarkers = [
      ID_ONE_COLUMN_LINES.name,
      ID_ONE_COLUMN_LINES.job1,
      ID_ONE_COLUMN_LINES.bullet1,
      'budi.santoso@contoh.id',
    ];

    const read = async <T = Record<string, unknown>>(p: string, token = admin.token) => {
      const position = await app.storage.store.head();
      return api.call<T>('GET', p, {
        token,
        headers: { 'X-Karier-Position': String(position) },
      });
    };

    beforeAll(async () => {
      if (variant.files === 's3' && s3.ok) s3Server = await s3.start();
      app = await startTestApp({
        backend,
        env: { ADMIN_EMAILS: adminEmail, CV_WORKERS: '1' },
        trustProxy: true,
        files: s3Server ? { kind: 's3', s3: s3Server.config } : { kind: variant.files as 'disk' },
      });
      expect(app.storage.files.kind).toBe(variant.files);
      dataDir = app.storage.config.dataDir;
      api = client(app.url);
      const a = await api.register('Admin Erasure', adminEmail, PASSWORD);
      admin = { token: a.body.token, id: a.body.user.id };
      // Signed out, with the email they register with next.
      const contact = await api.call('POST', '/api/contact', {
        headers: net,
        body: { name, email, subject: `Pertanyaan ${name}`, message: contactText },
      });
      expect(contact.status, JSON.stringify(contact.body)).toBe(201);
      const r = await api.call<{ token: string; user: { id: string } }>(
        'POST',
        '/api/auth/register',
        { headers: net, body: { name, email, password: PASSWORD } },
      );
      expect(r.status).toBe(201);
      echoedRequestId = r.headers.get('x-request-id');
      user = { token: r.body.token, id: r.body.user.id };
      control = { email: uniqueEmail('kontrol') };
      expect((await api.register('Kontrol Tetap', control.email, PASSWORD)).status).toBe(201);

      // A profile, a CV (original + revision on disk), a paid download, and mail in the outbox.
      const login = await api.call('POST', '/api/auth/login', {
        headers: net,
        body: { email, password: PASSWORD },
      });
      expect(login.status).toBe(200);
      const profile = await api.call('POST', '/api/profile', {
        token: user.token,
        headers: net,
        body: {
          phone,
          location: 'Kota Batam',
          about: `${name} — analis keuangan`,
          skills: ['Excel', skill],
          experience: [],
          education: [],
        },
      });
      expect(profile.status, JSON.stringify(profile.body)).toBe(201);
      const pdf = await indonesianOneColumnCv();
      const jobDescription =
        `Dicari analis keuangan ${jdWord} untuk tim ${jdWord} di Batam. ` +
        `Pengalaman ${jdWord} dan laporan keuangan; hubungi ${name}, ${name}.`;
      const up = await postCv<{ cv: { id: string }; file_path: string }>(
        app.url,
        user.token,
        { buffer: pdf.buffer, name: `CV ${name}.pdf` },
        { jobDescription },
        net,
      );
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      cvId = up.body.cv.id;
      // Issue 28: the owner answers the questions and corrects the structure (both sealed).
      const head = String(await app.storage.store.head());
      const asked = await api.call<{ data: { id: string; kind: string }[] }>(
        'GET',
        `/api/cvs/${cvId}/questions`,
        { token: user.token, headers: { ...net, 'X-Karier-Position': head } },
      );
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const first = asked.body.data[0];
      expect(first).toBeTruthy();
      const answered = await api.call('POST', `/api/cvs/${cvId}/answers`, {
        token: user.token,
        headers: net,
        body: {
          answers: [{ questionId: first!.id, answer: `4821 pelanggan ${answerWord} per hari` }],
        },
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      const read = await api.call<{ data: { contact: Record<string, unknown> } }>(
        'GET',
        `/api/cvs/${cvId}/structure`,
        {
          token: user.token,
          headers: { 'X-Karier-Position': String(await app.storage.store.head()) },
        },
      );
      expect(read.status).toBe(200);
      const corrected = await api.call<{ data: { file_path: string } }>(
        'PUT',
        `/api/cvs/${cvId}/structure`,
        {
          token: user.token,
          headers: net,
          body: {
            ...read.body.data,
            contact: { ...read.body.data.contact, location: correctedPlace },
          },
        },
      );
      expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
      await appendSettledPayment(app.storage.store, {
        userId: user.id,
        cvId,
        product: 'basic',
      });
      // The current revision (built from the answers and the correction).
      const download = await fetch(`${app.url}/api/download/${corrected.body.data.file_path}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(download.status).toBe(200);
      for (const e of [email, control.email]) {
        const forgot = await api.call('POST', '/api/auth/forgot-password', { body: { email: e } });
        expect(forgot.status).toBe(200);
      }
      // The reset mails are written after the answer: wait until both are in the outbox.
      const until = Date.now() + 15_000;
      const mailed = (e: string) => filesHolding(dataDir, e).some((f) => f.endsWith('.eml'));
      while (!(mailed(email) && mailed(control.email)) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    afterAll(async () => {
      await app?.stop();
      await s3Server?.stop();
    });

    it('before: the data is there, readable only through the keys', async () => {
      const list = await read<{ data: { name: string; email: string }[] }>(
        `/api/admin/users?search=${encodeURIComponent('zulaikha')}`,
      );
      expect(list.body.data).toMatchObject([{ name, email }]);
      // Found through the blind index: the user's keyed search grams (issue 29).
      const grams = await app.storage.db.knex('user_search_grams').where({ user_id: user.id });
      expect(grams.length).toBeGreaterThan(10);
      const cv = await read<{ extracted_text: string; cv: { title: string } }>(
        `/api/cvs/${cvId}`,
        user.token,
      );
      expect(cv.body.cv.title).toBe(`CV ${name}`);
      for (const m of cvMarkers) expect(cv.body.extracted_text).toContain(m);
      // On disk: the user's files and their mail; in the database, none of it in clear.
      expect((await storedFilesOf(app, user.id)).length).toBeGreaterThanOrEqual(2);
      expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(variant.files === 'disk');
      expect(filesHolding(dataDir, email).length).toBeGreaterThan(0);
      // Our own request id, never the client's.
      expect(echoedRequestId).toMatch(/^[0-9a-f-]{36}$/);
      const inClear: string[] = [];
      for (const m of [...personal, ...cvMarkers]) {
        for (const t of await tablesHolding(app, m)) inClear.push(`${m} in ${t}`);
      }
      expect(inClear).toEqual([]);
      // …while the API still shows them to whom they belong: the job match (with the job
      // description's words), the profile skill, the sessions' device and the admin views.
      const analysis = await read<{ analysis: { jobMatch?: unknown } }>(
        `/api/cvs/${cvId}`,
        user.token,
      );
      expect(analysis.body.analysis.jobMatch).toMatchObject({ score: expect.any(Number) });
      // The job match (words of the CV and the job description) is stored sealed.
      const analysed = await app.storage.db
        .knex('events')
        .where({ stream_id: `cv-${cvId}`, type: 'CvAnalysed' })
        .first('data');
      expect(analysed.data.jobMatch).toMatch(/^pii:v1j:/);
      const me = await read<{ data: { skills: string[]; phone: string } }>(
        '/api/profile/me',
        user.token,
      );
      expect(me.body.data).toMatchObject({ skills: ['Excel', skill], phone: `+62${phoneDigits}` });
      const sessions = await read<{ data: { ip: string; userAgent: string }[] }>(
        '/api/auth/sessions',
        user.token,
      );
      expect(sessions.body.data).toContainEqual(expect.objectContaining({ ip, userAgent }));
      const activities = await read<{ data: { ip: string; userAgent: string; type: string }[] }>(
        `/api/admin/activities?userId=${user.id}&pageSize=100`,
      );
      expect(activities.body.data).toContainEqual(
        expect.objectContaining({ type: 'ProfileSaved', ip, userAgent }),
      );
      const messages = await read<{ data: { email: string; message: string }[] }>(
        '/api/admin/messages?pageSize=100',
      );
      expect(messages.body.data).toContainEqual(
        expect.objectContaining({ email, message: contactText }),
      );
      const exported = await decryptedExport(app);
      for (const m of [skill, jdWord, ip, userAgent, contactText]) expect(exported).toContain(m);
      expect(exported).not.toContain(requestId);
      // The scans do see clear text where there is some (labels, the other user's mail).
      expect(await tablesHolding(app, 'Mendaftar akun')).toContain('public.activity_log');
      if (backend === 'pglite') {
        expect(filesHolding(path.join(dataDir, 'pg'), 'Mendaftar akun').length).toBeGreaterThan(0);
      }
    });

    it('DELETE /api/admin/users/:id: password required and checked, not on oneself', async () => {
      const del = (id: string, password: unknown) =>
        api.call('DELETE', `/api/admin/users/${id}`, {
          token: admin.token,
          body: { password },
        });
      expect((await api.call('DELETE', `/api/admin/users/${user.id}`)).status).toBe(401);
      const asUser = await api.call('DELETE', `/api/admin/users/${admin.id}`, {
        token: user.token,
        body: { password: PASSWORD },
      });
      expect(asUser.status).toBe(403);
      for (const p of ['', undefined]) {
        const res = await del(user.id, p);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: 'Kata sandi harus diisi' });
      }
      const wrong = await del(user.id, 'bukan-password');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ message: 'Kata sandi salah' });
      const self = await del(admin.id, PASSWORD);
      expect(self.status).toBe(400);
      expect((await del('3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c', PASSWORD)).status).toBe(404);
      // Nothing happened to the user yet.
      expect((await read('/api/auth/me', user.token)).status).toBe(200);
    });

    it('erases the user: token and sign-in refused, read models show [dihapus]', async () => {
      const res = await api.call<{ position: number }>('DELETE', `/api/admin/users/${user.id}`, {
        token: admin.token,
        body: { password: PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'User berhasil dihapus',
        data: { id: user.id, status: 'erased' },
      });
      expect((await read('/api/auth/me', user.token)).status).toBe(401);
      expect((await api.login(email, PASSWORD)).status).toBe(401);
      const again = await api.call('DELETE', `/api/admin/users/${user.id}`, {
        token: admin.token,
        body: { password: PASSWORD },
      });
      expect(again.status).toBe(404);

      const list = await read<{ data: { id: string; name: string; status: string }[] }>(
        '/api/admin/users?pageSize=100',
      );
      expect(list.body.data.find((u) => u.id === user.id)).toMatchObject({
        name: '[dihapus]',
        email: '[dihapus]',
        status: 'Dihapus',
      });
      const cvs = await read<{ data: { id: string; title: string; userName: string }[] }>(
        '/api/admin/cvs',
      );
      expect(cvs.body.data.find((c) => c.id === cvId)).toMatchObject({
        title: '[dihapus]',
        userName: '[dihapus]',
      });
      const timeline = await read<{
        user: { name: string };
        data: { type: string; data: Record<string, unknown> }[];
      }>(`/api/admin/users/${user.id}/events`);
      expect(timeline.body.user.name).toBe('[dihapus]');
      expect(timeline.body.data[0]).toMatchObject({
        type: 'UserRegistered',
        data: { name: '[dihapus]', email: '[dihapus]' },
      });
      expect(timeline.body.data.at(-1)).toMatchObject({ type: 'UserErased' });
      const cv = await read<{ extracted_text: string }>(`/api/cvs/${cvId}`);
      expect(cv.body.extracted_text).toBe('[dihapus]');
      // History stays: the user's events are all still there.
      const events = await app.storage.db.knex('events').where('stream_id', `user-${user.id}`);
      expect(events.length).toBeGreaterThanOrEqual(3);
    });

    it('after: nothing of theirs is in the database, the data dir or the decrypted export', async () => {
      await flushPglite(app, backend);
      const exported = (await decryptedExport(app)).toLowerCase();
      const leaks: string[] = [];
      for (const m of [...personal, ...cvMarkers]) {
        for (const t of await tablesHolding(app, m)) leaks.push(`${m} in table ${t}`);
        for (const f of filesHolding(dataDir, m)) {
          leaks.push(`${m} in file ${path.relative(dataDir, f)}`);
        }
        if (exported.includes(m.toLowerCase())) leaks.push(`${m} in the decrypted export`);
      }
      expect(leaks).toEqual([]);
      // The scan kept the (shared) event loop busy for seconds: let the server's overdue
      // keep-alive timers close their idle sockets before the next request, rather than
      // racing the client's reuse of one (ECONNRESET).
      await new Promise((r) => setTimeout(r, 200));
      // No search gram of theirs is left, and the search finds them no more.
      expect(await app.storage.db.knex('user_search_grams').where({ user_id: user.id })).toEqual(
        [],
      );
      const found = await read<{ total: number }>(
        `/api/admin/users?search=${encodeURIComponent('zulaikha')}`,
      );
      expect(found.body.total).toBe(0);
      // The admin views: their activity keeps no IP or device, their contact message is gone.
      const activities = await read<{ data: { ip: string | null; userAgent: string | null }[] }>(
        `/api/admin/activities?userId=${user.id}&pageSize=100`,
      );
      expect(activities.body.data.length).toBeGreaterThan(2);
      for (const a of activities.body.data) {
        expect([null, '[dihapus]']).toContain(a.ip);
        expect([null, '[dihapus]']).toContain(a.userAgent);
      }
      const messages = await read<{ data: { name: string; email: string; message: string }[] }>(
        '/api/admin/messages?pageSize=100',
      );
      expect(JSON.stringify(messages.body.data)).not.toContain('Zulaikha');
      // No file of theirs is left in the store, whichever backend holds it.
      expect(await storedFilesOf(app, user.id)).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, 'files', user.id))).toBe(false);
      if (variant.files === 'postgres') {
        expect(await app.storage.db.knex('stored_file_chunks').where({ user_id: user.id })).toEqual(
          [],
        );
      }
      const key = await app.storage.db.knex('pii_keys').where({ subject_id: user.id }).first();
      expect(key).toMatchObject({ wrapped_key: null });
      expect(key.erased_at).not.toBeNull();
      // The other user's mail is still there: only the erased user's was removed.
      expect(filesHolding(dataDir, control.email).length).toBeGreaterThan(0);
    });

    it('frees the email: the same address can open a new account', async () => {
      const fresh = await api.register('Orang Baru', email, PASSWORD);
      expect(fresh.status).toBe(201);
      expect(fresh.body.user.id).not.toBe(user.id);
    });

    it('shreds contact messages of version 1 (no blind index) sent from the address too', async () => {
      const { vault, store } = app.storage;
      const knex = app.storage.db.knex;
      /** A ContactMessageReceived as version 1 stored it: sealed with its own key, no index. */
      const legacyMessage = async (from: string, message: string) => {
        const messageId = randomUUID();
        const { key, wrapped } = await vault.keyFor(knex, messageId);
        const seal = (v: string) => vault.seal(key, messageId, v);
        const data = {
          messageId,
          userId: null,
          name: seal('Pengirim Lama'),
          email: seal(from),
          subject: seal('Pertanyaan lama'),
          message: seal(message),
          receivedAt: new Date().toISOString(),
        };
        const id = randomUUID();
        const meta = {
          actorId: null,
          actorRole: 'anonymous',
          correlationId: id,
          causationId: id,
          ip: null,
          userAgent: null,
          schemaVersion: 1,
        };
        await knex.raw(
          `select * from karier_append(?, 0, ?::text[], ?::jsonb[], ?::jsonb[], now(),
             '{}'::text[], '{}'::text[], '{}'::text[], '{}'::text[], ?, ?)`,
          [
            contactStreamId(messageId),
            pgArray(['ContactMessageReceived']),
            pgArray([JSON.stringify(data)]),
            pgArray([JSON.stringify(meta)]),
            messageId,
            wrapped,
          ],
        );
        return messageId;
      };
      const address = uniqueEmail('pengirim.lama');
      const mine = await legacyMessage(` ${address.toUpperCase()} `, 'Pesan lama Wulung-Satu');
      const other = await legacyMessage(uniqueEmail('orang.lain'), 'Pesan lama Wulung-Dua');
      const r = await api.register('Pengirim Lama', address, PASSWORD);
      const del = await api.call('DELETE', '/api/auth/account', {
        token: r.body.token,
        body: { password: PASSWORD },
      });
      expect(del.status).toBe(200);
      const [gone] = await store.readStream(contactStreamId(mine));
      expect(gone!.data).toMatchObject({
        message: '[dihapus]',
        email: '[dihapus]',
        emailIndex: null,
      });
      const [kept] = await store.readStream(contactStreamId(other));
      expect(kept!.data).toMatchObject({ message: 'Pesan lama Wulung-Dua' });
    });

    it('finishes an erasure a crash cut short (key still there) at the next start', async () => {
      const r = await api.register('Terputus', uniqueEmail('terputus'), PASSWORD);
      const id = r.body.user.id;
      const up = await postCv(app.url, r.body.token, {
        buffer: (await indonesianOneColumnCv()).buffer,
      });
      expect(up.status).toBe(201);
      // The event appended, then "the process died": no key destroyed, no files removed.
      const files = app.storage.files;
      const keepFiles = Object.create(files, { removeUser: { value: async () => {} } });
      const cut = { store: app.storage.store, files: keepFiles };
      const vaultErase = app.storage.vault.erase.bind(app.storage.vault);
      app.storage.vault.erase = async () => {};
      try {
        await eraseUser(cut, id, admin.id, systemContext());
      } finally {
        app.storage.vault.erase = vaultErase;
      }
      expect((await storedFilesOf(app, id)).length).toBeGreaterThanOrEqual(2);
      expect(await completePendingErasures({ store: app.storage.store, files })).toBe(1);
      expect(await storedFilesOf(app, id)).toEqual([]);
      const key = await app.storage.db.knex('pii_keys').where({ subject_id: id }).first();
      expect(key.wrapped_key).toBeNull();
      expect(await completePendingErasures({ store: app.storage.store, files })).toBe(0);
    });
  });
}

describe.skipIf(!pg.ok)('DELETE /api/auth/account (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const adminEmail = uniqueEmail('solo-admin');

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { ADMIN_EMAILS: adminEmail } });
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('a user erases their own account with their password', async () => {
    const email = uniqueEmail('sendiri');
    const r = await api.register('Hapus Sendiri', email, PASSWORD);
    const del = (password: unknown) =>
      api.call('DELETE', '/api/auth/account', { token: r.body.token, body: { password } });
    expect((await api.call('DELETE', '/api/auth/account', { body: {} })).status).toBe(401);
    expect((await del('')).body).toMatchObject({ message: 'Kata sandi harus diisi' });
    const wrong = await del('salah');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Kata sandi salah' });
    const ok = await del(PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true });
    expect((await api.me(r.body.token, (ok.body as { position: number }).position)).status).toBe(
      401,
    );
    expect((await api.login(email, PASSWORD)).status).toBe(401);
    const [registered] = await app.storage.store.readStream(`user-${r.body.user.id}`);
    expect(registered!.data).toMatchObject({ name: '[dihapus]', email: '[dihapus]' });
  });

  it('the last admin cannot erase themself (409)', async () => {
    const a = await api.register('Satu-satunya Admin', adminEmail, PASSWORD);
    const res = await api.call('DELETE', '/api/auth/account', {
      token: a.body.token,
      body: { password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Anda admin terakhir: tunjuk admin lain sebelum menghapus akun.',
    });
    expect((await api.me(a.body.token)).status).toBe(200);
  });
});
