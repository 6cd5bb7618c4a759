import type Router from '@koa/router';
import type { AdminUser, AdminUsers, UserStatusCode, UserTimeline } from '@karier/api-types';
import { badRequest, notFound } from '@karier/events';
import type { Context } from 'koa';
import { csvAttachment, toCsv } from './csv.ts';
import { ACTIVE_WINDOW_MS, CSV_MAX_ROWS, iso, oneOf, param } from './params.ts';
import { listPage } from './list-page.ts';
import type { AdminQueries, AdminUserRow, UserFilter } from './queries.ts';
import { isUuid } from '@karier/http';

const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';

const USER_STATUS_LABELS: Record<UserStatusCode, string> = {
  active: 'Aktif',
  inactive: 'Tidak Aktif',
  banned: 'Diblokir',
  erased: 'Dihapus',
};

function userStatus(r: AdminUserRow, now: Date): UserStatusCode {
  if (r.status === 'banned' || r.status === 'erased') return r.status;
  const last = r.last_login_at === null ? null : new Date(r.last_login_at).getTime();
  return last !== null && now.getTime() - last <= ACTIVE_WINDOW_MS ? 'active' : 'inactive';
}

function adminUser(r: AdminUserRow, now: Date): AdminUser {
  const code = userStatus(r, now);
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    registeredDate: iso(r.registered_at)!,
    lastLogin: iso(r.last_login_at),
    cvCount: Number(r.cv_count),
    status: USER_STATUS_LABELS[code],
    statusCode: code,
  };
}

/** Fields an admin never needs to see in a timeline: credentials and their hashes. */
const SECRET_FIELDS = new Set([
  'passwordHash',
  'secret',
  'recoveryCodeHashes',
  'tokenHash',
  'codeHash',
]);
const HIDDEN = '[disembunyikan]';

function redact(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, SECRET_FIELDS.has(k) ? HIDDEN : v]),
  );
}

/** `role=all|admin|user`, `search`, `sort=newest|oldest`, read in that order. */
function userFilter(ctx: Context): UserFilter {
  const role = oneOf(ctx, 'role', ['all', 'admin', 'user'] as const, 'all');
  const search = param(ctx, 'search');
  const sort = oneOf(ctx, 'sort', ['newest', 'oldest'] as const, 'newest');
  return { role, search, sort };
}

/** The users list, its CSV export, and one user's event timeline. */
export function userRoutes(
  router: Router,
  q: AdminQueries,
  activityLabels: Readonly<Record<string, string>>,
) {
  router.get('/users', async (ctx) => {
    ctx.body = (await listPage(ctx, {
      filter: userFilter,
      query: q.users,
      items: (rows) => {
        const now = new Date();
        return rows.map((r) => adminUser(r, now));
      },
    })) satisfies AdminUsers;
  });

  router.get('/users.csv', async (ctx) => {
    const { rows } = await q.users(userFilter(ctx), { offset: 0, limit: CSV_MAX_ROWS });
    const now = new Date();
    csvAttachment(
      ctx,
      'pengguna',
      toCsv(
        ['id', 'nama', 'email', 'peran', 'tanggal_daftar', 'login_terakhir', 'jumlah_cv', 'status'],
        rows.map((r) => {
          const u = adminUser(r, now);
          return [
            u.id,
            u.name,
            u.email,
            u.role,
            u.registeredDate,
            u.lastLogin,
            u.cvCount,
            u.status,
          ];
        }),
      ),
    );
  });

  router.get('/users/:id/events', async (ctx) => {
    const id = ctx.params.id ?? '';
    if (!isUuid(id)) throw badRequest('ID pengguna tidak valid.');
    const user = await q.user(id);
    if (!user) throw notFound(USER_NOT_FOUND);
    const events = await q.userEvents(id);
    ctx.body = {
      success: true,
      user,
      data: events.map((e) => ({
        position: e.position,
        streamId: e.streamId,
        streamVersion: e.streamVersion,
        type: e.type,
        action: activityLabels[e.type] ?? e.type,
        occurredAt: iso(e.createdAt)!,
        data: redact(e.data),
        metadata: e.metadata,
      })),
      total: events.length,
    } satisfies UserTimeline;
  });
}
