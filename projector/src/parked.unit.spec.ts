import { describe, expect, it } from 'vitest';
import { describeError, MAX_ERROR_LENGTH } from './parked.ts';

describe('describeError: the error of a parked event, as stored and shown to admins', () => {
  it('keeps the driver message of a failed statement, not the statement and its values', () => {
    const err = Object.assign(
      new Error(
        `insert into "users" ("email", "id") values ('sari@example.com', 'a1') - duplicate key value violates unique constraint "users_pkey"`,
      ),
      { code: '23505' },
    );
    expect(describeError(err)).toBe(
      '[23505] duplicate key value violates unique constraint "users_pkey"',
    );
  });

  it('blanks quoted values, key details, e-mail addresses and phone numbers', () => {
    const out = describeError(
      new Error(
        `invalid input syntax for type uuid: "Sari Dewi" Key (email)=(sari@example.com) at 'Jl. Melati 5' call +62 812-3456-7890 or write to sari@example.com`,
      ),
    );
    expect(out).not.toMatch(/Sari|sari|Melati|812|3456/);
    expect(out).toContain('invalid input syntax for type uuid: "…"');
  });

  it('is bounded in length, and says something for a thrown non-error', () => {
    expect(describeError(new Error('x'.repeat(5000)))).toHaveLength(MAX_ERROR_LENGTH);
    expect(describeError('kaput')).toBe('kaput');
    expect(describeError(new TypeError('boom'))).toBe('TypeError: boom');
  });
});
