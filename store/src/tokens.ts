import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { setBounded } from './bounded-map.ts';
import { unauthorized } from '@karier/events';
import { userRoles } from '@karier/events';

const CHALLENGE_PURPOSE = '2fa-login';

const claimsSchema = z.object({
  sub: z.string(),
  jti: z.string(),
  role: z.enum(userRoles),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof claimsSchema>;

/** Session tokens remembered as verified (see `verify`). */
const VERIFIED_MAX = 10_000;

/** Issues and verifies session tokens (HS256 JWT with a jti per session and an expiry). */
export class TokenService {
  /** A KeyObject built once: jsonwebtoken would otherwise build one per call (~0.5 ms each). */
  private readonly secret: KeyObject;
  /**
   * Session tokens already verified here, by their exact text: the same text verifies the same
   * way until it expires, so every authenticated request after the first skips the HMAC and
   * jsonwebtoken's checks (about a tenth of an authenticated read's CPU). Expiry is checked on
   * every use; revocation is not a token matter (the session row is read on every request).
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(userId: string, role: TokenClaims['role'], sessionId: string, now: Date) {
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.ttlSeconds;
    const token = jwt.sign({ sub: userId, jti: sessionId, role, iat, exp }, this.secret, {
      algorithm: 'HS256',
    });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** Signs a purpose-bound token (not a session). */
  sign(
    claims: { sub: string; purpose: string } & Record<string, string>,
    now: Date,
    ttlSeconds: number,
  ): string {
    const iat = Math.floor(now.getTime() / 1000);
    return jwt.sign({ ...claims, iat, exp: iat + ttlSeconds }, this.secret, {
      algorithm: 'HS256',
    });
  }

  /** The verified payload of any token signed here, or null. */
  decode(token: string): unknown {
    try {
      return jwt.verify(token, this.secret, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
  }

  /** Verifies signature and expiry; any failure is a 401. */
  verify(token: string): TokenClaims {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
    }
    const claims = this.verifyNew(token);
    setBounded(this.verified, token, claims, VERIFIED_MAX);
    return claims;
  }

  private verifyNew(token: string): TokenClaims {
    try {
      const decoded = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      // A purpose-bound token (such as a two-factor challenge) is never a session token.
      if (typeof decoded === 'object' && 'purpose' in decoded) throw new Error('not a session');
      const parsed = claimsSchema.safeParse(decoded);
      if (!parsed.success) throw new Error('bad claims');
      return parsed.data;
    } catch {
      throw unauthorized();
    }
  }
}

const challengeSchema = z.object({
  sub: z.string(),
  jti: z.string().min(1),
  purpose: z.literal(CHALLENGE_PURPOSE),
  exp: z.number(),
});

/** Issues and verifies the short-lived two-factor challenge between the password and the code. */
export function issueChallenge(
  tokens: TokenService,
  userId: string,
  now: Date,
  ttlSeconds = 5 * 60,
): string {
  return tokens.sign(
    { sub: userId, jti: randomUUID(), purpose: CHALLENGE_PURPOSE },
    now,
    ttlSeconds,
  );
}

/** The user and challenge id of a valid, unexpired challenge; anything else is a 401. */
export function verifyChallenge(
  tokens: TokenService,
  token: string,
): { userId: string; challengeId: string } {
  const parsed = challengeSchema.safeParse(tokens.decode(token));
  if (!parsed.success) throw unauthorized('Sesi verifikasi tidak valid atau sudah kedaluwarsa.');
  return { userId: parsed.data.sub, challengeId: parsed.data.jti };
}

/** Extracts the token from `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}
