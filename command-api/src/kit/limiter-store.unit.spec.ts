import { describe, expect, it } from 'vitest';
import { inlineParameters, sqlLiteral } from './limiter-store.ts';

describe('the PostgreSQL limiter statement with its parameters written in', () => {
  it('quotes strings (a quote doubled), writes numbers and null as they are', () => {
    expect(sqlLiteral('login-ip:3f9a')).toBe("'login-ip:3f9a'");
    expect(sqlLiteral("x'); drop table events; --")).toBe("'x''); drop table events; --'");
    expect(sqlLiteral(1732700000000)).toBe('1732700000000');
    expect(sqlLiteral(-1)).toBe('-1');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
  });

  it('refuses what it cannot write safely', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral({})).toThrow(TypeError);
    expect(() => sqlLiteral('a\u0000b')).toThrow(TypeError);
  });

  it('replaces every $n, $10 included, and refuses a missing value', () => {
    const text = 'INSERT INTO "rate_limits" VALUES ($1, $2, $3) WHERE expire <= $4 OR $1 = $10';
    const values = ['k', 1, null, 5, 0, 0, 0, 0, 0, 'z'];
    expect(inlineParameters(text, values)).toBe(
      `INSERT INTO "rate_limits" VALUES ('k', 1, NULL) WHERE expire <= 5 OR 'k' = 'z'`,
    );
    expect(() => inlineParameters('SELECT $2', ['only one'])).toThrow(RangeError);
  });
});
