import { createHash, randomBytes } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { memoryLimiterStore, type LimiterStore } from '../kit/limiter-store.ts';
import { consumeOrRefuse } from '../kit/rate-limit.ts';
import { streamEntityId } from '@karier/events';
import { type EventStore } from '@karier/store';
import type { Context } from 'koa';
import type { UserCommands } from '../auth/user-commands.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';

export const RESET_TTL_MS = 30 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER =
  'Jika email terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi.';
export const PASSWORD_RESET_DONE = 'Kata sandi berhasil diatur ulang. Silakan masuk.';

/** `<userId>.<32 random bytes>`: the user id finds the stream, only the hash is stored. */
export function newResetToken(userId: string): { token: string; tokenHash: string } {
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_RE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/;

/** The user id inside a well-formed token, or null. */
export function userIdOfResetToken(token: string): string | null {
  return TOKEN_RE.exec(token)?.[1] ?? null;
}

export function resetMail(to: string, name: string, link: string): MailMessage {
  const text = [
    `Halo ${name},`,
    '',
    'Kami menerima permintaan untuk mengatur ulang kata sandi akun Karier Anda.',
    'Buka tautan berikut untuk membuat kata sandi baru (berlaku 30 menit, hanya sekali pakai):',
    '',
    link,
    '',
    'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
    '',
    'Salam,',
    'Tim Karier',
  ].join('\n');
  return { to, subject: 'Atur ulang kata sandi Karier', text };
}

/**
 * Forgot-password requests: per IP (429 when exceeded) and per email (further requests are
 * answered the same but send nothing, so the answer never tells whether an email exists).
 */
export class ForgotPasswordLimiter {
  private readonly byIp: RateLimiterAbstract;
  private readonly byEmail: RateLimiterAbstract;

  constructor(store: LimiterStore = memoryLimiterStore) {
    this.byIp = store.create({ keyPrefix: 'forgot-ip', points: 10, duration: 15 * 60 });
    this.byEmail = store.create({ keyPrefix: 'forgot-email', points: 3, duration: 15 * 60 });
  }

  async perIp(ip: string): Promise<void> {
    await consumeOrRefuse(
      this.byIp,
      ip || 'unknown',
      (seconds) => `Terlalu banyak permintaan. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
    );
  }

  /** False when this email already had its share of mails. */
  async perEmail(email: string): Promise<boolean> {
    try {
      await this.byEmail.consume(email.toLowerCase());
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }
}

/**
 * The work of a forgot-password request, done after the answer: for an active account whose
 * email has mails left, a reset link is recorded (RequestPasswordReset, retried on a version
 * conflict: asking for a reset is safe to repeat) and mailed. An unknown email gets nothing.
 */
export async function sendResetLink(
  deps: {
    store: EventStore;
    users: UserCommands;
    limiter: ForgotPasswordLimiter;
    mailer: Mailer;
    appUrl: string;
  },
  ctx: Context,
  email: string,
): Promise<void> {
  const { loadUser, execute, now } = deps.users;
  const stream = await deps.store.findReservation('email', email);
  const userId = stream === null ? undefined : streamEntityId(stream);
  const user = userId ? await loadUser(userId) : null;
  if (!userId || user?.status !== 'active' || !(await deps.limiter.perEmail(email))) {
    return;
  }
  const at = now();
  const { token, tokenHash } = newResetToken(userId);
  // ctx outlives the answer as a plain object: the event still names its request.
  await execute(
    ctx,
    userId,
    { id: userId, role: 'anonymous' },
    at,
    () => ({
      type: 'RequestPasswordReset',
      data: { tokenHash, expiresAt: new Date(at.getTime() + RESET_TTL_MS) },
      metadata: { now: at },
    }),
    3,
  );
  const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(resetMail(user.email, user.name, link));
}
