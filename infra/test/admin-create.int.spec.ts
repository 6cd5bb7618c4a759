import { promoteToAdmin } from '@karier/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

describe('admin:create (promoteToAdmin)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    app = await startTestApp();
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('promotes an existing account as the system and revokes its sessions', async () => {
    const email = uniqueEmail('first');
    const reg = await api.register('Pertama', email, 'rahasia-123');
    expect(reg.status).toBe(201);
    const result = await promoteToAdmin(app.storage.store, email.toUpperCase());
    expect(result).toMatchObject({ outcome: 'promoted', userId: reg.body.user.id });
    const [event] = (await app.storage.store.readStream(`user-${reg.body.user.id}`)).slice(-1);
    expect(event).toMatchObject({
      type: 'UserRoleChanged',
      data: { role: 'admin', previousRole: 'user', changedBy: 'system' },
      metadata: { actorRole: 'system', actorId: null },
    });
    expect((await api.me(reg.body.token)).status).toBe(401);
    const login = await api.login(email, 'rahasia-123');
    const position = await app.storage.store.head();
    const users = await api.call('GET', '/api/admin/users', {
      token: login.body.token,
      headers: { 'X-Karier-Position': String(position) },
    });
    expect(users.status).toBe(200);
    expect(await promoteToAdmin(app.storage.store, email)).toMatchObject({
      outcome: 'already-admin',
    });
  });

  it('reports an unknown email', async () => {
    expect(await promoteToAdmin(app.storage.store, uniqueEmail('nobody'))).toEqual({
      outcome: 'not-found',
    });
  });
});
