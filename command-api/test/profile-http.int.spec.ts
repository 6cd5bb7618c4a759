import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

const CHANGED_ELSEWHERE =
  'Profil telah diubah di tab atau perangkat lain. Muat ulang halaman untuk melihat versi terbaru.';

interface ProfileBody {
  success: boolean;
  data: Record<string, unknown> & { version: number; skills: string[] };
  position: number;
  message: string;
  field?: string;
  error?: string;
}

const valid = {
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

describe.skipIf(!pg.ok)('profile and preferences over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' });
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
  });

  const signUp = async (name = 'Rina Wulandari') => {
    const email = uniqueEmail('prof');
    const res = await api.register(name, email);
    expect(res.status).toBe(201);
    return { token: res.body.token, position: res.body.position, email, name };
  };
  const save = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    api.call<ProfileBody>('POST', '/api/profile', { token, body, headers });
  const getMe = (token: string, position?: number) =>
    api.call<ProfileBody>('GET', '/api/profile/me', {
      token,
      ...(position ? { headers: { 'X-Karier-Position': String(position) } } : {}),
    });

  it('answers 404 Profile not found before the first save', async () => {
    const u = await signUp();
    const res = await getMe(u.token, u.position);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      error: 'NOT_FOUND',
      message: 'Profile not found',
    });
  });

  it('saves (201), then reads its own write, normalised, with name and email', async () => {
    const u = await signUp('Budi Santoso');
    const res = await save(u.token, { ...valid, name: 'Diabaikan', email: 'x@example.com' });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-karier-position')).toBe(String(res.body.position));
    expect(res.body.data).toMatchObject({
      name: 'Budi Santoso',
      email: u.email,
      phone: '+6281234567890',
      version: 1,
      complete: true,
    });
    const me = await getMe(u.token, res.body.position);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      name: 'Budi Santoso',
      email: u.email,
      phone: '+6281234567890',
      phoneDisplay: '0812-3456-7890',
      location: 'Kota Batam',
      about: valid.about,
      skills: ['Excel', 'Pelayanan pelanggan'],
      complete: true,
      version: 1,
    });
    const exp = (me.body.data.experience as Record<string, unknown>[])[0]!;
    expect(exp).toMatchObject({ title: 'Kasir', current: true, to: null });
    expect(typeof exp.id).toBe('string');
    expect(me.body.data.education).toHaveLength(1);
    expect(typeof me.body.data.updatedAt).toBe('string');
  });

  it('updates with the loaded version, and refuses a stale one with 409', async () => {
    const u = await signUp();
    const first = await save(u.token, valid);
    const second = await save(u.token, { ...valid, about: 'Baru', expectedVersion: 1 });
    expect(second.status).toBe(200);
    expect(second.body.data.version).toBe(2);
    const stale = await save(u.token, { ...valid, about: 'Lama', expectedVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, message: CHANGED_ELSEWHERE });
    const me = await getMe(u.token, second.body.position);
    expect(me.body.data).toMatchObject({ about: 'Baru', version: 2 });
    expect(first.body.data.version).toBe(1);
  });

  it('lets exactly one of concurrent saves of the same version win', async () => {
    const u = await signUp();
    await save(u.token, valid);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        save(u.token, { ...valid, about: `Tab ${i}`, expectedVersion: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(CHANGED_ELSEWHERE);
    }
  });

  it('without a version, concurrent saves all land (last writer wins)', async () => {
    const u = await signUp();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => save(u.token, { ...valid, about: `Tab ${i}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const last = Math.max(...results.map((r) => r.body.position));
    expect((await getMe(u.token, last)).body.data.version).toBe(5);
  });

  it('takes the version from If-Match', async () => {
    const u = await signUp();
    await save(u.token, valid);
    const stale = await save(u.token, { ...valid, about: 'X' }, { 'If-Match': '"0"' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CHANGED_ELSEWHERE);
    const ok = await save(u.token, { ...valid, about: 'Y' }, { 'If-Match': '"1"' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ about: 'Y', version: 2 });
    const bad = await save(u.token, valid, { 'If-Match': '*' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'expectedVersion' });
  });

  it('saving the same profile again changes nothing', async () => {
    const u = await signUp();
    const first = await save(u.token, valid);
    // The client sends back the entries it loaded, ids included.
    const { experience, education } = first.body.data;
    const again = await save(u.token, { ...valid, experience, education, expectedVersion: 1 });
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(1);
  });

  it.each([
    [{ phone: '12345' }, 'phone', 'Nomor telepon tidak valid'],
    [{ phone: '+14155552671' }, 'phone', 'Nomor telepon tidak valid'],
    [{ skills: ['Excel', ' excel '] }, 'skills', 'Keahlian "excel" sudah ada'],
    [{ about: 'a'.repeat(2001) }, 'about', 'Tentang saya maksimal 2000 karakter'],
    [
      { experience: [{ ...valid.experience[0]!, from: 1949 }] },
      'experience.0.from',
      `Tahun harus antara 1950 dan ${new Date().getUTCFullYear() + 1}`,
    ],
    [
      { education: [{ ...valid.education[0]!, from: 2019, to: 2018 }] },
      'education.0.to',
      'Tahun selesai tidak boleh sebelum tahun mulai',
    ],
  ])('refuses %j with 400 on %s', async (patch, field, message) => {
    const u = await signUp();
    const res = await save(u.token, { ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field, message });
  });

  it('accepts +62 and 62 forms, drops blank skills and clears `to` while current', async () => {
    const u = await signUp();
    const res = await save(u.token, {
      ...valid,
      phone: '6281234567890',
      skills: ['  Excel ', '', '   ', 'Word'],
      experience: [{ ...valid.experience[0]!, to: 2023, current: true }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ phone: '+6281234567890', skills: ['Excel', 'Word'] });
    expect((res.body.data.experience as { to: unknown }[])[0]!.to).toBeNull();
    const plus = await save(u.token, { ...valid, phone: '+62 812 3456 7890' });
    expect(plus.body.data.phone).toBe('+6281234567890');
  });

  it('refuses requests without a token with 401', async () => {
    expect((await api.call('GET', '/api/profile/me')).status).toBe(401);
    expect((await api.call('POST', '/api/profile', { body: valid })).status).toBe(401);
    expect((await api.call('GET', '/api/settings/preferences')).status).toBe(401);
    expect(
      (
        await api.call('PUT', '/api/settings/preferences', {
          body: { emailNotifications: true, inAppNotifications: true },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a signed-out session on the command side', async () => {
    const u = await signUp();
    expect((await api.call('GET', '/api/auth/logout', { token: u.token })).status).toBe(200);
    expect((await save(u.token, valid)).status).toBe(401);
  });

  it("keeps each user to their own profile: A's saves never touch B's", async () => {
    const a = await signUp('Ani');
    const b = await signUp('Bayu');
    const bSaved = await save(b.token, { ...valid, about: 'Profil Bayu' });
    const aSaved = await save(a.token, {
      ...valid,
      about: 'Profil Ani',
      userId: 'ignored',
      expectedVersion: 1,
    });
    // A has no profile yet, so version 1 is stale for A — A cannot aim at B's stream.
    expect(aSaved.status).toBe(409);
    const aFirst = await save(a.token, { ...valid, about: 'Profil Ani' });
    expect(aFirst.status).toBe(201);
    const bMe = await getMe(b.token, aFirst.body.position);
    expect(bMe.body.data).toMatchObject({ about: 'Profil Bayu', name: 'Bayu', version: 1 });
    const aMe = await getMe(a.token, aFirst.body.position);
    expect(aMe.body.data).toMatchObject({ about: 'Profil Ani', name: 'Ani', version: 1 });
    expect(bSaved.body.data.version).toBe(1);
  });

  it('searches locations by the start of any word, public, at most 10', async () => {
    const bat = await api.call<{ data: { code: string; name: string; province: string }[] }>(
      'GET',
      '/api/locations?q=bat',
    );
    expect(bat.status).toBe(200);
    expect(bat.body.data).toContainEqual({
      code: '21.71',
      name: 'Kota Batam',
      province: 'Kepulauan Riau',
    });
    expect(bat.body.data.length).toBeLessThanOrEqual(10);
    const kab = await api.call<{ data: { name: string }[] }>('GET', '/api/locations?q=KAB');
    expect(kab.body.data).toHaveLength(10);
    const sel = await api.call<{ data: { name: string }[] }>('GET', '/api/locations?q=selatan');
    expect(sel.body.data.map((l) => l.name)).toContain('Kabupaten Aceh Selatan');
    for (const q of ['', 'b', '%20']) {
      const res = await api.call<{ data: unknown[] }>('GET', `/api/locations?q=${q}`);
      expect(res.body).toEqual({ success: true, data: [] });
    }
  });

  it('reads default preferences, then changes and reads them back', async () => {
    const u = await signUp();
    const before = await api.call('GET', '/api/settings/preferences', {
      token: u.token,
      headers: { 'X-Karier-Position': String(u.position) },
    });
    expect(before.body).toEqual({
      success: true,
      data: { emailNotifications: true, inAppNotifications: true },
    });
    const put = await api.call<{ data: unknown; position: number }>(
      'PUT',
      '/api/settings/preferences',
      { token: u.token, body: { emailNotifications: false, inAppNotifications: true } },
    );
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ emailNotifications: false, inAppNotifications: true });
    const after = await api.call('GET', '/api/settings/preferences', {
      token: u.token,
      headers: { 'X-Karier-Position': String(put.body.position) },
    });
    expect(after.body).toEqual({
      success: true,
      data: { emailNotifications: false, inAppNotifications: true },
    });
    const bad = await api.call('PUT', '/api/settings/preferences', {
      token: u.token,
      body: { emailNotifications: 'ya', inAppNotifications: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'emailNotifications' });
  });
});
