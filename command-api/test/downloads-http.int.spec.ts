import { randomBytes } from 'node:crypto';
import http from 'node:http';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { indonesianOneColumnCv, type CvFixture } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { appendSettledPayment } from '../../test-support/payments.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PAYMENT_REQUIRED = 'Pembayaran diperlukan untuk mengunduh CV yang telah direvisi.';
const FILE_NOT_FOUND = 'Berkas tidak ditemukan.';

interface Created {
  cv: { id: string };
  file_path: string;
  position: number;
  analysis: { contact: { name: string | null } };
}

describe.skipIf(!pg.ok)('GET /api/download/{file_path} (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  let cvPdf: CvFixture;
  const adminEmail = uniqueEmail('admin');
  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { CV_WORKERS: '2', ADMIN_EMAILS: adminEmail },
    });
    api = client(app.url);
    cvPdf = await indonesianOneColumnCv();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const signUp = async (name = 'Rina Kusumawati', email = uniqueEmail('dl')) => {
    const res = await api.register(name, email);
    expect(res.status).toBe(201);
    return { token: res.body.token, id: res.body.user.id };
  };

  async function upload(token: string): Promise<Created> {
    const res = await postCv<Created>(app.url, token, { buffer: cvPdf.buffer });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function download(token: string, filePath: string) {
    const res = await fetch(`${app.url}/api/download/${filePath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const json = () => JSON.parse(bytes.toString('utf8')) as { success: boolean; message: string };
    return { status: res.status, headers: res.headers, bytes, json };
  }

  /** A request whose path is sent exactly as written (fetch would normalise '../'). */
  function rawGet(path: string, token: string): Promise<{ status: number; body: string }> {
    const url = new URL(app.url);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'GET',
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  /**
   * A settled payment appended straight to the store (the gateway side is not under test);
   * returns its position, for the reads that must see it.
   */
  async function settle(userId: string, cvId: string | null, product: 'basic' | 'premium') {
    await appendSettledPayment(app.storage.store, { userId, cvId, product });
    return app.storage.store.head();
  }

  const downloadsOf = (cvId: string) =>
    app.storage.db
      .knex('events')
      .where({ stream_id: `cv-${cvId}`, type: 'CvDownloaded' })
      .orderBy('stream_version');

  it('refuses an unpaid CV (403), then serves the DOCX once it is paid and records the download', async () => {
    const u = await signUp();
    const created = await upload(u.token);

    const unpaid = await download(u.token, created.file_path);
    expect(unpaid.status).toBe(403);
    expect(unpaid.json()).toMatchObject({ success: false, message: PAYMENT_REQUIRED });
    expect(await downloadsOf(created.cv.id)).toHaveLength(0);

    await settle(u.id, created.cv.id, 'basic');
    const res = await download(u.token, created.file_path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="revised_cv.docx"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const zip = await JSZip.loadAsync(res.bytes);
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(created.analysis.contact.name).toBe(cvPdf.labels.name);
    expect(xml).toContain(cvPdf.labels.name!);

    // Each download is an event on the CV's stream; a HEAD transfers nothing and records nothing.
    const head = await fetch(`${app.url}/api/download/${created.file_path}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(DOCX);
    await download(u.token, created.file_path);
    const rows = await downloadsOf(created.cv.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.data).toMatchObject({
      cvId: created.cv.id,
      userId: u.id,
      revisionId: created.file_path,
      downloadedBy: u.id,
    });
    expect(rows[0]!.metadata).toMatchObject({ actorId: u.id, actorRole: 'user' });
    expect(Number(res.headers.get('x-karier-position'))).toBe(Number(rows[0]!.position));
  });

  it('serves each revision as its own file while it is current; a replaced one is gone', async () => {
    const u = await signUp();
    const created = await upload(u.token);
    await settle(u.id, created.cv.id, 'basic');
    const oldRes = await download(u.token, created.file_path);
    expect(oldRes.status).toBe(200);
    // A regenerated summary is only offered; picking it makes the next revision.
    const offer = await api.call<{ data: { variant: number } }>(
      'POST',
      `/api/cvs/${created.cv.id}/summary`,
      { token: u.token },
    );
    expect(offer.status).toBe(200);
    const next = await api.call<{ data: { file_path: string; summary: string } }>(
      'POST',
      `/api/cvs/${created.cv.id}/summary/pick`,
      { token: u.token, body: { variant: offer.body.data.variant } },
    );
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    const newer = next.body.data.file_path;
    expect(newer).not.toBe(created.file_path);

    // No page links the replaced revision any more: its file was pruned (issue 15).
    expect((await download(u.token, created.file_path)).status).toBe(404);
    const newRes = await download(u.token, newer);
    expect(newRes.status).toBe(200);
    const text = async (b: Buffer) =>
      (await JSZip.loadAsync(b)).file('word/document.xml')!.async('string');
    const newXml = await text(newRes.bytes);
    // A regenerated summary keeps the person's own sentences and words its lead anew (it may
    // be a part of the old text): the new file's summary paragraph is exactly the picked text,
    // the old file's is not.
    const paragraph = `>${next.body.data.summary.replaceAll('&', '&amp;')}</w:t>`;
    expect(newXml).toContain(paragraph);
    expect(await text(oldRes.bytes)).not.toContain(paragraph);
    const rows = await downloadsOf(created.cv.id);
    expect(rows.map((r) => (r.data as { revisionId: string }).revisionId)).toEqual([
      created.file_path,
      newer,
    ]);
  });

  /** What every read of the CV says about downloading it: the list, the detail. */
  async function readsOf(token: string, cvId: string, position: number) {
    const headers = { 'X-Karier-Position': String(position) };
    type Entitled = { downloadable: boolean; entitlement: string | null };
    const list = await api.call<{ data: (Entitled & { id: string })[] }>('GET', '/api/cvs', {
      token,
      headers,
    });
    const detail = await api.call<Entitled & { data: Entitled }>('GET', `/api/cvs/${cvId}`, {
      token,
      headers,
    });
    expect(list.status).toBe(200);
    expect(detail.status).toBe(200);
    const row = list.body.data.find((c) => c.id === cvId)!;
    return {
      list: { downloadable: row.downloadable, entitlement: row.entitlement },
      detail: { downloadable: detail.body.downloadable, entitlement: detail.body.entitlement },
      detailRow: {
        downloadable: detail.body.data.downloadable,
        entitlement: detail.body.data.entitlement,
      },
    };
  }
  const everywhere = (downloadable: boolean, entitlement: string | null) => ({
    list: { downloadable, entitlement },
    detail: { downloadable, entitlement },
    detailRow: { downloadable, entitlement },
  });

  it('premium unlocks every CV of its buyer while it runs, and every read says so', async () => {
    const u = await signUp();
    const created = await upload(u.token);
    expect((await download(u.token, created.file_path)).status).toBe(403);
    expect(created).toMatchObject({ downloadable: false, entitlement: null });
    expect(await readsOf(u.token, created.cv.id, created.position)).toEqual(
      everywhere(false, null),
    );
    const settled = await settle(u.id, null, 'premium');
    expect((await download(u.token, created.file_path)).status).toBe(200);
    expect(await readsOf(u.token, created.cv.id, settled)).toEqual(everywhere(true, 'premium'));
    // A CV uploaded during Premium is downloadable from its upload's answer on.
    const later = await upload(u.token);
    expect(later).toMatchObject({ downloadable: true, entitlement: 'premium' });
    expect(await readsOf(u.token, later.cv.id, later.position)).toEqual(
      everywhere(true, 'premium'),
    );
    expect((await download(u.token, later.file_path)).status).toBe(200);
  });

  it('a paid order unlocks its CV on every read', async () => {
    const u = await signUp();
    const created = await upload(u.token);
    const settled = await settle(u.id, created.cv.id, 'basic');
    expect(await readsOf(u.token, created.cv.id, settled)).toEqual(everywhere(true, 'paid'));
  });

  it('hides other users’ CVs (404), lets an admin download a paid one', async () => {
    const owner = await signUp();
    const other = await signUp('Dewi Anggraini');
    const created = await upload(owner.token);
    // Unpaid and paid alike: another user learns nothing, not even that it exists.
    const before = await download(other.token, created.file_path);
    expect(before.status).toBe(404);
    expect(before.json()).toMatchObject({ success: false, message: FILE_NOT_FOUND });
    await settle(owner.id, created.cv.id, 'basic');
    const after = await download(other.token, created.file_path);
    expect(after.status).toBe(404);
    expect(after.json().message).toBe(FILE_NOT_FOUND);

    const admin = await signUp('Admin Karier', adminEmail);
    const byAdmin = await download(admin.token, created.file_path);
    expect(byAdmin.status).toBe(200);
    const [row] = await downloadsOf(created.cv.id);
    expect(row!.data).toMatchObject({ userId: owner.id, downloadedBy: admin.id });
    expect(row!.metadata).toMatchObject({ actorRole: 'admin' });
  });

  it('another user’s CV is a 404 on every CV endpoint, paid or not', async () => {
    const owner = await signUp();
    const other = await signUp('Dewi Anggraini');
    const created = await upload(owner.token);
    await settle(owner.id, created.cv.id, 'basic');
    const headers = { 'X-Karier-Position': String(await app.storage.store.head()) };
    const id = created.cv.id;
    const endpoints: [string, string, string][] = [
      ['GET', `/api/cvs/${id}`, 'CV tidak ditemukan.'],
      ['GET', `/api/cvs/${id}/preview`, 'CV tidak ditemukan.'],
      ['GET', `/api/download/${created.file_path}`, FILE_NOT_FOUND],
      // Last: the owner's new summary replaces (and deletes) the revision downloaded above.
      ['POST', `/api/cvs/${id}/summary`, 'CV tidak ditemukan.'],
    ];
    for (const [method, path, message] of endpoints) {
      const res = await api.call(method, path, { token: other.token, headers });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toMatchObject({ success: false, message });
      // The owner gets each of them.
      const mine = await api.call(method, path, { token: owner.token, headers });
      expect(mine.status, `${method} ${path} (owner)`).toBe(200);
    }
    const list = await api.call<{ data: unknown[] }>('GET', '/api/cvs', {
      token: other.token,
      headers,
    });
    expect(list.body.data).toEqual([]);
  });

  it('answers 404 for unknown ids and every path trick; 401 without sign-in', async () => {
    const u = await signUp();
    const created = await upload(u.token);
    await settle(u.id, created.cv.id, 'basic');

    const unknown = await download(u.token, randomBytes(18).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toBe(FILE_NOT_FOUND);

    // Sent byte for byte (fetch would resolve '..' and '%2e%2e' before sending).
    for (const id of [
      '..%2F..%2Fsecrets.json',
      '%2e%2e',
      '%2e%2e%2f%2e%2e%2fsecrets.json',
      '..%5C..%5Csecrets.json',
      `${created.file_path}.docx`,
      `${created.file_path}%00`,
      encodeURIComponent(`../${u.id}/revisions/${created.file_path}`),
      '..',
      `../${created.file_path}`,
      `../../${u.id}/revisions/${created.file_path}.docx`,
      `${u.id}/revisions/${created.file_path}`,
      `${created.file_path}/..`,
      'short',
      'x'.repeat(65),
      '%',
      '%zz',
    ]) {
      const res = await rawGet(`/api/download/${id}`, u.token);
      expect(res.status, id).toBe(404);
      expect(JSON.parse(res.body), id).toMatchObject({ success: false, message: FILE_NOT_FOUND });
    }

    const anonymous = await fetch(`${app.url}/api/download/${created.file_path}`);
    expect(anonymous.status).toBe(401);
    expect(await downloadsOf(created.cv.id)).toHaveLength(0);
  });
});
