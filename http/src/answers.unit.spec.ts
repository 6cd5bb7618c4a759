import { AppError, badRequest } from '@karier/events';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { answerCommand, isUuid, uuidParam } from './answers.ts';
import { POSITION_HEADER } from './consistency.ts';

/** The parts of a Koa context the helpers touch. */
function fakeContext() {
  const headers: Record<string, string> = {};
  const ctx = {
    status: 404,
    body: undefined as unknown,
    set: (k: string, v: string) => void (headers[k] = v),
  };
  return { ctx: ctx as unknown as Context, headers, raw: ctx };
}

describe('answerCommand', () => {
  it('answers the status, the body with success and position, and the position header', () => {
    const { ctx, headers, raw } = fakeContext();
    answerCommand<{ success: true; position: number | null; message: string }>(
      ctx,
      201,
      { message: 'ok' },
      42,
    );
    expect(raw.status).toBe(201);
    expect(raw.body).toEqual({ success: true, message: 'ok', position: 42 });
    expect(headers[POSITION_HEADER]).toBe('42');
  });

  it('sets no position header when nothing was appended', () => {
    const { ctx, headers, raw } = fakeContext();
    answerCommand<{ success: true; position: number | null }>(ctx, 200, {}, null);
    expect(raw.body).toEqual({ success: true, position: null });
    expect(headers).toEqual({});
  });
});

describe('uuidParam', () => {
  const refusal = badRequest('ID CV tidak valid.');
  it('returns a UUID parameter as given', () => {
    const id = '0B5F6A2E-1C3D-4E5F-8A9B-0C1D2E3F4A5B';
    expect(uuidParam({ params: { id } }, 'id', refusal)).toBe(id);
    expect(isUuid(id.toLowerCase())).toBe(true);
  });

  it('throws the given refusal for anything else', () => {
    for (const id of [
      undefined,
      '',
      'x',
      '../etc',
      `${'a'.repeat(5000)}`,
      '0b5f6a2e1c3d4e5f8a9b0c1d2e3f4a5b',
    ]) {
      expect(() => uuidParam({ params: { id } }, 'id', refusal)).toThrow(refusal);
    }
    expect(isUuid(42)).toBe(false);
    expect(refusal).toBeInstanceOf(AppError);
  });
});
