import type { Context } from 'koa';
import { pageInfo, paging } from './params.ts';

/**
 * The body of one page of an admin list (GET /api/admin/users, cvs, activities, messages,
 * payments): `page` and `pageSize` are read first, then the list's own `filter` (a request
 * with both wrong gets the paging error); `query` fetches the page and `items` maps its rows.
 * Answers `{ success, data, ...counts, page, pageSize, total, totalPages }`, the counts being
 * whatever else `query` returned (`unhandled`, `openRefunds`).
 */
export async function listPage<F, P extends { rows: unknown[]; total: number }, T>(
  ctx: Context,
  list: {
    filter: (ctx: Context) => F;
    query: (filter: F, range: { offset: number; limit: number }) => Promise<P>;
    items: (rows: P['rows']) => T[];
  },
) {
  const p = paging(ctx);
  const filter = list.filter(ctx);
  const { rows, total, ...counts } = await list.query(filter, {
    offset: p.offset,
    limit: p.pageSize,
  });
  return { success: true as const, data: list.items(rows), ...counts, ...pageInfo(p, total) };
}
