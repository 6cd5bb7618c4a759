import type { AppError } from '@karier/events';
import type { Context } from 'koa';
import { POSITION_HEADER } from './consistency.ts';

/**
 * How a command answers: `status`, the position it appended in the position header (the
 * client's read-your-writes token; none when nothing was appended), and
 * `{ success: true, ...body, position }`. `B` is the whole answer type of @karier/api-types, so
 * a route cannot answer a shape the client does not expect.
 */
export function answerCommand<B extends { success: true; position: number | null }>(
  ctx: Context,
  status: number,
  body: Omit<B, 'success' | 'position'>,
  position: number | null,
): void {
  ctx.status = status;
  if (position !== null) ctx.set(POSITION_HEADER, String(position));
  ctx.body = { success: true, ...body, position };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its canonical text form (any case). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/**
 * The route parameter `name`, which must be a UUID: otherwise `refusal` (a 400 such as
 * "ID CV tidak valid.", or a 404 where an id's existence is not to be disclosed) is thrown.
 */
export function uuidParam(
  ctx: { params: Record<string, string | undefined> },
  name: string,
  refusal: AppError,
): string {
  const value = ctx.params[name] ?? '';
  if (!isUuid(value)) throw refusal;
  return value;
}
