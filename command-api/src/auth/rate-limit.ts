import { AppError } from '@karier/events';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface LoginLimits {
  perIpPerMinute: number;
  failuresPerEmailPer15Min: number;
}

/**
 * Brute-force protection for sign-in: attempts per IP per minute, and failed attempts per
 * email per 15 minutes (reset by a successful sign-in).
 */
export class LoginRateLimiter {
  private readonly byIp: RateLimiterMemory;
  private readonly byEmail: RateLimiterMemory;

  constructor(limits: LoginLimits) {
    this.byIp = new RateLimiterMemory({
      keyPrefix: 'login-ip',
      points: limits.perIpPerMinute,
      duration: 60,
    });
    this.byEmail = new RateLimiterMemory({
      keyPrefix: 'login-email',
      points: limits.failuresPerEmailPer15Min,
      duration: 15 * 60,
    });
  }

  async beforeAttempt(ip: string, email: string): Promise<void> {
    const key = email.toLowerCase();
    const blocked = await this.byEmail.get(key);
    if (blocked && blocked.remainingPoints <= 0) throw tooMany(blocked.msBeforeNext);
    await consumeOrRefuse(this.byIp, ip || 'unknown', loginWait);
  }

  async failed(email: string): Promise<void> {
    await this.byEmail.penalty(email.toLowerCase(), 1);
  }

  async succeeded(email: string): Promise<void> {
    await this.byEmail.delete(email.toLowerCase());
  }
}

function loginWait(seconds: number): string {
  const when = seconds >= 60 ? `${Math.ceil(seconds / 60)} menit` : `${seconds} detik`;
  return `Terlalu banyak percobaan login. Coba lagi dalam ${when}.`;
}

function tooMany(ms: number): AppError {
  const seconds = waitSeconds(ms);
  return new AppError('RATE_LIMITED', loginWait(seconds), { retryAfterSeconds: seconds });
}

const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Takes one point of `key`; when none is left, a 429 (`RATE_LIMITED`) with `retryAfterSeconds`
 * and `message(seconds)` telling how long to wait (at least 1 s).
 */
export async function consumeOrRefuse(
  limiter: RateLimiterMemory,
  key: string,
  message: (seconds: number) => string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const seconds = waitSeconds(err.msBeforeNext);
    throw new AppError('RATE_LIMITED', message(seconds), { retryAfterSeconds: seconds });
  }
}
