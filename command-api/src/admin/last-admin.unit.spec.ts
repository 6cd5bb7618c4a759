import { AppError } from '@karier/events';
import { describe, expect, it } from 'vitest';
import { assertNotLastAdmin, LAST_ADMIN } from './guard.ts';

describe('assertNotLastAdmin', () => {
  it.each([0, 1])('refuses with 409 when %i active admin(s) would be left with none', (n) => {
    let thrown: unknown;
    try {
      assertNotLastAdmin(n);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(409);
    expect((thrown as AppError).message).toBe(LAST_ADMIN);
  });

  it('allows it while another admin remains', () => {
    expect(() => assertNotLastAdmin(2)).not.toThrow();
  });
});
