import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompletedRevisionResponse,
  CvQuestion,
  CvResult,
  CvStructure,
} from '@karier/api-types';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { appendSettledPayment } from '../../test-support/payments.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

interface ErrorBody {
  success: false;
  error: string;
  message: string;
}
/** A 2xx body's type, with the fields of a refusal the same request may get instead. */
type MaybeError = { error?: string; message?: string };

const profile = {
  phone: '0812-3456-7890',
  location: 'Kota Batam',
  about: 'Kasir berpengalaman lima tahun.',
  skills: ['Excel', 'Pelayanan pelanggan'],
  experience: [
    {
      title: 'Kasir',
      company: 'Toko Sejahtera',
      from: 2020,
      to: null,
      current: true,
      description: 'Melayani pelanggan',
    },
  ],
  education: [
    {
      school: 'SMK Negeri 1 Batam',
      degree: 'SMK',
      fieldofstudy: 'Akuntansi',
      from: 2015,
      to: 2018,
      current: false,
      description: '',
    },
  ],
};

/** A plain answer for a question: a number with its unit for a metric, words otherwise. */
const answerFor = (q: CvQuestion) =>
  q.kind === 'metric' ? `37 ${q.unit ?? 'pelanggan per hari'}` : 'Microsoft Excel dan SAP';

/**
 * Issue 28 ("Lengkapi CV") over HTTP: questions, answers, undoing a change, correcting the
 * structure, a CV from the profile — each owner-only, bounded, and recorded as events.
 */
describe.skipIf(!pg.ok)('Lengkapi CV over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  let pdf: Buffer;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { CV_WORKERS: '1', CV_QUOTA: '0' } });
    api = client(app.url);
    pdf = (await indonesianOneColumnCv()).buffer;
  });
  afterAll(async () => {
    await app?.stop();
  });

  const signUp = async () => {
    const res = await api.register('Budi Santoso', uniqueEmail('lengkapi'), 'rahasia-123');
    expect(res.status).toBe(201);
    return { token: res.body.token as string, id: res.body.user.id as string };
  };
  const upload = async (token: string) => {
    const res = await postCv<CvResult & { position: number }>(app.url, token, { buffer: pdf });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  /** A read of the query side, after the last write (read-your-writes). */
  const get = async <T>(path: string, token: string | null, lang = 'id') => {
    const position = await app.storage.store.head();
    return api.call<T>('GET', path, {
      ...(token ? { token } : {}),
      headers: { 'X-Karier-Position': String(position), 'Accept-Language': lang },
    });
  };
  const questions = (id: string, token: string | null, lang = 'id') =>
    get<{ success: true; data: CvQuestion[] } & MaybeError>(
      `/api/cvs/${id}/questions`,
      token,
      lang,
    );
  const answer = (id: string, token: string | null, body: unknown) =>
    api.call<CompletedRevisionResponse & MaybeError>('POST', `/api/cvs/${id}/answers`, {
      ...(token ? { token } : {}),
      body,
    });
  const revert = (id: string, token: string | null, changeId: string) =>
    api.call<CompletedRevisionResponse & MaybeError>(
      'POST',
      `/api/cvs/${id}/changes/${encodeURIComponent(changeId)}/revert`,
      token ? { token } : {},
    );
  const structure = (id: string, token: string | null) =>
    get<{ success: true; data: CvStructure } & MaybeError>(`/api/cvs/${id}/structure`, token);
  const correct = (id: string, token: string | null, body: unknown) =>
    api.call<CompletedRevisionResponse & MaybeError>('PUT', `/api/cvs/${id}/structure`, {
      ...(token ? { token } : {}),
      body,
    });
  const eventsOf = (cvId: string, type: string) =>
    app.storage.db.knex('events').where({ stream_id: `cv-${cvId}`, type });

  it('asks questions, rebuilds the revision from the answers, undoes one change; replays record nothing', async () => {
    const u = await signUp();
    const created = await upload(u.token);
    const id = created.cv.id;

    const asked = await questions(id, u.token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.length).toBeGreaterThan(0);
    expect(asked.body.data.length).toBeLessThanOrEqual(8);
    for (const q of asked.body.data) {
      expect(Object.keys(q)).toEqual(
        expect.arrayContaining(['id', 'kind', 'text', 'example', 'entry']),
      );
      expect(['metric', 'tool', 'scope', 'achievement', 'section']).toContain(q.kind);
    }
    // The interface locale: the same questions, in English.
    const en = await questions(id, u.token, 'en');
    expect(en.body.data.map((q) => q.id)).toEqual(asked.body.data.map((q) => q.id));
    expect(en.body.data[0]!.text).not.toBe(asked.body.data[0]!.text);

    // This CV already has numbers: the questions ask for tools, scope, achievements or a section.
    const picked = asked.body.data.slice(0, 3);
    const body = { answers: picked.map((q) => ({ questionId: q.id, answer: answerFor(q) })) };
    const answered = await answer(id, u.token, body);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const rev = answered.body.data.revision;
    expect(typeof rev.score).toBe('number');
    const fromAnswers = rev.changes.filter((c) => c.source === 'answer');
    expect(fromAnswers.length).toBeGreaterThan(0);
    for (const c of rev.changes) {
      expect(Object.keys(c).sort()).toEqual([
        'after',
        'before',
        'id',
        'reason',
        'section',
        'source',
      ]);
    }
    // The new lines hold what the user gave.
    expect(fromAnswers.some((c) => /37|Excel|SAP/u.test(c.after))).toBe(true);
    expect(await eventsOf(id, 'CvQuestionsAnswered')).toHaveLength(1);
    // The answers are sealed in the event store: their words are not in clear.
    const stored = await eventsOf(id, 'CvQuestionsAnswered');
    expect(JSON.stringify(stored[0]!.data)).not.toContain(answerFor(picked[0]!));

    // GET /api/cvs/{id} and its file_path follow the current revision.
    const read = await get<CvResult>(`/api/cvs/${id}`, u.token);
    expect(read.body.file_path).toBe(answered.body.data.file_path);
    expect(read.body.file_path).not.toBe(created.file_path);

    // The same answers again (a replayed request): nothing rebuilt, nothing recorded.
    const again = await answer(id, u.token, body);
    expect(again.status).toBe(200);
    expect(again.body.position).toBeNull();
    expect(again.body.data.revision.changes.map((c) => c.id)).toEqual(rev.changes.map((c) => c.id));
    expect(await eventsOf(id, 'CvQuestionsAnswered')).toHaveLength(1);

    // Undo one change: the rebuilt revision no longer lists it.
    const undo = fromAnswers[0]!.id;
    const undone = await revert(id, u.token, undo);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.revision.changes.map((c) => c.id)).not.toContain(undo);
    expect(await eventsOf(id, 'CvChangeReverted')).toHaveLength(1);
    const replay = await revert(id, u.token, undo);
    expect(replay.status).toBe(200);
    expect(replay.body.position).toBeNull();
    expect(await eventsOf(id, 'CvChangeReverted')).toHaveLength(1);
    const after = await get<CvResult>(`/api/cvs/${id}`, u.token);
    expect(after.body.file_path).toBe(undone.body.data.file_path);

    // A change the revision does not list: 404; a malformed id: 400.
    const unknown = await revert(id, u.token, 'cv:nothing:experience:9');
    expect(unknown.status).toBe(404);
    const bad = await revert(id, u.token, 'BAD ID!');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('ID perubahan tidak valid.');

    // The dashboard list shows the answers and the undone change.
    const list = await get<{ data: { id: string; completion: unknown }[] }>('/api/cvs', u.token);
    expect(list.body.data.find((c) => c.id === id)?.completion).toEqual({
      origin: 'upload',
      revisionBasis: 'revert',
      answeredQuestions: picked.length,
      revertedChanges: 1,
    });
  });

  it('refuses malformed answers with 400 naming the problem', async () => {
    const u = await signUp();
    const id = (await upload(u.token)).cv.id;
    const q = (await questions(id, u.token)).body.data[0]!;
    const cases: [unknown, RegExp][] = [
      [{}, /answers/i],
      [{ answers: 'x' }, /answers/i],
      [
        { answers: Array.from({ length: 9 }, (_, i) => ({ questionId: `q${i}`, answer: 'a' })) },
        /8 jawaban/,
      ],
      [{ answers: [{ questionId: q.id, answer: 'x'.repeat(501) }] }, /500 karakter/],
      [{ answers: [{ questionId: 'Bukan ID', answer: 'a' }] }, /questionId/],
      [{ answers: [{ questionId: 'metric:nothing:99', answer: '5' }] }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await answer(id, u.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await eventsOf(id, 'CvQuestionsAnswered')).toHaveLength(0);
  });

  it('opens the structure as read, rebuilds the revision from a correction, refuses a malformed one', async () => {
    const u = await signUp();
    const created = await upload(u.token);
    const id = created.cv.id;
    const read = await structure(id, u.token);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const s = read.body.data;
    expect(Object.keys(s.contact).sort()).toEqual([
      'email',
      'linkedin',
      'location',
      'name',
      'phone',
      'website',
    ]);
    const experience = s.sections.find((x) => x.key === 'experience');
    expect(experience?.entries.length).toBeGreaterThan(0);
    expect(Object.keys(experience!.entries[0]!).sort()).toEqual([
      'bullets',
      'current',
      'end',
      'location',
      'organisation',
      'start',
      'title',
    ]);

    const corrected: CvStructure = {
      ...s,
      contact: { ...s.contact, name: 'Budi Santoso Putra' },
    };
    const put = await correct(id, u.token, corrected);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(typeof put.body.data.revision.score).toBe('number');
    expect(await eventsOf(id, 'CvStructureCorrected')).toHaveLength(1);
    const reread = await structure(id, u.token);
    expect(reread.body.data.contact.name).toBe('Budi Santoso Putra');
    const cv = await get<CvResult>(`/api/cvs/${id}`, u.token);
    expect(cv.body.file_path).toBe(put.body.data.file_path);

    const malformed = await correct(id, u.token, { ...s, sections: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/sections|bagian/i);
    const noContact = await correct(id, u.token, { ...s, contact: null });
    expect(noContact.status).toBe(400);
    expect(await eventsOf(id, 'CvStructureCorrected')).toHaveLength(1);
  });

  it('answers 401 without a session, 400 to a bad id, 404 to another user and after deletion', async () => {
    const u = await signUp();
    const stranger = await signUp();
    const id = (await upload(u.token)).cv.id;
    const body = { answers: [] };
    expect((await questions(id, null)).status).toBe(401);
    expect((await structure(id, null)).status).toBe(401);
    expect((await answer(id, null, body)).status).toBe(401);
    expect((await revert(id, null, 'cv:x:experience:0')).status).toBe(401);
    expect((await correct(id, null, {})).status).toBe(401);
    expect((await api.call('POST', '/api/cvs/from-profile', { body: {} })).status).toBe(401);

    for (const res of [
      await questions('bukan-id', u.token),
      await structure('bukan-id', u.token),
      await answer('bukan-id', u.token, body),
      await revert('bukan-id', u.token, 'cv:x:experience:0'),
      await correct('bukan-id', u.token, {}),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('ID CV tidak valid.');
    }
    for (const res of [
      await questions(id, stranger.token),
      await structure(id, stranger.token),
      await answer(id, stranger.token, body),
      await revert(id, stranger.token, 'cv:x:experience:0'),
      await correct(id, stranger.token, (await structure(id, u.token)).body.data),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('CV tidak ditemukan.');
    }
    expect((await api.call('DELETE', `/api/cvs/${id}`, { token: u.token })).status).toBe(200);
    expect((await questions(id, u.token)).status).toBe(404);
    expect((await answer(id, u.token, body)).status).toBe(404);
  });

  it('builds a CV from the profile: 400 while it is empty, then 201 like an upload, paid and downloaded', async () => {
    const u = await signUp();
    const empty = await api.call<ErrorBody>('POST', '/api/cvs/from-profile', {
      token: u.token,
      body: { template: 'classic' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^Profil karier Anda masih kosong/u);
    const badTemplate = await api.call<ErrorBody>('POST', '/api/cvs/from-profile', {
      token: u.token,
      body: { template: 'neon' },
    });
    expect(badTemplate.status).toBe(400);

    const saved = await api.call('POST', '/api/profile', { token: u.token, body: profile });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const made = await api.call<CvResult & { position: number }>('POST', '/api/cvs/from-profile', {
      token: u.token,
      body: { template: 'classic' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      success: true,
      cv: { status: 'draft' },
      template: 'classic',
      payment_status: 'pending',
      downloadable: false,
    });
    expect(made.body.file_path).toBeTruthy();
    expect(made.body.analysis?.score).toEqual(expect.any(Number));
    expect(made.body.extracted_text).toContain('Toko Sejahtera');
    const id = made.body.cv.id;
    const [uploaded] = await eventsOf(id, 'CvUploaded');
    expect(uploaded).toBeTruthy();
    // It asks the same questions as an upload.
    expect((await questions(id, u.token)).status).toBe(200);
    const list = await get<{ data: { id: string; completion: { origin: string } }[] }>(
      '/api/cvs',
      u.token,
    );
    expect(list.body.data.find((c) => c.id === id)?.completion.origin).toBe('profile');

    // Paid like an uploaded CV, then downloaded.
    await appendSettledPayment(app.storage.store, { userId: u.id, cvId: id, product: 'basic' });
    const cv = await get<CvResult>(`/api/cvs/${id}`, u.token);
    expect(cv.body.downloadable).toBe(true);
    const file = await fetch(`${app.url}/api/download/${cv.body.file_path}`, {
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
