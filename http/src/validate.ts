import type { z } from 'zod';
import type { Context, Next } from 'koa';
import { badRequest } from '@karier/events';
import { validationError } from './errors.ts';

/**
 * Our own words for a check whose schema gave no message of its own: zod's default texts
 * (English, naming its types) never reach a client.
 */
export function defaultIssueMessage(issue: { code?: string }): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'Jenis data tidak sesuai.';
    case 'too_big':
      return 'Nilai terlalu panjang atau terlalu besar.';
    case 'too_small':
      return 'Nilai terlalu pendek atau terlalu kecil.';
    case 'invalid_format':
      return 'Format tidak valid.';
    case 'unrecognized_keys':
      return 'Ada kolom yang tidak dikenal.';
    case 'invalid_value':
    case 'invalid_union':
      return 'Nilai tidak dikenal.';
    default:
      return 'Data tidak valid.';
  }
}

/** Parses untrusted input; a failure is a 400 naming the field in Indonesian. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  // A schema's own message wins over this per-parse map; zod's defaults never show.
  const result = schema.safeParse(input, { error: defaultIssueMessage });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export const INVALID_TEXT = 'Teks berisi karakter yang tidak valid.';

/** A NUL or a UTF-16 surrogate without its pair: text PostgreSQL (text, jsonb) cannot store. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const BAD_TEXT_ALL = new RegExp(BAD_TEXT.source, 'g');

export const isCleanText = (s: string) => !BAD_TEXT.test(s);

interface Step {
  key: string;
  parent: Step | null;
}
const pathOf = (step: Step | null): string[] => {
  const path: string[] = [];
  for (let s = step; s; s = s.parent) path.push(s.key);
  return path.reverse();
};

/** The path of the first string (value or key) in `value` that is not clean text, or null. */
export function findBadText(value: unknown): string[] | null {
  // Iterative, with parent links: a 100 kB JSON body may nest 50,000 levels deep.
  const stack: [unknown, Step | null][] = [[value, null]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isCleanText(item)) return pathOf(at);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (!isCleanText(key)) return [...pathOf(at), key.replaceAll(BAD_TEXT_ALL, '')];
        stack.push([child, { key, parent: at }]);
      }
    }
  }
  return null;
}

/**
 * Refuses (400) untrusted input with a NUL or a lone surrogate in any string, naming the field:
 * every JSON body passes here (jsonBody), multipart fields and query strings too.
 */
export function assertCleanText(value: unknown): void {
  const path = findBadText(value);
  if (path) {
    const field = path.join('.');
    throw badRequest(INVALID_TEXT, field ? { field } : undefined);
  }
}

/** Refuses (400) a query string with a NUL or a lone surrogate in any name or value. */
export function cleanQuery() {
  return async (ctx: Context, next: Next) => {
    assertCleanText(ctx.query);
    await next();
  };
}
