import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

interface CvListBody {
  data: { id: string; title: string }[];
}

/** The owner manages their CVs (issue 17): rename (`CvRenamed`) and delete, others refused. */
describe.skipIf(!pg.ok)('renaming and deleting one’s own CV over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  let owner: { token: string; id: string };
  let other: { token: string; id: string };
  let pdf: Buffer;

  const upload = async (token = owner.token) => {
    const res = await postCv<{ cv: { id: string; title: string } }>(app.url, token, {
      buffer: pdf,
      name: 'cv-lama (1).pdf',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.cv;
  };
  const read = async <T = Record<string, unknown>>(p: string, token: string) => {
    const position = await app.storage.store.head();
    return api.call<T>('GET', p, { token, headers: { 'X-Karier-Position': String(position) } });
  };
  const rename = (id: string, body: unknown, token = owner.token) =>
    api.call<{ message: string; data: { id: string; title: string }; position: number | null }>(
      'PATCH',
      `/api/cvs/${id}`,
      { token, body },
    );
  const renamedEvents = (id: string) =>
    app.storage.db.knex('events').where({ stream_id: `cv-${id}`, type: 'CvRenamed' });

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { CV_WORKERS: '1', CV_QUOTA: '0' } });
    api = client(app.url);
    pdf = (await indonesianOneColumnCv()).buffer;
    const o = await api.register('Pemilik CV', uniqueEmail('rename-owner'), 'rahasia-123');
    owner = { token: o.body.token, id: o.body.user.id };
    const x = await api.register('Orang Lain', uniqueEmail('rename-other'), 'rahasia-123');
    other = { token: x.body.token, id: x.body.user.id };
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('renames the owner’s CV: the list and the result show the new title, sealed in the event', async () => {
    const cv = await upload();
    expect(cv.title).toBe('cv-lama (1)');
    const res = await rename(cv.id, { title: '  CV Marketing   2026 ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Judul CV disimpan',
      data: { id: cv.id, title: 'CV Marketing 2026' },
    });
    const list = await read<CvListBody>('/api/cvs', owner.token);
    expect(list.body.data.find((c) => c.id === cv.id)?.title).toBe('CV Marketing 2026');
    const one = await read<{ cv: { title: string } }>(`/api/cvs/${cv.id}`, owner.token);
    expect(one.body.cv.title).toBe('CV Marketing 2026');
    const [event] = await renamedEvents(cv.id);
    expect(JSON.stringify(event.data)).not.toContain('Marketing');
    // The same title again records nothing.
    const again = await rename(cv.id, { title: 'CV Marketing 2026' });
    expect(again.status).toBe(200);
    expect(again.body.position).toBeNull();
    expect(await renamedEvents(cv.id)).toHaveLength(1);
  });

  it('refuses an empty, blank, non-text or too long title with 400 and our message', async () => {
    const cv = await upload();
    const cases: [unknown, string][] = [
      [{ title: '' }, 'Judul CV tidak boleh kosong.'],
      [{ title: '   ' }, 'Judul CV tidak boleh kosong.'],
      [{}, 'Judul CV harus berupa teks.'],
      [{ title: 7 }, 'Judul CV harus berupa teks.'],
      [{ title: 'x'.repeat(121) }, 'Judul CV terlalu panjang (maksimal 120 karakter).'],
    ];
    for (const [body, message] of cases) {
      const res = await rename(cv.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect((await rename('bukan-id', { title: 'CV' })).status).toBe(400);
    expect(await renamedEvents(cv.id)).toHaveLength(0);
  });

  it('answers 404 to another user renaming or deleting the CV, and 401 without a sign-in', async () => {
    const cv = await upload();
    const renameOther = await rename(cv.id, { title: 'Punya saya' }, other.token);
    expect(renameOther.status).toBe(404);
    expect(renameOther.body).toMatchObject({ message: 'CV tidak ditemukan.' });
    const deleteOther = await api.call('DELETE', `/api/cvs/${cv.id}`, { token: other.token });
    expect(deleteOther.status).toBe(404);
    expect((await api.call('PATCH', `/api/cvs/${cv.id}`, { body: { title: 'x' } })).status).toBe(
      401,
    );
    const list = await read<CvListBody>('/api/cvs', owner.token);
    expect(list.body.data.map((c) => c.id)).toContain(cv.id);
    expect(await renamedEvents(cv.id)).toHaveLength(0);
  });

  it('answers 404 to renaming a deleted CV, and to deleting it twice', async () => {
    const cv = await upload();
    expect((await api.call('DELETE', `/api/cvs/${cv.id}`, { token: owner.token })).status).toBe(
      200,
    );
    expect((await rename(cv.id, { title: 'Lagi' })).status).toBe(404);
    expect((await api.call('DELETE', `/api/cvs/${cv.id}`, { token: owner.token })).status).toBe(
      404,
    );
  });

  it('rebuilds the revised CV in another template for a job description; others 404, bad input 400', async () => {
    const cv = await upload();
    const before = await read<{ file_path: string; analysis: { jobMatch?: unknown } }>(
      `/api/cvs/${cv.id}`,
      owner.token,
    );
    expect(before.body.analysis.jobMatch ?? null).toBeNull();
    const body = {
      template: 'classic',
      jobDescription: 'Dicari staf administrasi yang menguasai Microsoft Excel dan SAP.',
    };
    const notMine = await api.call('POST', `/api/cvs/${cv.id}/revision`, {
      token: other.token,
      body,
    });
    expect(notMine.status).toBe(404);
    const bad = await api.call<{ message: string }>('POST', `/api/cvs/${cv.id}/revision`, {
      token: owner.token,
      body: { template: 'neon' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Templat tidak dikenal/);
    const res = await api.call<{ data: { file_path: string; template: string } }>(
      'POST',
      `/api/cvs/${cv.id}/revision`,
      { token: owner.token, body },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.template).toBe('classic');
    const after = await read<{
      file_path: string;
      analysis: { jobMatch?: { matched: string[] } };
      data: { template: string };
    }>(`/api/cvs/${cv.id}`, owner.token);
    expect(after.body.file_path).toBe(res.body.data.file_path);
    expect(after.body.file_path).not.toBe(before.body.file_path);
    expect(after.body.data.template).toBe('classic');
    expect(after.body.analysis.jobMatch?.matched.length).toBeGreaterThan(0);
    // Not one more analysis of the month: the upload counted.
    const plan = await read<{ data: { analysesUsed: number } }>('/api/account/plan', owner.token);
    const uploads = await app.storage.db
      .knex('events')
      .where({ type: 'CvUploaded' })
      .whereRaw("data->>'userId' = ?", [owner.id]);
    expect(plan.body.data.analysesUsed).toBe(uploads.length);
  });
});
