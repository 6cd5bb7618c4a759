import multer from '@koa/multer';
import type { ProcessCvFields, UncheckedBody } from '@karier/api-types';
import { AppError, badRequest } from '@karier/events';
import { MAX_STORED_FILE_BYTES } from '@karier/store';
import { TEMPLATES, type TemplateName } from '@karier/cv-engine';
import { assertCleanText } from '@karier/http';
import type { Context, Next } from 'koa';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { memoryLimiterStore, type LimiterStore } from '../kit/limiter-store.ts';
import { consumeOrRefuse } from '../kit/rate-limit.ts';

/** The upload limit is the file store's bound: every stored original fits. */
export const MAX_CV_BYTES = MAX_STORED_FILE_BYTES;
export const MAX_JOB_DESCRIPTION_CHARS = 20_000;

const upload = multer({
  storage: multer.memoryStorage(),
  // Filenames in UTF-8 ("CV Āyu.pdf"), as browsers send them.
  ...({ defParamCharset: 'utf8' } as object),
  limits: {
    fileSize: MAX_CV_BYTES,
    files: 1,
    fields: 4,
    parts: 6,
    fieldNameSize: 50,
    // A job description of 20,000 characters is at most 80 kB of UTF-8.
    fieldSize: MAX_JOB_DESCRIPTION_CHARS * 4,
    headerPairs: 50,
  },
});

const single = upload.single('file');

const multerMessages: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'Ukuran berkas melebihi batas 10 MB.'],
  LIMIT_FIELD_VALUE: [413, 'Deskripsi pekerjaan terlalu panjang (maksimal 20.000 karakter).'],
  LIMIT_FILE_COUNT: [400, 'Unggah satu berkas CV saja.'],
  LIMIT_UNEXPECTED_FILE: [400, 'Unggah berkas CV pada kolom "file".'],
  LIMIT_PART_COUNT: [400, 'Terlalu banyak bagian dalam formulir unggahan.'],
  LIMIT_FIELD_COUNT: [400, 'Terlalu banyak kolom dalam formulir unggahan.'],
  LIMIT_FIELD_KEY: [400, 'Nama kolom formulir terlalu panjang.'],
};

/**
 * The multipart body of a CV upload: one file in memory (10 MB at most) and a few text fields.
 * Every parser error is a 4xx with an Indonesian message; a non-multipart body is a 415.
 */
export async function parseCvUpload(ctx: Context, next: Next) {
  if (!ctx.is('multipart/form-data')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Kirim CV sebagai multipart/form-data dengan berkas pada kolom "file".',
    );
  }
  try {
    await single(ctx, async () => {});
  } catch (err) {
    const code = (err as { code?: string }).code;
    const known = code ? multerMessages[code] : undefined;
    if (known) {
      const [status, message] = known;
      throw new AppError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR', message);
    }
    // busboy: malformed or truncated multipart bodies.
    throw badRequest('Formulir unggahan rusak atau tidak lengkap. Coba unggah lagi.');
  }
  // Text PostgreSQL cannot store (a NUL, a lone surrogate) in a field or the file's name.
  const file = (ctx as unknown as { file?: { originalname?: string } }).file;
  assertCleanText({ ...(ctx.request as { body?: object }).body, fileName: file?.originalname });
  await next();
}

/**
 * What a parsed upload (`parseCvUpload`) asks for: the template, the job description (its text
 * fields, ProcessCvFields of @karier/api-types) and the file, checked in that order; 400 without
 * a file.
 */
export function cvUploadOf(ctx: Context) {
  const body = (ctx.request as { body?: UncheckedBody<ProcessCvFields> }).body ?? {};
  const file = (ctx as unknown as { file?: { buffer: Buffer; originalname: string } }).file;
  const template = templateOf(body.template);
  const jobDescription = jobDescriptionOf(body.jobDescription);
  if (!file) {
    throw badRequest('Pilih berkas CV (PDF atau DOCX) untuk diunggah.', { field: 'file' });
  }
  return { file, template, jobDescription };
}

/** Uploads per user per minute, and at most a few analyses of one user at the same time. */
export class UploadLimiter {
  private readonly perMinute: RateLimiterAbstract;

  constructor(limit: { perMinute: number }, store: LimiterStore = memoryLimiterStore) {
    this.perMinute = store.create({
      keyPrefix: 'cv-upload',
      points: limit.perMinute,
      duration: 60,
    });
  }

  async consume(userId: string): Promise<void> {
    await consumeOrRefuse(
      this.perMinute,
      userId,
      (seconds) => `Terlalu banyak unggahan CV dalam satu menit. Coba lagi dalam ${seconds} detik.`,
    );
  }
}

/** "CV_Budi Santoso (final).pdf" → "CV_Budi Santoso (final)"; never empty. */
export function titleFromFileName(name: string | undefined): string {
  const base = (name ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replaceAll(/\p{Cc}/gu, '')
    .replaceAll(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return base || 'CV';
}

/** The template asked for ('modern' when none); 400 for an unknown one. */
export function templateOf(value: unknown): TemplateName {
  if (value === undefined || value === '') return 'modern';
  if (typeof value === 'string' && (TEMPLATES as readonly string[]).includes(value)) {
    return value as TemplateName;
  }
  throw badRequest('Templat tidak dikenal. Pilih modern, classic, atau creative.', {
    field: 'template',
  });
}

/** The job description asked for, trimmed ('' when none); 413 over 20,000 characters. */
export function jobDescriptionOf(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badRequest('Deskripsi pekerjaan harus berupa teks.');
  const text = value.trim();
  if (text.length > MAX_JOB_DESCRIPTION_CHARS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'Deskripsi pekerjaan terlalu panjang (maksimal 20.000 karakter).',
    );
  }
  return text;
}

/** `{ queueMs: 1.234 }` → `queue;dur=1.2`: the phases of an upload as a Server-Timing header. */
export function serverTiming(timings: Record<string, number | undefined>): string {
  return Object.entries(timings)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .map(([k, ms]) => `${k.replace(/Ms$/u, '')};dur=${ms.toFixed(1)}`)
    .join(', ');
}
