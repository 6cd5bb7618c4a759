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
    try {
      await this.byIp.consume(ip || 'unknown');
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext);
      throw err;
    }
  }

  async failed(email: string): Promise<void> {
    await this.byEmail.penalty(email.toLowerCase(), 1);
  }

  async succeeded(email: string): Promise<void> {
    await this.byEmail.delete(email.toLowerCase());
  }
}

function tooMany(ms: number): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const when = seconds >= 60 ? `${Math.ceil(seconds / 60)} menit` : `${seconds} detik`;
  return new AppError('RATE_LIMITED', `Terlalu banyak percobaan login. Coba lagi dalam ${when}.`, {
    retryAfterSeconds: seconds,
  });
}
