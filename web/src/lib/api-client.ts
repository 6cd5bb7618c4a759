import { useAuthStore } from '../stores/auth-store.ts';
import type { ApiErrorBody } from '@karier/api-types';

export const API_BASE = '/api';
export const POSITION_HEADER = 'X-Karier-Position';
const POSITION_STORAGE_KEY = 'karier-position';

/** An error response from the API. `serverMessage` is the server's own (Indonesian) text, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly field: string | null;
  readonly serverMessage: string | null;

  constructor(status: number, body: Partial<ApiErrorBody> | null) {
    const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body?.error === 'string' ? body.error : null;
    this.field = typeof body?.field === 'string' ? body.field : null;
    this.serverMessage = serverMessage;
  }
}

/** The server's message for an error, or the given fallback (network failures, non-JSON answers). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

// ---- Read-your-writes ----
// Commands answer with the event position they appended. Queries send the highest one seen, so
// the query API waits until its read models have caught up instead of answering stale data.

let highestPosition = readStoredPosition();

function readStoredPosition(): number {
  try {
    const n = Number(sessionStorage.getItem(POSITION_STORAGE_KEY));
    return Number.isSafeInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

export function recordPosition(position: unknown) {
  const n = typeof position === 'string' ? Number(position) : position;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= highestPosition) return;
  highestPosition = n;
  try {
    sessionStorage.setItem(POSITION_STORAGE_KEY, String(n));
  } catch {
    // Kept in memory only.
  }
}

export function lastPosition(): number {
  return highestPosition;
}

// ---- Signed-out handling ----

/** Why the server ended the session, when it says so: the login page tells the user. */
export type SessionEndReason = 'role-changed';

/** The reason an error body gives for a 401 (SESSION_ROLE_CHANGED: a promote or demote). */
export function sessionEndReasonOf(body: unknown): SessionEndReason | null {
  const code = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return code === 'SESSION_ROLE_CHANGED' ? 'role-changed' : null;
}

type UnauthorizedHandler = (reason: SessionEndReason | null) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** Called when an authenticated request answers 401; the app clears the session and goes to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  onUnauthorized = handler;
}

/**
 * A 401 to a request sent with `token` (its error `body`): the session is over, unless another
 * one began since.
 */
export function sessionRejected(token: string, body?: unknown) {
  if (useAuthStore.getState().token === token) onUnauthorized?.(sessionEndReasonOf(body));
}

// ---- Requests ----

/** Times a read answered `X-Karier-Stale: 1` is asked again (each waits up to 3 s server-side). */
const STALE_RETRIES = 2;
const isStale = (response: Response) =>
  response.ok && response.headers.get('X-Karier-Stale') === '1';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored bearer token (default true). Login and register send none. */
  auth?: boolean;
  /** Override the token to send, e.g. the one being logged out. */
  token?: string | null;
  /** Leave a 401 to the caller instead of signing the user out. */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Accept-Language for a command that answers texts). */
  headers?: Record<string, string>;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, ignoreUnauthorized = false, signal } = options;
  const token = auth ? (options.token ?? useAuthStore.getState().token) : null;

  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (highestPosition > 0) headers[POSITION_HEADER] = String(highestPosition);

  const send = () =>
    fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  let response = await send();
  // A read the server answered before its read models reached our position (it waited its
  // bounded time, then said so): ask again, the server waits again; the last answer stands.
  for (let again = 0; again < STALE_RETRIES && method === 'GET' && isStale(response); again++) {
    response = await send();
  }
  const data = await readJson(response);
  recordPosition(response.headers.get(POSITION_HEADER));

  if (!response.ok) {
    // Only a rejected token means the session is over; a failed login is just a wrong password,
    // and so is a 401 naming a field (an admin action confirmed with a wrong password).
    const body = data as Partial<ApiErrorBody> | null;
    const rejectedField = typeof body?.field === 'string' && body.field !== '';
    if (response.status === 401 && token && !ignoreUnauthorized && !rejectedField) {
      sessionRejected(token, body);
    }
    throw new ApiError(response.status, body);
  }
  if (data && typeof data === 'object' && 'position' in data) {
    recordPosition((data as { position: unknown }).position);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  /** DELETE, with a JSON body when given (the admin routes confirm with a password). */
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
