import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from './api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';

function answer(body: unknown, stale: boolean) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...(stale ? { 'X-Karier-Stale': '1' } : {}) },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a read answered stale (X-Karier-Stale: 1)', () => {
  it('is asked again until the answer is fresh', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer({ score: 67 }, true))
      .mockResolvedValueOnce(answer({ score: 68 }, false));
    vi.stubGlobal('fetch', fetch);
    await expect(api.get('/cvs', { auth: false })).resolves.toEqual({ score: 68 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('at most twice more; then the last answer stands', async () => {
    const fetch = vi.fn().mockImplementation(async () => answer({ score: 67 }, true));
    vi.stubGlobal('fetch', fetch);
    await expect(api.get('/cvs', { auth: false })).resolves.toEqual({ score: 67 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a command is never sent twice', async () => {
    const fetch = vi.fn().mockImplementation(async () => answer({ ok: true }, true));
    vi.stubGlobal('fetch', fetch);
    await api.post('/cvs/x/summary', undefined, { auth: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 to a signed-in request', () => {
  const unauthorized = (error: string) =>
    new Response(JSON.stringify({ success: false, error, message: '…' }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });

  it('signs out with the reason the server gave: a role change, or none', async () => {
    const reasons: unknown[] = [];
    setUnauthorizedHandler((reason) => reasons.push(reason));
    useAuthStore.setState({ token: 't' });
    try {
      const fetch = vi
        .fn()
        .mockResolvedValueOnce(unauthorized('SESSION_ROLE_CHANGED'))
        .mockResolvedValueOnce(unauthorized('UNAUTHORIZED'));
      vi.stubGlobal('fetch', fetch);
      await expect(api.get('/auth/me', { token: 't' })).rejects.toMatchObject({ status: 401 });
      await expect(api.get('/auth/me', { token: 't' })).rejects.toMatchObject({ status: 401 });
      expect(reasons).toEqual(['role-changed', null]);
    } finally {
      setUnauthorizedHandler(null);
      useAuthStore.setState({ token: null });
    }
  });
});
