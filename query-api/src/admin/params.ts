import { badRequest } from '@karier/events';
import type { Context } from 'koa';

export const MAX_PAGE_SIZE = 100;
/** Most rows one CSV export holds. */
export const CSV_MAX_ROWS = 50_000;
/** No sign-in for this long makes an account 'Tidak Aktif'. */
export const ACTIVE_WINDOW_MS = 30 * 86_400_000;
const DEFAULT_PAGE_SIZE = 20;
/** Asia/Jakarta is UTC+7 all year (no daylight saving). */
export const JAKARTA_OFFSET_MS = 7 * 3600_000;

/** One query-string value: absent → '', repeated (`?a=1&a=2`) → 400. */
export function param(ctx: Context, name: string, maxLength = 200): string {
  const v = ctx.query[name];
  if (v === undefined) return '';
  if (typeof v !== 'string' || v.length > maxLength) {
    throw badRequest(`Parameter ${name} tidak valid.`, { field: name });
  }
  return v.trim();
}

export function oneOf<T extends string>(
  ctx: Context,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const v = param(ctx, name);
  if (v === '') return fallback;
  if (!(allowed as readonly string[]).includes(v)) {
    throw badRequest(`Parameter ${name} harus salah satu dari: ${allowed.join(', ')}.`, {
      field: name,
    });
  }
  return v as T;
}

function positiveInt(ctx: Context, name: string, fallback: number, max: number): number {
  const v = param(ctx, name, 12);
  if (v === '') return fallback;
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > max) {
    throw badRequest(`Parameter ${name} harus bilangan bulat 1–${max}.`, { field: name });
  }
  return Number(v);
}

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** `page` (from 1) and `pageSize` (1–100, default 20). */
export function paging(ctx: Context): Paging {
  const page = positiveInt(ctx, 'page', 1, 1_000_000);
  const pageSize = positiveInt(ctx, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageInfo(p: Paging, total: number) {
  return {
    page: p.page,
    pageSize: p.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / p.pageSize)),
  };
}

/**
 * A `from`/`to` bound: a date (`2026-11-23`, a whole Asia/Jakarta day — `to` includes it) or a
 * full ISO timestamp. Returns the instant (`to` exclusive for a date) or null when absent.
 */
export function dateBound(ctx: Context, name: 'from' | 'to'): Date | null {
  const v = param(ctx, name, 40);
  if (v === '') return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(v);
  const d = dateOnly
    ? new Date(Date.parse(`${v}T00:00:00.000Z`) - JAKARTA_OFFSET_MS)
    : /^\d{4}-\d{2}-\d{2}T/.test(v)
      ? new Date(v)
      : new Date(Number.NaN);
  if (Number.isNaN(d.getTime())) {
    throw badRequest(`Parameter ${name} harus tanggal ISO (YYYY-MM-DD).`, { field: name });
  }
  return dateOnly && name === 'to' ? new Date(d.getTime() + 86_400_000) : d;
}

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The first instant (UTC) of the Asia/Jakarta month `delta` months from the one holding `now`. */
export function jakartaMonthStart(now: Date, delta = 0): Date {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + delta, 1) - JAKARTA_OFFSET_MS,
  );
}

/** The Asia/Jakarta calendar date of an instant, `YYYY-MM-DD`. */
export const jakartaDate = (d: Date) =>
  new Date(d.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
