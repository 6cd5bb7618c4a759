import Router from '@koa/router';
import {
  badRequest,
  notFound,
  preferencesStreamId,
  profileStreamId,
  userStreamId,
  verifyAuditTrail,
  type RecordedEvent,
} from '@karier/events';
import type { ActivityRow, ContactMessageRow, CvRow, PaymentRow, UserRow } from '@karier/projector';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { QueryDeps } from '../app.ts';
import { authenticate } from '../auth/authenticate.ts';
import { toCsv } from './csv.ts';
import {
  dateBound,
  iso,
  jakartaDate,
  jakartaMonthStart,
  oneOf,
  pageInfo,
  paging,
  param,
  UUID,
} from './params.ts';

const DAY_MS = 86_400_000;
/** No sign-in for this long makes an account 'Tidak Aktif'. */
const ACTIVE_WINDOW_MS = 30 * DAY_MS;
/** Most rows one CSV export holds. */
const CSV_MAX_ROWS = 50_000;
const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';

/** An order with its owner's name and email (sealed until opened). */
type AdminPaymentRow = PaymentRow & { user_name: string | null; user_email: string | null };

type UserStatusCode = 'active' | 'inactive' | 'banned' | 'erased';
const USER_STATUS_LABELS: Record<UserStatusCode, string> = {
  active: 'Aktif',
  inactive: 'Tidak Aktif',
  banned: 'Diblokir',
  erased: 'Dihapus',
};

type AdminUserRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'status' | 'registered_at' | 'last_login_at'
> & { cv_count: number };

function userStatus(r: AdminUserRow, now: Date): UserStatusCode {
  if (r.status === 'banned' || r.status === 'erased') return r.status;
  const last = r.last_login_at === null ? null : new Date(r.last_login_at).getTime();
  return last !== null && now.getTime() - last <= ACTIVE_WINDOW_MS ? 'active' : 'inactive';
}

function adminUser(r: AdminUserRow, now: Date) {
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

type ActivityListRow = Pick<
  ActivityRow,
  | 'position'
  | 'event_type'
  | 'action'
  | 'actor_id'
  | 'actor_role'
  | 'target_type'
  | 'target_id'
  | 'ip'
  | 'user_agent'
  | 'occurred_at'
> & {
  actor_name: string | null;
  /** The target user's name or the CV's title (sealed until opened). */
  target_name: string | null;
};

/** Stream categories whose id is a user id. */
const USER_TARGETS = ['user', 'profile', 'preferences'];

function activity(r: ActivityListRow) {
  return {
    id: Number(r.position),
    type: r.event_type,
    action: r.action,
    actorId: r.actor_id,
    actorName: r.actor_name,
    actorRole: r.actor_role,
    targetType: r.target_type,
    targetId: r.target_id,
    // What the admin recognises: the person, the CV's title, or the order number (the id itself).
    targetName: r.target_name ?? (r.target_type === 'payment' ? r.target_id : null),
    ip: r.ip,
    userAgent: r.user_agent,
    occurredAt: iso(r.occurred_at)!,
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

const change = (thisMonth: number, lastMonth: number) => ({
  thisMonth,
  lastMonth,
  /** Percent change; null when last month had nothing to compare with. */
  changePercent:
    lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10,
});

function csvAttachment(ctx: Context, name: string, body: string) {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${name}-${jakartaDate(new Date())}.csv"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/** Case- and accent-insensitive text for matching a search against opened names and titles. */
const fold = (v: unknown) =>
  String(v ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('id');

/**
 * The admin API (issue 7): every route needs a signed-in admin (401 without, 403 for users).
 * Names, emails and CV titles are sealed in the read models, so a search opens them here and
 * matches in memory (case- and accent-insensitive, the typed text taken literally); without a
 * search, paging stays in SQL and only the page is opened.
 */
export function adminRoutes({
  store,
  tokens,
  projections,
  projectionStatus,
  activityLabels,
}: Pick<
  QueryDeps,
  'store' | 'tokens' | 'projections' | 'projectionStatus' | 'activityLabels'
>): Router {
  const router = new Router({ prefix: '/admin' });
  const { db, vault } = store;
  const knex = db.knex;
  router.use(authenticate(store, tokens, ['admin']));

  const open = <T extends object>(rows: readonly T[], fields: readonly (keyof T & string)[]) =>
    vault.openRows(knex, rows, fields);

  /**
   * The ids (in the query's order) of the rows whose opened `fields` contain `search`: one
   * narrow read of every candidate, opened and matched in memory.
   */
  async function matchingIds(
    q: Knex.QueryBuilder,
    id: string,
    fields: Record<string, string>,
    search: string,
  ): Promise<string[]> {
    const rows = (await q
      .clone()
      .clearSelect()
      .select(
        knex.raw('?? as id', [id]),
        ...Object.entries(fields).map(([as, col]) => knex.raw('?? as ??', [col, as])),
      )) as Record<string, unknown>[];
    const opened = await open(rows, Object.keys(fields));
    const needle = fold(search);
    return opened
      .filter((r) => Object.keys(fields).some((f) => fold(r[f]).includes(needle)))
      .map((r) => String(r.id));
  }

  function usersQuery(ctx: Context): Knex.QueryBuilder {
    const role = oneOf(ctx, 'role', ['all', 'admin', 'user'] as const, 'all');
    const q = knex('users as u');
    if (role !== 'all') q.where('u.role', role);
    return q;
  }

  function usersRows(ctx: Context, q: Knex.QueryBuilder) {
    const sort = oneOf(ctx, 'sort', ['newest', 'oldest'] as const, 'newest');
    const dir = sort === 'newest' ? 'desc' : 'asc';
    return q
      .clone()
      .select(
        'u.id',
        'u.name',
        'u.email',
        'u.role',
        'u.status',
        'u.registered_at',
        'u.last_login_at',
        knex.raw('(select count(*)::int from cvs c where c.user_id = u.id) as cv_count'),
      )
      .orderBy([
        { column: 'u.registered_at', order: dir },
        { column: 'u.id', order: dir },
      ]);
  }

  /** The filtered users, a page of them (or up to `limit`) opened, and how many there are. */
  async function users(ctx: Context, range: { offset: number; limit: number }) {
    const q = usersQuery(ctx);
    const search = param(ctx, 'search');
    if (search) {
      const ids = await matchingIds(
        usersRows(ctx, q),
        'u.id',
        { name: 'u.name', email: 'u.email' },
        search,
      );
      const pageIds = ids.slice(range.offset, range.offset + range.limit);
      const rows = (await usersRows(ctx, q).whereIn('u.id', pageIds)) as AdminUserRow[];
      return { rows: await open(rows, ['name', 'email']), total: ids.length };
    }
    const [rows, total] = await Promise.all([
      usersRows(ctx, q).limit(range.limit).offset(range.offset) as Promise<AdminUserRow[]>,
      count(q),
    ]);
    return { rows: await open(rows, ['name', 'email']), total };
  }

  async function count(q: Knex.QueryBuilder): Promise<number> {
    const [row] = (await q.clone().clearSelect().clearOrder().count('* as n')) as { n: string }[];
    return Number(row?.n ?? 0);
  }

  router.get('/users', async (ctx) => {
    const p = paging(ctx);
    const { rows, total } = await users(ctx, { offset: p.offset, limit: p.pageSize });
    const now = new Date();
    ctx.body = { success: true, data: rows.map((r) => adminUser(r, now)), ...pageInfo(p, total) };
  });

  router.get('/users.csv', async (ctx) => {
    const { rows } = await users(ctx, { offset: 0, limit: CSV_MAX_ROWS });
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
    if (!UUID.test(id)) throw badRequest('ID pengguna tidak valid.');
    const found = (await knex('users').where({ id }).first('id', 'name', 'email', 'role')) as
      { id: string; name: string; email: string; role: string } | undefined;
    if (!found) throw notFound(USER_NOT_FOUND);
    const [user] = await open([found], ['name', 'email']);
    const own = [userStreamId(id), profileStreamId(id), preferencesStreamId(id)];
    // The user's own streams, every stream naming them (CVs, orders), and whatever they did
    // elsewhere (metadata actorId, e.g. an admin downloading someone's CV).
    const streams = (await knex('events')
      .distinct('stream_id')
      .whereIn('stream_id', own)
      .orWhereRaw(`data->>'userId' = ?`, [id])
      .orWhereRaw(`metadata->>'actorId' = ?`, [id])) as { stream_id: string }[];
    const events: RecordedEvent[] = [];
    for (const { stream_id } of streams) {
      for (const e of await store.readStream(stream_id)) {
        const data = e.data as Record<string, unknown>;
        if (own.includes(e.streamId) || data.userId === id || e.metadata.actorId === id) {
          events.push(e);
        }
      }
    }
    events.sort((a, b) => a.position - b.position);
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
    };
  });

  router.get('/cvs', async (ctx) => {
    const p = paging(ctx);
    const status = oneOf(ctx, 'status', ['all', 'completed', 'draft'] as const, 'all');
    const search = param(ctx, 'search');
    const q = knex('cvs as c')
      .join('users as u', 'u.id', 'c.user_id')
      .leftJoin('admin_cv_flags as f', 'f.cv_id', 'c.cv_id');
    if (status !== 'all') q.where('c.status', status);
    const rowsOf = (b: Knex.QueryBuilder) =>
      b
        .clone()
        .select(
          'c.cv_id',
          'c.title',
          'c.user_id',
          'u.name as user_name',
          'c.created_at',
          'c.status',
          'c.score',
          knex.raw('coalesce(f.ai_generated, false) as ai_generated'),
        )
        .orderBy([
          { column: 'c.created_at', order: 'desc' },
          { column: 'c.cv_id', order: 'desc' },
        ]);
    let page: Promise<unknown[]>;
    let total: number | Promise<number>;
    if (search) {
      const ids = await matchingIds(
        rowsOf(q),
        'c.cv_id',
        { title: 'c.title', user_name: 'u.name' },
        search,
      );
      page = rowsOf(q).whereIn('c.cv_id', ids.slice(p.offset, p.offset + p.pageSize));
      total = ids.length;
    } else {
      page = rowsOf(q).limit(p.pageSize).offset(p.offset);
      total = count(q);
    }
    const rows = await open(
      (await page) as (Pick<
        CvRow,
        'cv_id' | 'title' | 'user_id' | 'created_at' | 'status' | 'score'
      > & {
        user_name: string;
        ai_generated: boolean;
      })[],
      ['title', 'user_name'],
    );
    ctx.body = {
      success: true,
      data: rows.map((r) => ({
        id: r.cv_id,
        title: r.title,
        userId: r.user_id,
        userName: r.user_name,
        createdAt: iso(r.created_at)!,
        status: r.status,
        aiGenerated: r.ai_generated,
        score: r.score,
      })),
      ...pageInfo(p, await total),
    };
  });

  function activitiesQuery(ctx: Context): Knex.QueryBuilder {
    const userId = param(ctx, 'userId');
    const action = param(ctx, 'action', 60);
    const from = dateBound(ctx, 'from');
    const to = dateBound(ctx, 'to');
    if (userId && !UUID.test(userId)) throw badRequest('Parameter userId tidak valid.');
    if (action && !Object.hasOwn(activityLabels, action)) {
      throw badRequest('Parameter action harus jenis event yang dikenal.', { field: 'action' });
    }
    const q = knex('activity_log as a').leftJoin('users as u', 'u.id', 'a.actor_id');
    if (userId) q.where('a.actor_id', userId);
    if (action) q.where('a.event_type', action);
    if (from) q.where('a.occurred_at', '>=', from);
    if (to) q.where('a.occurred_at', '<', to);
    return q;
  }

  const activityRows = (q: Knex.QueryBuilder) =>
    q
      .clone()
      // The cast runs only for the categories whose id is a uuid (CASE is lazy per row).
      .leftJoin(
        'users as tu',
        'tu.id',
        knex.raw(
          `case when a.target_type in (${USER_TARGETS.map(() => '?').join(', ')}) then a.target_id::uuid end`,
          USER_TARGETS,
        ),
      )
      .leftJoin(
        'cvs as tc',
        'tc.cv_id',
        knex.raw(`case when a.target_type = 'cv' then a.target_id::uuid end`),
      )
      .select(
        'a.position',
        'a.event_type',
        'a.action',
        'a.actor_id',
        'u.name as actor_name',
        'a.actor_role',
        'a.target_type',
        'a.target_id',
        knex.raw('coalesce(tu.name, tc.title) as target_name'),
        'a.ip',
        'a.user_agent',
        'a.occurred_at',
      )
      .orderBy('a.position', 'desc');

  router.get('/activities', async (ctx) => {
    const p = paging(ctx);
    const q = activitiesQuery(ctx);
    const [rows, total] = await Promise.all([
      activityRows(q).limit(p.pageSize).offset(p.offset) as Promise<ActivityListRow[]>,
      count(q),
    ]);
    const opened = await open(rows, ['actor_name', 'target_name', 'ip', 'user_agent']);
    ctx.body = { success: true, data: opened.map(activity), ...pageInfo(p, total) };
  });

  router.get('/activities.csv', async (ctx) => {
    const rows = await open(
      (await activityRows(activitiesQuery(ctx)).limit(CSV_MAX_ROWS)) as ActivityListRow[],
      ['actor_name', 'ip', 'user_agent'],
    );
    csvAttachment(
      ctx,
      'aktivitas',
      toCsv(
        [
          'id',
          'waktu',
          'jenis',
          'aksi',
          'id_pelaku',
          'nama_pelaku',
          'peran_pelaku',
          'target',
          'id_target',
          'ip',
          'user_agent',
        ],
        rows
          .map(activity)
          .map((a) => [
            a.id,
            a.occurredAt,
            a.type,
            a.action,
            a.actorId,
            a.actorName,
            a.actorRole,
            a.targetType,
            a.targetId,
            a.ip,
            a.userAgent,
          ]),
      ),
    );
  });

  router.get('/stats', async (ctx) => {
    const days = Number(param(ctx, 'days', 3) || '30');
    if (!Number.isInteger(days) || days < 1 || days > 366) {
      throw badRequest('Parameter days harus bilangan bulat 1–366.', { field: 'days' });
    }
    const now = new Date();
    const thisMonth = jakartaMonthStart(now);
    const lastMonth = jakartaMonthStart(now, -1);
    const activeSince = new Date(now.getTime() - ACTIVE_WINDOW_MS);
    const { rows: totalsRows } = (await knex.raw(
      `select
         (select count(*)::int from users where status <> 'erased') as total_users,
         (select count(*)::int from users where status = 'active' and last_login_at >= :activeSince) as active_users,
         (select count(*)::int from cvs) as total_cvs,
         (select count(*)::int from cvs c join admin_cv_flags f on f.cv_id = c.cv_id
           where f.ai_generated) as ai_cvs,
         (select count(*)::int from cvs where score is not null) as analysed_cvs,
         (select count(*)::int from cvs
           where score is not null and created_at >= :thisMonth) as analysed_this,
         (select count(*)::int from cvs where score is not null
           and created_at >= :lastMonth and created_at < :thisMonth) as analysed_last,
         (select count(*)::int from users where registered_at >= :thisMonth) as users_this,
         (select count(*)::int from users
           where registered_at >= :lastMonth and registered_at < :thisMonth) as users_last,
         (select count(distinct user_id)::int from user_sessions
           where issued_at >= :thisMonth) as active_this,
         (select count(distinct user_id)::int from user_sessions
           where issued_at >= :lastMonth and issued_at < :thisMonth) as active_last,
         (select count(*)::int from cvs where created_at >= :thisMonth) as cvs_this,
         (select count(*)::int from cvs
           where created_at >= :lastMonth and created_at < :thisMonth) as cvs_last,
         (select count(*)::int from cvs c join admin_cv_flags f on f.cv_id = c.cv_id
           where f.ai_generated and c.created_at >= :thisMonth) as ai_this,
         (select count(*)::int from cvs c join admin_cv_flags f on f.cv_id = c.cv_id
           where f.ai_generated and c.created_at >= :lastMonth and c.created_at < :thisMonth) as ai_last,
         (select coalesce(sum(amount), 0)::bigint from payments
           where settled_at >= :thisMonth) -
         (select coalesce(sum(amount), 0)::bigint from payments
           where refunded_at >= :thisMonth) as revenue_this,
         (select coalesce(sum(amount), 0)::bigint from payments
           where settled_at >= :lastMonth and settled_at < :thisMonth) -
         (select coalesce(sum(amount), 0)::bigint from payments
           where refunded_at >= :lastMonth and refunded_at < :thisMonth) as revenue_last`,
      { activeSince, thisMonth, lastMonth },
    )) as { rows: Record<string, number | string>[] };
    const t = Object.fromEntries(
      Object.entries(totalsRows[0] ?? {}).map(([k, v]) => [k, Number(v)]),
    );
    const firstDay = jakartaDate(new Date(now.getTime() - (days - 1) * DAY_MS));
    const lastDay = jakartaDate(now);
    const since = new Date(Date.parse(`${firstDay}T00:00:00.000Z`) - 7 * 3600_000);
    const local = (col: string) => `((${col} at time zone 'UTC') + interval '7 hours')::date`;
    const { rows: series } = (await knex.raw(
      `with days as (
         select generate_series(:firstDay::date, :lastDay::date, interval '1 day')::date as day
       ),
       s as (select ${local('registered_at')} as day, count(*)::int as n
               from users where registered_at >= :since group by 1),
       c as (select ${local('created_at')} as day, count(*)::int as n
               from cvs where score is not null and created_at >= :since group by 1),
       r as (select day, sum(n)::bigint as n from (
               select ${local('settled_at')} as day, amount as n
                 from payments where settled_at >= :since
               union all
               select ${local('refunded_at')} as day, -amount as n
                 from payments where refunded_at >= :since) m group by 1)
       select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(s.n, 0) as signups,
              coalesce(c.n, 0) as cvs_analysed, coalesce(r.n, 0) as revenue
         from days left join s on s.day = days.day left join c on c.day = days.day
              left join r on r.day = days.day
        order by days.day`,
      { firstDay, lastDay, since },
    )) as {
      rows: { date: string; signups: number; cvs_analysed: number; revenue: number | string }[];
    };
    ctx.body = {
      success: true,
      data: {
        totalUsers: t.total_users ?? 0,
        activeUsers: t.active_users ?? 0,
        totalCVs: t.total_cvs ?? 0,
        aiGeneratedCVs: t.ai_cvs ?? 0,
        /** CVs the analyser (built-in or model) scored: what the "CV dianalisis AI" card shows. */
        analysedCVs: t.analysed_cvs ?? 0,
        monthOverMonth: {
          totalUsers: change(t.users_this ?? 0, t.users_last ?? 0),
          activeUsers: change(t.active_this ?? 0, t.active_last ?? 0),
          totalCVs: change(t.cvs_this ?? 0, t.cvs_last ?? 0),
          aiGeneratedCVs: change(t.ai_this ?? 0, t.ai_last ?? 0),
          analysedCVs: change(t.analysed_this ?? 0, t.analysed_last ?? 0),
          revenue: change(t.revenue_this ?? 0, t.revenue_last ?? 0),
        },
        daily: series.map((r) => ({
          date: r.date,
          signups: Number(r.signups),
          cvsAnalysed: Number(r.cvs_analysed),
          revenue: Number(r.revenue),
        })),
        currency: 'IDR',
        timeZone: 'Asia/Jakarta',
      },
    };
  });

  /** Messages of the contact form, newest first (issue 8); `status=all|new|handled`. */
  router.get('/messages', async (ctx) => {
    const p = paging(ctx);
    const status = oneOf(ctx, 'status', ['all', 'new', 'handled'] as const, 'all');
    const q = knex('contact_messages as m');
    if (status === 'new') q.whereNull('m.handled_at');
    if (status === 'handled') q.whereNotNull('m.handled_at');
    const [rows, total, unhandled] = await Promise.all([
      q
        .clone()
        .select('m.*')
        .orderBy([
          { column: 'm.received_at', order: 'desc' },
          { column: 'm.id', order: 'desc' },
        ])
        .limit(p.pageSize)
        .offset(p.offset) as Promise<ContactMessageRow[]>,
      count(q),
      count(knex('contact_messages').whereNull('handled_at')),
    ]);
    const opened = await open(rows, ['name', 'email', 'subject', 'message']);
    ctx.body = {
      success: true,
      data: opened.map((r) => ({
        id: r.id,
        userId: r.user_id,
        name: r.name,
        email: r.email,
        subject: r.subject,
        message: r.message,
        receivedAt: iso(r.received_at)!,
        handledAt: iso(r.handled_at),
        handledBy: r.handled_by,
      })),
      unhandled,
      ...pageInfo(p, total),
    };
  });

  /**
   * Orders for the admin "Pembayaran" tab (issue 17), newest refund request first, then newest
   * order; `refund=open` (requested, or refused at the gateway) | `any` (with any refund
   * activity) | `all`. The owner's name, email and refund reason are opened for the admin.
   */
  router.get('/payments', async (ctx) => {
    const p = paging(ctx);
    const refund = oneOf(ctx, 'refund', ['open', 'any', 'all'] as const, 'all');
    const q = knex('payments as p').leftJoin('users as u', 'u.id', 'p.user_id');
    if (refund === 'open') q.whereIn('p.refund_status', ['requested', 'failed']);
    if (refund === 'any') q.whereNotNull('p.refund_status');
    const [rows, total, openRefunds] = await Promise.all([
      q
        .clone()
        .select(
          'p.*',
          'u.name as user_name',
          'u.email as user_email',
          knex.raw(`coalesce(p.refund_requested_at, p.requested_at) as sort_at`),
        )
        .orderBy([
          { column: 'sort_at', order: 'desc' },
          { column: 'p.payment_id', order: 'desc' },
        ])
        .limit(p.pageSize)
        .offset(p.offset) as Promise<AdminPaymentRow[]>,
      count(q),
      count(knex('payments').whereIn('refund_status', ['requested', 'failed'])),
    ]);
    const opened = await open(rows, ['user_name', 'user_email', 'refund_reason']);
    ctx.body = {
      success: true,
      data: opened.map((r) => ({
        paymentId: r.payment_id,
        userId: r.user_id,
        userName: r.user_name,
        userEmail: r.user_email,
        product: r.product,
        amount: Number(r.amount),
        method: r.method,
        gateway: r.gateway,
        status: r.status,
        gatewayTransactionId: r.gateway_transaction_id,
        requestedAt: iso(r.requested_at)!,
        settledAt: iso(r.settled_at),
        refund: {
          status: r.refund_status,
          reason: r.refund_reason,
          requestedAt: iso(r.refund_requested_at),
          decidedAt: iso(r.refund_decided_at),
          note: r.refund_note,
          error: r.refund_error,
          gatewayRefundId: r.gateway_refund_id,
          refundedAt: iso(r.refunded_at),
        },
      })),
      openRefunds,
      ...pageInfo(p, total),
    };
  });

  /** The read models and how far each has got (the admin settings page). */
  router.get('/projections', async (ctx) => {
    const status = await projectionStatus();
    const byName = new Map(projections.map((x) => [x.name, x]));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      data: {
        head: status[0]?.head ?? (await store.head()),
        projections: status.map((s) => ({
          name: s.name,
          version: s.version,
          description: byName.get(s.name)?.description ?? '',
          tables: byName.get(s.name)?.tables ?? [],
          position: s.position,
          lag: s.lag,
          updatedAt: iso(s.updatedAt),
        })),
      },
    };
  });

  /** Walks the hash chain of the whole event log (tamper-evident audit trail). */
  router.get('/audit/verify', async (ctx) => {
    const result = await verifyAuditTrail(db);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: result };
  });

  return router;
}
