import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';

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
