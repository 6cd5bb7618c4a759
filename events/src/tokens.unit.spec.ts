import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
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
