import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corruptCv,
  elevenPageCv,
  encryptedCv,
  englishTwoColumnCv,
  imageOnlyCv,
  indonesianDocxCv,
  indonesianOneColumnCv,
  type CvFixture,
} from '../../cv-engine/test/fixtures/make-cvs.ts';
import { scanOf } from '../../cv-engine/test/scan.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

interface ProcessBody {
  success: boolean;
  cv: { id: string; title: string; status: string };
  file_path: string;
  payment_status: string;
  payment_id: null;
  extracted_text: string;
  analysis: {
    score: number;
    subScores: Record<string, { score: number; max: number; label: string }>;
    strengths: string[];
    recommendations: string[];
    summary: string;
    language: string;
    industry: string;
    contact: Record<string, string | null>;
    sections: string[];
    experience: { title: string; company: string; bullets: string[] }[];
    education: unknown[];
    skills: string[];
    jobMatch?: { score: number; matched: string[]; missing: string[] };
  };
  position: number;
  message?: string;
  error?: string;
}

interface RevisionView {
  before: number;
  after: number;
  subScores: Record<string, { label: string; max: number; before: number; after: number | null }>;
  changes: string[];
  toAdd: string[];
}

const UPLOADS_PER_MINUTE = 25;

describe.skipIf(!pg.ok)('CV engine over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  let idCv: CvFixture;
  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { CV_UPLOADS_PER_MINUTE: String(UPLOADS_PER_MINUTE), CV_WORKERS: '2' },
    });
    api = client(app.url);
    idCv = await indonesianOneColumnCv();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const signUp = async (name = 'Ayu Lestari') => {
    const res = await api.register(name, uniqueEmail('cv'));
    expect(res.status).toBe(201);
    return { token: res.body.token, id: res.body.user.id, position: res.body.position };
  };

  const upload = (
    token: string | null,
    file: { buffer: Buffer; name: string; type?: string } | null,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => postCv<ProcessBody>(app.url, token, file, fields, headers);

  const eventsOf = (cvId: string) =>
    app.storage.db
      .knex('events')
      .where({ stream_id: `cv-${cvId}` })
      .orderBy('stream_version');

  it('analyses an Indonesian PDF: 201 with the contract shape, parsed facts and findings', async () => {
    const u = await signUp();
    const res = await upload(u.token, { buffer: idCv.buffer, name: 'CV Budi Santoso.pdf' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const b = res.body;
    expect(b).toMatchObject({
      success: true,
      cv: { title: 'CV Budi Santoso', status: 'draft' },
      payment_status: 'pending',
      payment_id: null,
    });
    expect(b.file_path).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(res.headers.get('x-karier-position')).toBe(String(b.position));
    // Where the upload's time went (issue 29, printed by bench:cv): the pool's wait and task,
    // the child's reading and revision within it, the files, the append and the answer.
    const timing = res.headers.get('server-timing') ?? '';
    for (const phase of ['queue', 'task', 'childExtract', 'childRevise', 'files', 'append']) {
      expect(timing).toMatch(new RegExp(`(?:^|, )${phase};dur=\\d+\\.\\d(?:,|$)`, 'u'));
    }
    expect(b.extracted_text).toContain('Pengalaman Kerja');
    const a = b.analysis;
    expect(a.language).toBe('id');
    expect(a.contact.name).toBe(idCv.labels.name);
    expect(a.contact.email).toBe(idCv.labels.email);
    expect(a.contact.phone).toBe(idCv.labels.phone);
    expect(a.sections).toEqual(expect.arrayContaining(['experience', 'education', 'skills']));
    expect(a.experience.length).toBeGreaterThan(0);
    expect(a.score).toBeGreaterThanOrEqual(0);
    expect(a.score).toBeLessThanOrEqual(100);
    const sum = Object.values(a.subScores).reduce((n, s) => n + s.score, 0);
    expect(Math.round(sum)).toBe(a.score);
    expect(Object.values(a.subScores).map((s) => s.label)).toContain('Kelengkapan');
    expect(a.recommendations.length).toBeGreaterThan(0);
    expect(a.summary.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(3);
    expect(a.jobMatch).toBeUndefined();

    // Three events, personal data sealed at rest.
    const rows = await eventsOf(b.cv.id);
    expect(rows.map((r) => r.type)).toEqual(['CvUploaded', 'CvAnalysed', 'CvRevisionGenerated']);
    const raw = JSON.stringify(rows.map((r) => r.data));
    expect(raw).not.toContain('Pengalaman Kerja');
    expect(raw).not.toContain(idCv.labels.email!);
    expect(raw).not.toContain(a.summary.slice(0, 30));

    // The original by content hash and the revised DOCX, in the user's folder under the data dir.
    const upload0 = rows[0]!.data as { fileHash: string };
    const dir = path.join(app.storage.config.dataDir, 'files', u.id);
    const original = fs.readFileSync(path.join(dir, 'originals', upload0.fileHash));
    expect(original.equals(idCv.buffer)).toBe(true);
    const docx = fs.readFileSync(path.join(dir, 'revisions', `${b.file_path}.docx`));
    const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Pengalaman Kerja');
    expect(xml).toContain(a.summary.slice(0, 20).replaceAll('&', '&amp;'));
  });

  it('stores the result: GET /api/cvs/{id} answers the same analysis, in English on request', async () => {
    const u = await signUp();
    const created = await upload(u.token, { buffer: idCv.buffer, name: 'cv.pdf' });
    const headers = { 'X-Karier-Position': String(created.body.position) };
    const res = await api.call<ProcessBody>('GET', `/api/cvs/${created.body.cv.id}`, {
      token: u.token,
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.body.analysis.score).toBe(created.body.analysis.score);
    expect(res.body.analysis.recommendations).toEqual(created.body.analysis.recommendations);
    expect(res.body.extracted_text).toBe(created.body.extracted_text);
    expect(res.body.file_path).toBe(created.body.file_path);

    // Before → after (issue 16): the revised DOCX, analysed as an upload, is stored on the
    // revision event (sealed with the report) and shown beside the original's scores.
    const [, , revised] = await eventsOf(created.body.cv.id);
    expect(revised.type).toBe('CvRevisionGenerated');
    expect(revised.metadata.schemaVersion).toBe(2);
    expect(String(revised.data.outcome)).toMatch(/^pii:v1/);
    const view = (res.body as unknown as { revision: RevisionView }).revision;
    expect(view.before).toBe(created.body.analysis.score);
    expect(view.after).toBeGreaterThanOrEqual(view.before);
    expect(Object.keys(view.subScores)).toEqual(Object.keys(res.body.analysis.subScores));
    for (const [key, sub] of Object.entries(view.subScores)) {
      expect(sub.before).toBe(res.body.analysis.subScores[key]!.score);
      expect(sub.after).toEqual(expect.any(Number));
      expect(sub.label).toBe(res.body.analysis.subScores[key]!.label);
    }
    expect(view.changes.length).toBeGreaterThan(0);
    expect(view.changes.join(' ')).toMatch(/[a-z]/u);
    expect(Array.isArray(view.toAdd)).toBe(true);
    // The upload's own answer shows the same (the results page opens on it).
    expect((created.body as unknown as { revision: RevisionView }).revision).toEqual(view);

    const en = await api.call<ProcessBody>('GET', `/api/cvs/${created.body.cv.id}`, {
      token: u.token,
      headers: { ...headers, 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(en.body.analysis.recommendations).toHaveLength(
      created.body.analysis.recommendations.length,
    );
    expect(en.body.analysis.recommendations).not.toEqual(created.body.analysis.recommendations);
    expect(Object.values(en.body.analysis.subScores).map((s) => s.label)).toContain('Completeness');

    const list = await api.call<{ data: { id: string; score: number; file_path: string }[] }>(
      'GET',
      '/api/cvs',
      { token: u.token, headers },
    );
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: created.body.cv.id, score: created.body.analysis.score }),
    ]);

    const preview = await api.call<{ data: { html: string; template: string } }>(
      'GET',
      `/api/cvs/${created.body.cv.id}/preview`,
      { token: u.token, headers },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.template).toBe('modern');
    expect(preview.body.data.html).toContain('PRATINJAU');
  });

  it('never shows a CV to another user (404), nor lets them regenerate its summary', async () => {
    const owner = await signUp();
    const other = await signUp('Dewi Anggraini');
    const created = await upload(owner.token, { buffer: idCv.buffer, name: 'cv.pdf' });
    const headers = { 'X-Karier-Position': String(created.body.position) };
    for (const p of ['', '/preview']) {
      const res = await api.call('GET', `/api/cvs/${created.body.cv.id}${p}`, {
        token: other.token,
        headers,
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'CV tidak ditemukan.' });
    }
    const regen = await api.call('POST', `/api/cvs/${created.body.cv.id}/summary`, {
      token: other.token,
    });
    expect(regen.status).toBe(404);
    const list = await api.call<{ data: unknown[] }>('GET', '/api/cvs', {
      token: other.token,
      headers,
    });
    expect(list.body.data).toEqual([]);
  });

  /** The text of a DOCX's paragraphs, one a line, entities decoded. */
  const docxText = async (filePath: string, userId: string) => {
    const dir = path.join(app.storage.config.dataDir, 'files', userId, 'revisions');
    const docx = fs.readFileSync(path.join(dir, `${filePath}.docx`));
    const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
    return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/gu)]
      .map((p) => [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/gu)].map((t) => t[1]!).join(''))
      .join('\n')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&');
  };

  it('shows the summary the DOCX prints; a regenerated one is offered beside it until picked', async () => {
    const u = await signUp();
    const created = await upload(u.token, { buffer: idCv.buffer, name: 'cv.pdf' });
    const id = created.body.cv.id;
    const read = async (position: number) => {
      const res = await api.call<
        ProcessBody & { summary_offer: { summary: string; variant: number } | null }
      >('GET', `/api/cvs/${id}`, {
        token: u.token,
        headers: { 'X-Karier-Position': String(position) },
      });
      expect(res.status).toBe(200);
      return res.body;
    };
    // One summary: the results API answers exactly the paragraph the revised DOCX prints.
    const first = await read(created.body.position);
    expect(created.body.analysis.summary).toBe(first.analysis.summary);
    expect((await docxText(first.file_path, u.id)).split('\n')).toContain(first.analysis.summary);
    expect(first.summary_offer).toBeNull();

    const r1 = await api.call<{ data: { summary: string; variant: number; current: string } }>(
      'POST',
      `/api/cvs/${id}/summary`,
      { token: u.token },
    );
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(r1.body.data.variant).toBe(1);
    expect(r1.body.data.current).toBe(first.analysis.summary);
    expect(r1.body.data.summary).not.toBe(first.analysis.summary);
    const r2 = await api.call<{ data: { summary: string; variant: number }; position: number }>(
      'POST',
      `/api/cvs/${id}/summary`,
      { token: u.token },
    );
    expect(r2.body.data.variant).toBe(2);
    expect(r2.body.data.summary).not.toBe(r1.body.data.summary);
    // Same facts: the most recent role appears in every wording.
    const role = created.body.analysis.experience[0]!.title;
    for (const s of [first.analysis.summary, r1.body.data.summary, r2.body.data.summary]) {
      expect(s.toLowerCase()).toContain(role.toLowerCase());
    }
    // Offered, not applied: the summary shown, the revision and its DOCX are unchanged.
    const offered = await read(r2.body.position);
    expect(offered.analysis.summary).toBe(first.analysis.summary);
    expect(offered.summary_offer).toEqual({ summary: r2.body.data.summary, variant: 2 });
    expect(offered.file_path).toBe(first.file_path);
    const unchanged = await docxText(offered.file_path, u.id);
    expect(unchanged.split('\n')).toContain(first.analysis.summary);
    expect(unchanged).not.toContain(r2.body.data.summary);

    // An offer replaced since cannot be picked; a variant that is no number is a 400.
    const stale = await api.call('POST', `/api/cvs/${id}/summary/pick`, {
      token: u.token,
      body: { variant: 1 },
    });
    expect(stale.status).toBe(409);
    const bad = await api.call<{ message: string }>('POST', `/api/cvs/${id}/summary/pick`, {
      token: u.token,
      body: { variant: 'dua' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Pilih ringkasan yang ditawarkan/u);

    // Picked: the DOCX is rebuilt from it, and the page shows it.
    const picked = await api.call<{
      data: { summary: string; file_path: string };
      position: number;
    }>('POST', `/api/cvs/${id}/summary/pick`, { token: u.token, body: { variant: 2 } });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.data.file_path).not.toBe(first.file_path);
    const after = await read(picked.body.position);
    expect(after.analysis.summary).toBe(r2.body.data.summary);
    expect(after.summary_offer).toBeNull();
    expect(after.file_path).toBe(picked.body.data.file_path);
    expect((await docxText(after.file_path, u.id)).split('\n')).toContain(r2.body.data.summary);
    const again = await api.call('POST', `/api/cvs/${id}/summary/pick`, {
      token: u.token,
      body: { variant: 2 },
    });
    expect(again.status).toBe(409);

    // Another template keeps the picked summary.
    const rebuilt = await api.call<{ data: { file_path: string }; position: number }>(
      'POST',
      `/api/cvs/${id}/revision`,
      { token: u.token, body: { template: 'classic' } },
    );
    expect(rebuilt.status, JSON.stringify(rebuilt.body)).toBe(200);
    const classic = await read(rebuilt.body.position);
    expect(classic.analysis.summary).toBe(r2.body.data.summary);
    expect((await docxText(classic.file_path, u.id)).split('\n')).toContain(r2.body.data.summary);

    const types = (await eventsOf(id)).map((r) => r.type);
    expect(types.slice(3)).toEqual([
      'SummaryRegenerated',
      'SummaryRegenerated',
      'SummaryPicked',
      'CvRevisionGenerated',
      'CvAnalysed',
      'CvRevisionGenerated',
    ]);
  });

  it('reads an English two-column PDF and a DOCX; matches a job description', async () => {
    const u = await signUp();
    const en = await englishTwoColumnCv();
    const res = await upload(
      u.token,
      { buffer: en.buffer, name: 'resume.pdf' },
      {
        template: 'creative',
        jobDescription:
          'We are hiring a backend engineer with TypeScript, Node.js, PostgreSQL, Kubernetes and Kafka experience.',
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.analysis.language).toBe('en');
    expect(res.body.analysis.contact.email).toBe(en.labels.email);
    expect(res.body.analysis.jobMatch).toBeDefined();
    expect(
      res.body.analysis.jobMatch!.matched.length + res.body.analysis.jobMatch!.missing.length,
    ).toBeGreaterThan(0);

    const docx = await indonesianDocxCv();
    const d = await upload(
      u.token,
      {
        buffer: docx.buffer,
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { template: 'classic' },
    );
    expect(d.status, JSON.stringify(d.body)).toBe(201);
    expect(d.body.analysis.language).toBe('id');
    expect(d.body.analysis.contact.name).toBe(docx.labels.name);
  });

  it('reads a scanned PDF (no text layer) by OCR', async () => {
    const u = await signUp();
    const res = await upload(u.token, { buffer: await scanOf(idCv.buffer), name: 'scan.pdf' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.extracted_text).toContain(idCv.labels.email!);
    expect(res.body.analysis.contact.email).toBe(idCv.labels.email);
    const [uploaded] = await eventsOf(res.body.cv.id);
    expect((uploaded!.data as { ocr: boolean }).ocr).toBe(true);
  });

  it('refuses bad files with a clear 4xx and stores nothing', async () => {
    const u = await signUp();
    const cases: [string, { buffer: Buffer; name: string; type?: string }, number, RegExp][] = [
      [
        'text renamed to .pdf',
        { buffer: Buffer.from('Nama: Budi\nPengalaman kerja 5 tahun\n'), name: 'cv.pdf' },
        415,
        /Format berkas tidak didukung/,
      ],
      [
        'a PNG',
        { buffer: makePngBytes(), name: 'cv.png', type: 'image/png' },
        415,
        /PDF atau DOCX/,
      ],
      ['an empty file', { buffer: Buffer.alloc(0), name: 'cv.pdf' }, 422, /kosong/i],
      ['a corrupt PDF', { buffer: (await corruptCv()).buffer, name: 'cv.pdf' }, 422, /rusak/],
      [
        'an encrypted PDF',
        { buffer: (await encryptedCv()).buffer, name: 'cv.pdf' },
        422,
        /kata sandi/,
      ],
      ['a scanned PDF', { buffer: (await imageOnlyCv()).buffer, name: 'cv.pdf' }, 422, /pindai/],
      [
        'more than 10 pages',
        { buffer: (await elevenPageCv()).buffer, name: 'cv.pdf' },
        422,
        /maksimal 10 halaman/,
      ],
      [
        'more than 10 MB',
        { buffer: Buffer.concat([idCv.buffer, Buffer.alloc(10 * 1024 * 1024)]), name: 'cv.pdf' },
        413,
        /10 MB/,
      ],
    ];
    for (const [label, file, status, message] of cases) {
      const res = await upload(u.token, file);
      expect(res.status, label).toBe(status);
      expect(res.body.success, label).toBe(false);
      expect(res.body.message, label).toMatch(message);
    }
    const events = await app.storage.db
      .knex('events')
      .where('stream_id', 'like', 'cv-%')
      .andWhereRaw(`metadata->>'actorId' = ?`, [u.id]);
    expect(events).toHaveLength(0);
    expect(fs.existsSync(path.join(app.storage.config.dataDir, 'files', u.id))).toBe(false);
  });

  it('validates the request: sign-in, multipart, the file field, the template', async () => {
    const u = await signUp();
    const file = { buffer: idCv.buffer, name: 'cv.pdf' };
    expect((await upload(null, file)).status).toBe(401);
    const json = await api.call('POST', '/api/process-cv', { token: u.token, body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ message: expect.stringMatching(/multipart\/form-data/) });
    const none = await upload(u.token, null, { template: 'modern' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Pilih berkas CV (PDF atau DOCX) untuk diunggah.');
    const badTemplate = await upload(u.token, file, { template: 'fancy' });
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.message).toMatch(/modern, classic, atau creative/);
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(idCv.buffer)]), 'cv.pdf');
    const wrongField = await fetch(`${app.url}/api/process-cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}` },
      body: form,
    });
    expect(wrongField.status).toBe(400);
    const truncated = await fetch(`${app.url}/api/process-cv`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${u.token}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.',
    });
    expect(truncated.status).toBe(400);
    const badId = await api.call('GET', '/api/cvs/not-a-uuid', { token: u.token });
    expect(badId.status).toBe(400);
  });

  it('limits uploads per user per minute (429 with the wait)', async () => {
    const u = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < UPLOADS_PER_MINUTE + 1; i++) {
      statuses.push((await upload(u.token, null)).status);
    }
    expect(statuses.slice(0, UPLOADS_PER_MINUTE).every((s) => s === 400)).toBe(true);
    const last = await upload(u.token, { buffer: idCv.buffer, name: 'cv.pdf' });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/Terlalu banyak unggahan CV/);
    // Someone else is not affected.
    const v = await signUp();
    expect((await upload(v.token, { buffer: idCv.buffer, name: 'cv.pdf' })).status).toBe(201);
  });
});

/** A tiny valid PNG (1×1). */
function makePngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}
