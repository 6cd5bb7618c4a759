import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@karier/events';
import { issueChallenge, TokenService, verifyChallenge } from './tokens.ts';

const tokens = new TokenService('a-test-secret-of-32-characters!!', 3600);
const now = new Date();
const is401 = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError && err.status === 401;
  }
  return false;
};

describe('two-factor challenge tokens', () => {
  it('round-trips the user id', () => {
    expect(verifyChallenge(tokens, issueChallenge(tokens, 'u1', now))).toMatchObject({
      userId: 'u1',
      challengeId: expect.any(String),
    });
  });

  it('is never accepted as a session token, nor a session token as a challenge', () => {
    const challenge = issueChallenge(tokens, 'u1', now);
    expect(is401(() => tokens.verify(challenge))).toBe(true);
    const { token } = tokens.issue('u1', 'user', 's1', now);
    expect(is401(() => verifyChallenge(tokens, token))).toBe(true);
  });

  it('expires after five minutes and needs this service’s key', () => {
    const old = issueChallenge(tokens, 'u1', new Date(Date.now() - 6 * 60 * 1000));
    expect(is401(() => verifyChallenge(tokens, old))).toBe(true);
    const other = new TokenService('another-secret-of-32-characters!', 3600);
    expect(is401(() => verifyChallenge(tokens, issueChallenge(other, 'u1', now)))).toBe(true);
  });
});

describe('session tokens', () => {
  it('a token verified once is still refused once it expires (the verified cache checks expiry)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T00:00:00Z') });
    try {
      const short = new TokenService('a-test-secret-of-32-characters!!', 60);
      const { token } = short.issue('u1', 'user', 's1', new Date());
      expect(short.verify(token)).toMatchObject({ sub: 'u1', jti: 's1' });
      vi.advanceTimersByTime(59_000);
      expect(short.verify(token)).toMatchObject({ sub: 'u1' });
      vi.advanceTimersByTime(1000);
      expect(is401(() => short.verify(token))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tampered token is refused even when the genuine one was verified before', () => {
    const { token } = tokens.issue('u1', 'user', 's1', now);
    tokens.verify(token);
    const [h, , sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'u2', jti: 's1', role: 'admin', iat: 1, exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(is401(() => tokens.verify(`${h}.${forged}.${sig}`))).toBe(true);
  });
});
