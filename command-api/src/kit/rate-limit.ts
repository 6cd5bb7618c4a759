import { AppError } from '@karier/events';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { memoryLimiterStore, type LimiterStore } from './limiter-store.ts';

export interface LoginLimits {
  perIpPerMinute: number;
  /** Failed sign-ins per (IP, account) per 15 minutes: locks that IP out of that account only. */
  failuresPerEmailPer15Min: number;
  /** Failed sign-ins per account from all IPs per 15 minutes: a generous cap on spread attacks. */
  failuresPerAccountPer15Min: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Brute-force protection for passwords: sign-in attempts per IP per minute; failed sign-ins per
 * (IP, account) — ten wrong passwords from one place must not lock the owner out everywhere —
 * with a generous cap per account over all IPs; and failed password checks of someone who
 * already holds a token (password change, account deletion, admin confirmations, email
 * change), per user. Successes reset the failures of that key.
 */
export class LoginRateLimiter {
  private readonly byIp: RateLimiterAbstract;
  private readonly byIpAccount: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;
  private readonly byUser: RateLimiterAbstract;

  /** `prefix` names this limiter's keys in a shared store (another limiter, another prefix). */
  constructor(limits: LoginLimits, store: LimiterStore = memoryLimiterStore, prefix = 'login') {
    this.byIp = store.create({
      keyPrefix: `${prefix}-ip`,
      points: limits.perIpPerMinute,
      duration: 60,
    });
    this.byIpAccount = store.create({
      keyPrefix: `${prefix}-ip-account`,
      points: limits.failuresPerEmailPer15Min,
      duration: FIFTEEN_MINUTES,
    });
    this.byAccount = store.create({
      keyPrefix: `${prefix}-account`,
      points: Math.max(limits.failuresPerAccountPer15Min, limits.failuresPerEmailPer15Min),
      duration: FIFTEEN_MINUTES,
    });
    this.byUser = store.create({
      keyPrefix: `${prefix}-password-user`,
      points: limits.failuresPerEmailPer15Min,
      duration: FIFTEEN_MINUTES,
    });
  }

  async beforeAttempt(ip: string, account: string): Promise<void> {
    await refuseIfSpent(this.byIpAccount, ipAccountKey(ip, account), loginWait);
    await refuseIfSpent(this.byAccount, account.toLowerCase(), loginWait);
    await consumeOrRefuse(this.byIp, ip || 'unknown', loginWait);
  }

  async failed(ip: string, account: string): Promise<void> {
    await this.byIpAccount.penalty(ipAccountKey(ip, account), 1);
    await this.byAccount.penalty(account.toLowerCase(), 1);
  }

  async succeeded(ip: string, account: string): Promise<void> {
    await this.byIpAccount.delete(ipAccountKey(ip, account));
    await this.byAccount.delete(account.toLowerCase());
  }

  /**
   * A password check by a signed-in user (`check` says whether it matched): 429 once their
   * failures are spent, before the check runs; every check counts, a success resets.
   */
  async checkPassword(userId: string, check: () => Promise<boolean>): Promise<boolean> {
    // Taken before the check (and given back by a success), so parallel guesses count too.
    await consumeOrRefuse(this.byUser, userId, passwordWait);
    const ok = await check();
    if (ok) await this.byUser.delete(userId);
    return ok;
  }
}

const limiters = new WeakMap<LimiterStore, WeakMap<LoginLimits, LoginRateLimiter>>();

/**
 * The one limiter of a configuration's `loginLimits` in a store: the sign-in route and every
 * password check by a token holder (auth routes, the admin guard) count against the same
 * failures — in every process, when the store is shared.
 */
export function sharedLoginLimiter(
  limits: LoginLimits,
  store: LimiterStore = memoryLimiterStore,
): LoginRateLimiter {
  let ofStore = limiters.get(store);
  if (!ofStore) limiters.set(store, (ofStore = new WeakMap()));
  let limiter = ofStore.get(limits);
  if (!limiter) ofStore.set(limits, (limiter = new LoginRateLimiter(limits, store)));
  return limiter;
}

const ipAccountKey = (ip: string, account: string) => `${ip || 'unknown'}|${account.toLowerCase()}`;

function loginWait(seconds: number): string {
  return `Terlalu banyak percobaan login. Coba lagi dalam ${inWords(seconds)}.`;
}

function passwordWait(seconds: number): string {
  return `Terlalu banyak percobaan kata sandi yang salah. Coba lagi dalam ${inWords(seconds)}.`;
}

const inWords = (seconds: number) =>
  seconds >= 60 ? `${Math.ceil(seconds / 60)} menit` : `${seconds} detik`;

/** 429 when `key` has no point left in `limiter` (nothing is consumed). */
async function refuseIfSpent(
  limiter: RateLimiterAbstract,
  key: string,
  message: (seconds: number) => string,
): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0) throw tooMany(res.msBeforeNext, message);
}

function tooMany(ms: number, message: (seconds: number) => string): AppError {
  const seconds = waitSeconds(ms);
  return new AppError('RATE_LIMITED', message(seconds), { retryAfterSeconds: seconds });
}

const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Takes one point of `key`; when none is left, a 429 (`RATE_LIMITED`) with `retryAfterSeconds`
 * and `message(seconds)` telling how long to wait (at least 1 s).
 */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  key: string,
  message: (seconds: number) => string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    throw tooMany(err.msBeforeNext, message);
  }
}

export interface RegistrationLimits {
  perIpPerHour: number;
  perMinute: number;
}

/** Sign-ups per IP per hour and over all IPs per minute (each attempt counts). */
export class RegistrationLimiter {
  private readonly byIp: RateLimiterAbstract;
  private readonly overall: RateLimiterAbstract;

  constructor(limits: RegistrationLimits, store: LimiterStore = memoryLimiterStore) {
    this.byIp = store.create({
      keyPrefix: 'register-ip',
      points: limits.perIpPerHour,
      duration: 3600,
    });
    this.overall = store.create({
      keyPrefix: 'register-all',
      points: limits.perMinute,
      duration: 60,
    });
  }

  async beforeAttempt(ip: string): Promise<void> {
    await consumeOrRefuse(this.byIp, ip || 'unknown', registerWait);
    await consumeOrRefuse(this.overall, 'all', registerWait);
  }
}

function registerWait(seconds: number): string {
  return `Terlalu banyak pendaftaran akun. Coba lagi dalam ${inWords(seconds)}.`;
}
