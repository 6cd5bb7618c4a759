import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvResult, Payment } from '@karier/api-types';
import { indonesianOneColumnCv, namelessCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { appendSettledPayment } from '../../test-support/payments.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

interface ErrorBody {
  success: false;
  error: string;
  message: string;
  details?: { parts?: string[] };
}

/**
 * Issue 27: a CV whose structure the engine did not understand is checked by its owner before
 * its revised CV is sold (an order) or handed out on Premium (a download): 409 until the owner
 * confirms the reading (`CvReadingConfirmed`), 2xx after.
 */
describe.skipIf(!pg.ok)('the review gate of a doubted reading over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  let doubtful: Buffer;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { CV_WORKERS: '1', CV_QUOTA: '0' } });
    api = client(app.url);
    doubtful = await namelessCv();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const signUp = async () => {
    const res = await api.register('Budi Santoso', uniqueEmail('reading'), 'rahasia-123');
    expect(res.status).toBe(201);
    return { token: res.body.token as string, id: res.body.user.id as string };
  };
  const upload = async (token: string, buffer = doubtful) => {
    const res = await postCv<CvResult & { position: number }>(app.url, token, { buffer });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const read = async (id: string, token: string, lang = 'id') => {
    const position = await app.storage.store.head();
    return api.call<CvResult>('GET', `/api/cvs/${id}`, {
      token,
      headers: { 'X-Karier-Position': String(position), 'Accept-Language': lang },
    });
  };
  const order = (token: string, cvId: string) =>
    api.call<{ data: Payment } | ErrorBody>('POST', '/api/payments', {
      token,
      body: { product: 'basic', method: 'bank_transfer', cvId },
    });
  const confirm = (id: string, token: string) =>
    api.call<{ data: { id: string; confirmed: boolean }; position: number | null }>(
      'POST',
      `/api/cvs/${id}/reading/confirm`,
      { token },
    );
  const download = (token: string, filePath: string) =>
    fetch(`${app.url}/api/download/${filePath}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers the doubts with the analysis, refuses the order with 409, takes it after the check', async () => {
    const u = await signUp();
    const created = await upload(u.token);
    expect(created.analysis?.reading).toMatchObject({
      understood: false,
      doubts: [{ part: 'name', label: 'Nama' }],
    });

    const one = await read(created.cv.id, u.token);
    expect(one.body.analysis?.reading).toMatchObject({ understood: false, confirmed: false });
    const en = await read(created.cv.id, u.token, 'en');
    expect(en.body.analysis?.reading?.doubts[0]?.label).toBe('Name');

    const refused = await order(u.token, created.cv.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'CV_REVIEW_REQUIRED',
      details: { parts: ['name'] },
    });
    expect((refused.body as ErrorBody).message).toMatch(/^Kami belum yakin membaca CV ini/u);

    // Only the owner confirms.
    const stranger = await signUp();
    expect((await confirm(created.cv.id, stranger.token)).status).toBe(404);

    const ok = await confirm(created.cv.id, u.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toEqual({ id: created.cv.id, confirmed: true });
    const events = await app.storage.db
      .knex('events')
      .where({ stream_id: `cv-${created.cv.id}`, type: 'CvReadingConfirmed' });
    expect(events).toHaveLength(1);
    // A second confirmation records nothing.
    expect((await confirm(created.cv.id, u.token)).body.position).toBeNull();

    const after = await read(created.cv.id, u.token);
    expect(after.body.analysis?.reading).toMatchObject({ understood: false, confirmed: true });
    const placed = await order(u.token, created.cv.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });

  it('holds a Premium download of a doubted reading until the owner checks it', async () => {
    const u = await signUp();
    const created = await upload(u.token);
    await appendSettledPayment(app.storage.store, { userId: u.id, cvId: null, product: 'premium' });

    const held = await download(u.token, created.file_path!);
    expect(held.status).toBe(409);
    expect(((await held.json()) as ErrorBody).error).toBe('CV_REVIEW_REQUIRED');

    expect((await confirm(created.cv.id, u.token)).status).toBe(200);
    const res = await download(u.token, created.file_path!);
    expect(res.status).toBe(200);
  });

  it('sells a CV read with no doubt at once', async () => {
    const u = await signUp();
    const created = await upload(u.token, (await indonesianOneColumnCv()).buffer);
    expect(created.analysis?.reading).toEqual({ understood: true, doubts: [] });
    expect((await order(u.token, created.cv.id)).status).toBe(201);
  });
});
