import type { AccountPlan } from '@karier/api-types';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaMonth } from '@karier/commerce';
import { indonesianOneColumnCv, type CvFixture } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { appendSettledPayment } from '../../test-support/payments.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

const quotaMessage = (used: number, limit: number) =>
  `Kuota analisis bulan ini sudah habis (${used} dari ${limit} CV). Tingkatkan ke paket Basic (Rp 25.000) atau Premium (Rp 100.000) untuk menganalisis lebih banyak CV.`;

interface PlanBody {
  success: boolean;
  data: AccountPlan;
}

describe.skipIf(!pg.ok)('monthly analysis quota and GET /api/account/plan (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  let cvPdf: CvFixture;
  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { CV_WORKERS: '2', CV_UPLOADS_PER_MINUTE: '100' },
    });
    api = client(app.url);
    cvPdf = await indonesianOneColumnCv();
  });
  afterAll(async () => {
    await app?.stop();
  });

  const signUp = async () => {
    const res = await api.register('Rina Kusumawati', uniqueEmail('quota'));
    expect(res.status).toBe(201);
    return { token: res.body.token, id: res.body.user.id, position: res.body.position };
  };

  async function upload(token: string) {
    return postCv<{
      success: boolean;
      error?: string;
      message?: string;
      details?: Record<string, unknown>;
      position?: number;
    }>(app.url, token, { buffer: cvPdf.buffer });
  }

  // The query side signs in against the read models: wait for them to reach the store's head.
  const plan = async (token: string) => {
    const head = await app.storage.store.head();
    const res = await api.call<PlanBody>('GET', '/api/account/plan', {
      token,
      headers: { 'X-Karier-Position': String(head) },
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  async function settle(userId: string, cvId: string | null, product: 'basic' | 'premium') {
    const settledAt = new Date();
    await appendSettledPayment(app.storage.store, {
      userId,
      cvId,
      product,
      settledAt: settledAt.toISOString(),
    });
    return settledAt;
  }

  const uploadsOf = (userId: string) =>
    app.storage.db
      .knex('events')
      .where({ type: 'CvUploaded' })
      .andWhereRaw(`data->>'userId' = ?`, [userId]);

  it('refuses the 4th analysis of the month with 402 before reading the file, stores nothing', async () => {
    const u = await signUp();
    const fresh = await plan(u.token);
    expect(fresh).toEqual({
      plan: 'free',
      month: jakartaMonth(new Date()),
      analysesUsed: 0,
      analysesLimit: 3,
      analysesLeft: 3,
      premiumUntil: null,
      prices: { basic: 'Rp 25.000', premium: 'Rp 100.000' },
    });

    let cvId = '';
    for (let i = 0; i < 3; i++) {
      const res = await upload(u.token);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      cvId = (res.body as unknown as { cv: { id: string } }).cv.id;
    }
    expect(await plan(u.token)).toMatchObject({
      analysesUsed: 3,
      analysesLimit: 3,
      analysesLeft: 0,
    });

    const dir = path.join(app.storage.config.dataDir, 'files', u.id);
    const filesBefore = fs.readdirSync(path.join(dir, 'revisions')).length;
    const refused = await upload(u.token);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      success: false,
      error: 'QUOTA_EXCEEDED',
      message: quotaMessage(3, 3),
      details: { used: 3, limit: 3, upgrade: '/pricing' },
    });
    expect(await uploadsOf(u.id)).toHaveLength(3);
    expect(fs.readdirSync(path.join(dir, 'revisions'))).toHaveLength(filesBefore);

    // A settled basic payment this month adds its 2 analyses.
    await settle(u.id, cvId, 'basic');
    expect(await plan(u.token)).toMatchObject({
      plan: 'basic',
      analysesUsed: 3,
      analysesLimit: 5,
      analysesLeft: 2,
      premiumUntil: null,
    });
    expect((await upload(u.token)).status).toBe(201);
    expect((await upload(u.token)).status).toBe(201);
    const again = await upload(u.token);
    expect(again.status).toBe(402);
    expect(again.body.message).toBe(quotaMessage(5, 5));
    expect(await uploadsOf(u.id)).toHaveLength(5);
  });

  it('premium adds 8 analyses and runs for 7 days', async () => {
    const u = await signUp();
    const settledAt = await settle(u.id, null, 'premium');
    const p = await plan(u.token);
    expect(p).toMatchObject({
      plan: 'premium',
      analysesUsed: 0,
      analysesLimit: 11,
      analysesLeft: 11,
    });
    expect(p.premiumUntil).toBe(new Date(settledAt.getTime() + 7 * 86_400_000).toISOString());
  });

  it('uploads sent at the same time never exceed the limit', async () => {
    const u = await signUp();
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(u.token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 402, 402, 402]);
    expect(await uploadsOf(u.id)).toHaveLength(3);
    expect(await plan(u.token)).toMatchObject({ analysesUsed: 3, analysesLeft: 0 });
  });

  it('a CV from the profile counts as an analysis of the month, like an upload (issue 28)', async () => {
    const u = await signUp();
    const saved = await api.call('POST', '/api/profile', {
      token: u.token,
      body: {
        skills: ['Excel'],
        experience: [
          { title: 'Kasir', company: 'Toko Sejahtera', from: 2020, to: null, current: true },
        ],
        education: [],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const fromProfile = () =>
      api.call<{ error?: string }>('POST', '/api/cvs/from-profile', { token: u.token, body: {} });
    for (let i = 0; i < 2; i++) expect((await upload(u.token)).status).toBe(201);
    const made = await fromProfile();
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await plan(u.token)).toMatchObject({ analysesUsed: 3, analysesLeft: 0 });
    const refused = await fromProfile();
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe('QUOTA_EXCEEDED');
    expect(await uploadsOf(u.id)).toHaveLength(3);
  });

  it('a failed analysis uses no quota; the plan needs a sign-in', async () => {
    const u = await signUp();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('bukan CV'))]), 'cv.pdf');
    const bad = await fetch(`${app.url}/api/process-cv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}` },
      body: form,
    });
    expect(bad.status).toBe(415);
    expect(await plan(u.token)).toMatchObject({ analysesUsed: 0, analysesLeft: 3 });
    const anonymous = await api.call('GET', '/api/account/plan');
    expect(anonymous.status).toBe(401);
  });
});
