import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const PASSWORD = 'rahasia-123';

interface Projections {
  data: {
    head: number;
    projections: { name: string; version: number; position: number; lag: number }[];
  };
}

/** Admin CV deletion, owner CV deletion, read-model rebuilds and the audit check (issue 7). */
describe.skipIf(!pg.ok)('admin operations over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const adminEmail = uniqueEmail('ops-admin');
  let admin: { token: string; id: string };
  let owner: { token: string; id: string };
  let other: { token: string; id: string };
  let pdf: Buffer;

  const read = async <T = Record<string, unknown>>(p: string, token = admin.token) => {
    const position = await app.storage.store.head();
    return api.call<T>('GET', p, { token, headers: { 'X-Karier-Position': String(position) } });
  };
  const upload = async (token = owner.token) => {
    const res = await postCv<{ cv: { id: string }; file_path: string }>(app.url, token, {
      buffer: pdf,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.cv.id, revision: res.body.file_path };
  };
  const userFiles = (userId: string) => {
    const dir = path.join(app.storage.config.dataDir, 'files', userId);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];
  };

  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { ADMIN_EMAILS: adminEmail, CV_WORKERS: '1', CV_QUOTA: '0' },
    });
    api = client(app.url);
    pdf = (await indonesianOneColumnCv()).buffer;
    const a = await api.register('Admin Operasi', adminEmail, PASSWORD);
    admin = { token: a.body.token, id: a.body.user.id };
    const o = await api.register('Pemilik CV', uniqueEmail('pemilik'), PASSWORD);
    owner = { token: o.body.token, id: o.body.user.id };
    const x = await api.register('Orang Lain', uniqueEmail('lain'), PASSWORD);
    other = { token: x.body.token, id: x.body.user.id };
  });
  afterAll(async () => {
    await app?.stop();
  });

  describe('DELETE /api/admin/cvs/:id', () => {
    it('401 without a token, 403 for a user, password required and checked', async () => {
      const cv = await upload();
      const p = `/api/admin/cvs/${cv.id}`;
      expect((await api.call('DELETE', p, { body: { password: PASSWORD } })).status).toBe(401);
      const asUser = await api.call('DELETE', p, {
        token: owner.token,
        body: { password: PASSWORD },
      });
      expect(asUser.status).toBe(403);
      const empty = await api.call('DELETE', p, { token: admin.token, body: { password: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ message: 'Kata sandi harus diisi' });
      const wrong = await api.call('DELETE', p, { token: admin.token, body: { password: 'x' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ message: 'Kata sandi salah' });
      const unknown = await api.call(
        'DELETE',
        '/api/admin/cvs/3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c',
        {
          token: admin.token,
          body: { password: PASSWORD },
        },
      );
      expect(unknown.status).toBe(404);
      expect((await read(`/api/cvs/${cv.id}`, owner.token)).status).toBe(200);
    });

    it('deletes the CV for everyone and removes its files', async () => {
      const cv = await upload();
      expect(userFiles(owner.id)).toContain(`${cv.revision}.docx`);
      const res = await api.call<{ position: number }>('DELETE', `/api/admin/cvs/${cv.id}`, {
        token: admin.token,
        body: { password: PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'CV berhasil dihapus',
        data: { id: cv.id },
      });
      expect(userFiles(owner.id)).not.toContain(`${cv.revision}.docx`);
      expect((await read(`/api/cvs/${cv.id}`, owner.token)).status).toBe(404);
      const list = await read<{ data: { id: string }[] }>('/api/cvs', owner.token);
      expect(list.body.data.map((c) => c.id)).not.toContain(cv.id);
      const adminList = await read<{ data: { id: string }[] }>('/api/admin/cvs');
      expect(adminList.body.data.map((c) => c.id)).not.toContain(cv.id);
      const download = await fetch(`${app.url}/api/download/${cv.revision}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(download.status).toBe(404);
      const summary = await api.call('POST', `/api/cvs/${cv.id}/summary`, { token: owner.token });
      expect(summary.status).toBe(404);
      const again = await api.call('DELETE', `/api/admin/cvs/${cv.id}`, {
        token: admin.token,
        body: { password: PASSWORD },
      });
      expect(again.status).toBe(404);
      const activity = await read<{ data: { type: string; actorId: string }[] }>(
        '/api/admin/activities?action=CvDeleted',
      );
      expect(activity.body.data[0]).toMatchObject({ type: 'CvDeleted', actorId: admin.id });
    });
  });

  describe('DELETE /api/cvs/:id (the owner)', () => {
    it('deletes the owner’s own CV; another user gets 404', async () => {
      const cv = await upload();
      const notMine = await api.call('DELETE', `/api/cvs/${cv.id}`, { token: other.token });
      expect(notMine.status).toBe(404);
      const mine = await api.call('DELETE', `/api/cvs/${cv.id}`, { token: owner.token });
      expect(mine.status).toBe(200);
      expect((await read(`/api/cvs/${cv.id}`, owner.token)).status).toBe(404);
    });

    it('keeps an original that another CV of the user was uploaded from', async () => {
      // Two CVs from the same bytes share one original (stored by content).
      const first = await upload(other.token);
      const second = await upload(other.token);
      const originals = () =>
        fs.readdirSync(path.join(app.storage.config.dataDir, 'files', other.id, 'originals'));
      expect(originals()).toHaveLength(1);
      await api.call('DELETE', `/api/cvs/${first.id}`, { token: other.token });
      expect(originals()).toHaveLength(1);
      await api.call('DELETE', `/api/cvs/${second.id}`, { token: other.token });
      expect(originals()).toHaveLength(0);
    });
  });

  describe('read models', () => {
    it('GET /api/admin/projections lists every projection with position and lag', async () => {
      const res = await read<Projections>('/api/admin/projections');
      expect(res.status).toBe(200);
      const names = res.body.data.projections.map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['users', 'cvs', 'activity-log']));
      for (const p of res.body.data.projections) {
        expect(p.position + p.lag).toBe(res.body.data.head);
      }
    });

    it('POST /api/admin/projections/:name/rebuild rebuilds it (202), in the audit trail', async () => {
      const path404 = '/api/admin/projections/nope/rebuild';
      expect((await api.call('POST', path404, { token: admin.token, body: {} })).status).toBe(404);
      const p = '/api/admin/projections/users/rebuild';
      expect((await api.call('POST', p, { body: {} })).status).toBe(401);
      expect((await api.call('POST', p, { token: owner.token, body: {} })).status).toBe(403);
      const before = await read<{ total: number }>('/api/admin/users');
      await app.storage.db.knex('users').update({ role: 'admin' }); // damage the read model
      const res = await api.call<{ position: number }>('POST', p, {
        token: admin.token,
        body: {},
      });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ success: true, message: expect.stringContaining('users') });
      await expect
        .poll(
          async () => (await read<{ total: number }>('/api/admin/users?role=admin')).body.total,
          {
            timeout: 10_000,
          },
        )
        .toBe(1);
      expect((await read<{ total: number }>('/api/admin/users')).body.total).toBe(
        before.body.total,
      );
      const log = await read<{ data: { type: string; actorId: string; targetId: string }[] }>(
        '/api/admin/activities?action=ProjectionRebuildRequested',
      );
      expect(log.body.data[0]).toMatchObject({ actorId: admin.id, targetId: 'users' });
    });

    it('GET /api/admin/projections/parked lists the parked events; the health details count them', async () => {
      const p = '/api/admin/projections/parked';
      expect((await api.call('GET', p)).status).toBe(401);
      expect((await api.call('GET', p, { token: owner.token })).status).toBe(403);
      expect((await read(p)).body).toEqual({ success: true, data: { total: 0, events: [] } });
      // A parked event as the projector records it (the parking: projector/src/parked.int.spec.ts).
      const parked = {
        projection: 'users',
        version: 1,
        position: 1,
        stream_id: `user-${owner.id}`,
        type: 'UserRegistered',
        error: 'users: cannot apply',
        attempts: 4,
      };
      await app.storage.db.knex('projection_parked_events').insert(parked);
      try {
        const res = await read<{ data: { total: number; events: unknown[] } }>(p);
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({
          total: 1,
          events: [
            {
              projection: 'users',
              position: 1,
              streamId: `user-${owner.id}`,
              type: 'UserRegistered',
              error: 'users: cannot apply',
              attempts: 4,
              parkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            },
          ],
        });
        const health = await api.call<{ projections: { name: string; parked: number }[] }>(
          'GET',
          '/api/health',
          { token: admin.token },
        );
        expect(health.body).toMatchObject({ success: true, status: 'degraded', parked: 1 });
        expect(health.body.projections.find((x) => x.name === 'users')).toMatchObject({
          parked: 1,
        });
        // The public answer stays a plain ok: the service serves.
        expect((await api.call('GET', '/api/health')).body).toEqual({
          success: true,
          status: 'ok',
        });
      } finally {
        await app.storage.db.knex('projection_parked_events').where(parked).delete();
      }
    });

    it('GET /api/admin/audit/verify walks the hash chain', async () => {
      const res = await read<{ data: { ok: boolean; events: number; head: number } }>(
        '/api/admin/audit/verify',
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ ok: true });
      expect(res.body.data.events).toBe(res.body.data.head);
    });
  });
});
