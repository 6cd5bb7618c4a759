import path from 'node:path';
import { parseEnv } from '@karier/store';
import { z } from 'zod';
import {
  CORE_API_PRODUCTION_URL,
  CORE_API_SANDBOX_URL,
  SNAP_PRODUCTION_URL,
  SNAP_SANDBOX_URL,
} from './payments/gateways.ts';
import type { PaymentsConfig } from './payments/service.ts';
import type { LoginLimits, RegistrationLimits } from './kit/rate-limit.ts';

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    JWT_SECRET: z.string().min(16, 'JWT_SECRET minimal 16 karakter').optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(90 * 24 * 3600)
      .default(7 * 24 * 3600),
    ADMIN_EMAILS: z.string().default(''),
    LOGIN_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
    REGISTER_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
    REGISTER_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    SUMMARY_REGENERATIONS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    APP_URL: z.url('APP_URL harus berupa URL').optional(),
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url('GOOGLE_ISSUER harus berupa URL').default('https://accounts.google.com'),
    CV_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    CV_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
    CV_WARM_WORKERS: z.coerce.number().int().min(0).max(32).optional(),
    CV_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    CV_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(4096).default(1024),
    CV_OCR: z.enum(['0', '1'], 'CV_OCR harus 0 atau 1').default('1'),
    CV_OCR_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
    PAYMENT_SIMULATED_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
    MIDTRANS_SERVER_KEY: z.string().min(1).optional(),
    MIDTRANS_CLIENT_KEY: z.string().min(1).optional(),
    MIDTRANS_PRODUCTION: z.enum(['0', '1'], 'MIDTRANS_PRODUCTION harus 0 atau 1').default('0'),
    MIDTRANS_API_URL: z.url('MIDTRANS_API_URL harus berupa URL').optional(),
    MIDTRANS_CORE_API_URL: z.url('MIDTRANS_CORE_API_URL harus berupa URL').optional(),
    PAYMENT_GATEWAY: z
      .enum(['simulated', 'midtrans'], 'PAYMENT_GATEWAY harus simulated atau midtrans')
      .optional(),
    CV_QUOTA: z.enum(['0', '1'], 'CV_QUOTA harus 0 atau 1').default('1'),
    CONTACT_MAX_PER_IP_PER_10_MIN: z.coerce.number().int().min(1).default(5),
    REDIS_URL: z
      .string()
      .default('')
      .refine(
        (v) => v === '' || /^rediss?:\/\/\S+$/.test(v),
        'REDIS_URL harus berupa URL redis:// atau rediss://',
      ),
  })
  .superRefine((e, ctx) => {
    const production = e.NODE_ENV === 'production';
    const keys = Boolean(e.MIDTRANS_SERVER_KEY && e.MIDTRANS_CLIENT_KEY);
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (production && e.PAYMENT_GATEWAY === undefined) {
      issue(
        'PAYMENT_GATEWAY',
        'PAYMENT_GATEWAY wajib diisi saat NODE_ENV=production (midtrans; simulated tidak diizinkan)',
      );
    } else if (production && e.PAYMENT_GATEWAY === 'simulated') {
      issue(
        'PAYMENT_GATEWAY',
        'PAYMENT_GATEWAY=simulated tidak diizinkan saat NODE_ENV=production: pembayaran simulasi memberikan produk berbayar secara gratis',
      );
    }
    if (e.PAYMENT_GATEWAY === 'midtrans' && !keys) {
      issue(
        'PAYMENT_GATEWAY',
        'PAYMENT_GATEWAY=midtrans memerlukan MIDTRANS_SERVER_KEY dan MIDTRANS_CLIENT_KEY',
      );
    }
  });

/**
 * The gateway in use: `PAYMENT_GATEWAY` when set; otherwise (never in production) Midtrans when
 * both keys are set, else the simulated one.
 */
function gatewayOf(e: z.infer<typeof envSchema>): 'simulated' | 'midtrans' {
  if (e.PAYMENT_GATEWAY) return e.PAYMENT_GATEWAY;
  return e.MIDTRANS_SERVER_KEY && e.MIDTRANS_CLIENT_KEY ? 'midtrans' : 'simulated';
}

export interface CommandConfig {
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  adminEmails: ReadonlySet<string>;
  loginLimits: LoginLimits;
  /** Sign-ups per IP per hour and over all IPs per minute. */
  registerLimits: RegistrationLimits;
  /**
   * The site's public address (no trailing slash): the base of links in emails and of the
   * absolute URLs of robots.txt, the sitemap and canonical tags. Without APP_URL:
   * `http://localhost:<PORT>`.
   */
  appUrl: string;
  /** APP_URL was not set: a server listening on a port of its own (PORT=0) uses that one. */
  appUrlDefault: boolean;
  /** `DATA_DIR`, resolved: uploaded and generated files live in `<dataDir>/files`. */
  dataDir: string;
  mail: { smtpUrl: string | undefined; dir: string; from: string | undefined };
  /** Google sign-in, only when both client id and secret are set. */
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** CV uploads: per-user rate, worker threads, time and heap limits per file. */
  cv: {
    uploadsPerMinute: number;
    workers: number | undefined;
    /**
     * CV processes started with the server and always kept (0: none until an upload; unset:
     * the CV engine's own default, one).
     */
    warmWorkers: number | undefined;
    timeoutMs: number;
    workerMemoryMb: number;
    /** Scanned PDFs read by OCR (else refused with 422), and the time limit for that. */
    ocr: boolean;
    ocrTimeoutMs: number;
    /** The monthly analysis quota of the price list (off only in tests that upload a lot). */
    quota: boolean;
    /** New summary wordings per user per hour (each one writes a DOCX). */
    summaryRegenerationsPerHour: number;
  };
  /**
   * Payments: Midtrans Snap (`midtrans` set), or the simulated gateway and its delay — never in
   * production (`PAYMENT_GATEWAY`, see gatewayOf).
   */
  payments: PaymentsConfig;
  /** Contact-form messages per IP per 10 minutes. */
  contactPerIpPer10Min: number;
  /** REDIS_URL: the rate limits count in Redis (else PostgreSQL, or memory on PGlite). */
  redisUrl: string | null;
}

export function loadCommandConfig(env: NodeJS.ProcessEnv = process.env): CommandConfig {
  const e = parseEnv(envSchema, env);
  return {
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    loginLimits: {
      perIpPerMinute: e.LOGIN_MAX_PER_IP_PER_MINUTE,
      failuresPerEmailPer15Min: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      failuresPerAccountPer15Min: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    },
    registerLimits: {
      perIpPerHour: e.REGISTER_MAX_PER_IP_PER_HOUR,
      perMinute: e.REGISTER_MAX_PER_MINUTE,
    },
    appUrl: (e.APP_URL ?? `http://localhost:${Number(env.PORT) || 5000}`).replace(/\/+$/, ''),
    appUrlDefault: e.APP_URL === undefined,
    dataDir: path.resolve(e.DATA_DIR),
    mail: {
      smtpUrl: e.SMTP_URL,
      dir: path.resolve(e.DATA_DIR, 'mail'),
      from: e.MAIL_FROM,
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : null,
    cv: {
      uploadsPerMinute: e.CV_UPLOADS_PER_MINUTE,
      workers: e.CV_WORKERS,
      warmWorkers: e.CV_WARM_WORKERS,
      timeoutMs: e.CV_TIMEOUT_MS,
      workerMemoryMb: e.CV_WORKER_MEMORY_MB,
      ocr: e.CV_OCR === '1',
      ocrTimeoutMs: e.CV_OCR_TIMEOUT_MS,
      quota: e.CV_QUOTA === '1',
      summaryRegenerationsPerHour: e.SUMMARY_REGENERATIONS_PER_HOUR,
    },
    contactPerIpPer10Min: e.CONTACT_MAX_PER_IP_PER_10_MIN,
    redisUrl: e.REDIS_URL || null,
    payments: {
      simulatedDelayMs: e.PAYMENT_SIMULATED_DELAY_MS,
      midtrans:
        gatewayOf(e) === 'midtrans' && e.MIDTRANS_SERVER_KEY && e.MIDTRANS_CLIENT_KEY
          ? {
              serverKey: e.MIDTRANS_SERVER_KEY,
              clientKey: e.MIDTRANS_CLIENT_KEY,
              production: e.MIDTRANS_PRODUCTION === '1',
              apiUrl:
                e.MIDTRANS_API_URL ??
                (e.MIDTRANS_PRODUCTION === '1' ? SNAP_PRODUCTION_URL : SNAP_SANDBOX_URL),
              coreApiUrl:
                e.MIDTRANS_CORE_API_URL ??
                (e.MIDTRANS_PRODUCTION === '1' ? CORE_API_PRODUCTION_URL : CORE_API_SANDBOX_URL),
            }
          : null,
    },
  };
}
