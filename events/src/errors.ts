/**
 * The one error type of Karier. Carries an HTTP-like status and an Indonesian message that
 * is safe to show to a user; the HTTP edge turns it into `{ success:false, error, message }`.
 */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  /** 401: the session was ended because an admin changed the account's role. */
  | 'SESSION_ROLE_CHANGED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'CONFLICT'
  | 'CONCURRENCY_CONFLICT'
  /** 409 (issue 27): the engine doubts its reading of the CV; its owner checks it first. */
  | 'CV_REVIEW_REQUIRED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'QUOTA_EXCEEDED'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  SESSION_ROLE_CHANGED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GONE: 410,
  CONFLICT: 409,
  CONCURRENCY_CONFLICT: 409,
  CV_REVIEW_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  QUOTA_EXCEEDED: 402,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError('VALIDATION_ERROR', message, details);
export const unauthorized = (message = 'Sesi Anda tidak valid. Silakan masuk kembali.') =>
  new AppError('UNAUTHORIZED', message);
/** The session a request came with was ended by a change of the account's role (promote/demote). */
export const sessionEndedByRoleChange = () =>
  new AppError('SESSION_ROLE_CHANGED', 'Peran akun Anda diubah oleh admin. Silakan masuk kembali.');
export const forbidden = (message = 'Anda tidak memiliki akses ke sumber ini.') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Data tidak ditemukan.') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** Raised by the event store when the stream moved on since it was read. */
export class ConcurrencyError extends AppError {
  constructor(
    readonly streamId: string,
    readonly expected: number | string,
    readonly actual: number,
  ) {
    super(
      'CONCURRENCY_CONFLICT',
      'Data telah diubah di tempat lain. Muat ulang halaman lalu coba lagi.',
      { streamId, expected, actual },
    );
  }
}

/** Raised when a reservation (e.g. an email address) is already held by another stream. */
export class ReservationTakenError extends AppError {
  constructor(readonly scope: string) {
    super('CONFLICT', scope === 'email' ? 'Email sudah terdaftar' : 'Data sudah digunakan');
  }
}
