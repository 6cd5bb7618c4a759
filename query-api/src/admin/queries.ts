import {
  preferencesStreamId,
  profileStreamId,
  userStreamId,
  type RecordedEvent,
} from '@karier/events';
import { foldForSearch, type ReadStore } from '@karier/store';
import type { ActivityRow, ContactMessageRow, CvRow, PaymentRow, UserRow } from '@karier/projector';
import type { Knex } from 'knex';
import { orderUsageOf } from './refund-usage.ts';
import { searchUsers } from './user-search.ts';

/** A slice of a list: the rows of one page, or up to a CSV's maximum. */
export interface Range {
  offset: number;
  limit: number;
}

export interface UserFilter {
  role: 'all' | 'admin' | 'user';
  sort: 'newest' | 'oldest';
  /** '' for none. */
  search: string;
}

export interface CvFilter {
  status: 'all' | 'completed' | 'draft';
  /** '' for none. */
  search: string;
}

export interface ActivityFilter {
  /** '' for anyone. */
  userId: string;
  /** An event type, '' for every one. */
  action: string;
  from: Date | null;
  to: Date | null;
}

export type AdminUserRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'status' | 'registered_at' | 'last_login_at'
> & { cv_count: number };

export type AdminCvRow = Pick<
  CvRow,
  | 'cv_id'
  | 'title'
  | 'user_id'
  | 'created_at'
  | 'status'
  | 'score'
  | 'origin'
  | 'revision_basis'
  | 'answered_questions'
  | 'reverted_changes'
> & { user_name: string; ai_generated: boolean };

export type ActivityListRow = Pick<
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

/** An activity without its target's name (the CSV export has no column for it). */
export type ActivityCsvRow = Omit<ActivityListRow, 'target_name'>;

/** An order with its owner's name and email (sealed until opened). */
export type AdminPaymentRow = PaymentRow & { user_name: string | null; user_email: string | null };

/** Stream categories whose id is a user id. */
const USER_TARGETS = ['user', 'profile', 'preferences'];

/** Case- and accent-insensitive text for matching a search against opened names and titles. */
const fold = foldForSearch;

/**
 * The admin's reads over the read models (issue 7). Names, emails and CV titles are sealed: a
 * user search of three characters or more looks its keyed trigrams up in the blind index and
 * opens only the candidates (issue 29, user-search.ts); shorter ones, and the CV search, open
 * every row and match in memory (case- and accent-insensitive, the typed text taken literally).
 * Without a search, paging stays in SQL and only the page is opened.
 */
export function createAdminQueries(store: ReadStore) {
  const { db, vault } = store;
  const knex = db.knex;

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

  async function count(q: Knex.QueryBuilder): Promise<number> {
    const [row] = (await q.clone().clearSelect().clearOrder().count('* as n')) as { n: string }[];
    return Number(row?.n ?? 0);
  }

  function usersRows(f: UserFilter, q: Knex.QueryBuilder) {
    const dir = f.sort === 'newest' ? 'desc' : 'asc';
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

  /** The filtered users, a page (or up to `range.limit`) opened, how many (`totalCapped`: ≥). */
  async function users(f: UserFilter, range: Range) {
    const q = knex('users as u');
    if (f.role !== 'all') q.where('u.role', f.role);
    if (f.search) {
      let found = await searchUsers(knex, vault, usersRows(f, q), f.search, range);
      if (!found) {
        const fields = { name: 'u.name', email: 'u.email' };
        const all = await matchingIds(usersRows(f, q), 'u.id', fields, f.search);
        const page = all.slice(range.offset, range.offset + range.limit);
        found = { ids: page, total: all.length, totalCapped: false };
      }
      const { ids, ...counts } = found;
      const rows = (await usersRows(f, q).whereIn('u.id', ids)) as AdminUserRow[];
      return { rows: await open(rows, ['name', 'email']), ...counts };
    }
    const [rows, total] = await Promise.all([
      usersRows(f, q).limit(range.limit).offset(range.offset) as Promise<AdminUserRow[]>,
      count(q),
    ]);
    return { rows: await open(rows, ['name', 'email']), total, totalCapped: false };
  }

  /** One user (name and email opened), or undefined. */
  async function user(id: string) {
    const found = (await knex('users').where({ id }).first('id', 'name', 'email', 'role')) as
      Pick<UserRow, 'id' | 'name' | 'email' | 'role'> | undefined;
    if (!found) return undefined;
    const [opened] = await open([found], ['name', 'email']);
    return opened;
  }

  /**
   * Every event of a user's timeline, oldest first: the user's own streams, every stream naming
   * them (CVs, orders), and whatever they did elsewhere (metadata actorId, e.g. an admin
   * downloading someone's CV).
   */
  async function userEvents(id: string): Promise<RecordedEvent[]> {
    const own = [userStreamId(id), profileStreamId(id), preferencesStreamId(id)];
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
    return events;
  }

  /** The filtered CVs with their owner's name, one page opened, and how many there are. */
  async function cvs(f: CvFilter, range: Range) {
    const q = knex('cvs as c')
      .join('users as u', 'u.id', 'c.user_id')
      .leftJoin('admin_cv_flags as f', 'f.cv_id', 'c.cv_id');
    if (f.status !== 'all') q.where('c.status', f.status);
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
          'c.origin',
          'c.revision_basis',
          'c.answered_questions',
          'c.reverted_changes',
          knex.raw('coalesce(f.ai_generated, false) as ai_generated'),
        )
        .orderBy([
          { column: 'c.created_at', order: 'desc' },
          { column: 'c.cv_id', order: 'desc' },
        ]);
    let page: Promise<unknown[]>;
    let total: number | Promise<number>;
    if (f.search) {
      const ids = await matchingIds(
        rowsOf(q),
        'c.cv_id',
        { title: 'c.title', user_name: 'u.name' },
        f.search,
      );
      page = rowsOf(q).whereIn('c.cv_id', ids.slice(range.offset, range.offset + range.limit));
      total = ids.length;
    } else {
      page = rowsOf(q).limit(range.limit).offset(range.offset);
      total = count(q);
    }
    const rows = await open((await page) as AdminCvRow[], ['title', 'user_name']);
    return { rows, total: await total };
  }

  function activitiesQuery(f: ActivityFilter): Knex.QueryBuilder {
    const q = knex('activity_log as a').leftJoin('users as u', 'u.id', 'a.actor_id');
    if (f.userId) q.where('a.actor_id', f.userId);
    if (f.action) q.where('a.event_type', f.action);
    if (f.from) q.where('a.occurred_at', '>=', f.from);
    if (f.to) q.where('a.occurred_at', '<', f.to);
    return q;
  }

  const ACTIVITY_COLUMNS = [
    'a.position',
    'a.event_type',
    'a.action',
    'a.actor_id',
    'u.name as actor_name',
    'a.actor_role',
    'a.target_type',
    'a.target_id',
    'a.ip',
    'a.user_agent',
    'a.occurred_at',
  ];

  /** The activities with their target's name: the person, or the CV's title. */
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
      .select(...ACTIVITY_COLUMNS, knex.raw('coalesce(tu.name, tc.title) as target_name'))
      .orderBy('a.position', 'desc');

  /** The filtered activity log, newest first: one page opened, and how many there are. */
  async function activities(f: ActivityFilter, range: Range) {
    const q = activitiesQuery(f);
    const [rows, total] = await Promise.all([
      activityRows(q).limit(range.limit).offset(range.offset) as Promise<ActivityListRow[]>,
      count(q),
    ]);
    const opened = await open(rows, ['actor_name', 'target_name', 'ip', 'user_agent']);
    return { rows: opened, total };
  }

  /**
   * Up to `limit` activities for the CSV export, newest first, opened. Without the target-name
   * joins of the list: the CSV has no column for the target's name.
   */
  async function activitiesForCsv(f: ActivityFilter, limit: number) {
    const rows = (await activitiesQuery(f)
      .select(...ACTIVITY_COLUMNS)
      .orderBy('a.position', 'desc')
      .limit(limit)) as ActivityCsvRow[];
    return open(rows, ['actor_name', 'ip', 'user_agent']);
  }

  /** Messages of the contact form, newest first (issue 8), opened; and how many are unhandled. */
  async function messages(status: 'all' | 'new' | 'handled', range: Range) {
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
        .limit(range.limit)
        .offset(range.offset) as Promise<ContactMessageRow[]>,
      count(q),
      count(knex('contact_messages').whereNull('handled_at')),
    ]);
    const opened = await open(rows, ['name', 'email', 'subject', 'message']);
    return { rows: opened, total, unhandled };
  }

  /**
   * Orders, newest refund request first, then newest order (issue 17); `refund=open`
   * (requested, or refused at the gateway) | `any` (with any refund activity) | `all`. The
   * owner's name, email and refund reason are opened.
   */
  async function payments(refund: 'open' | 'any' | 'all', range: Range) {
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
        .limit(range.limit)
        .offset(range.offset) as Promise<AdminPaymentRow[]>,
      count(q),
      count(knex('payments').whereIn('refund_status', ['requested', 'failed'])),
    ]);
    const [opened, usage] = await Promise.all([
      open(rows, ['user_name', 'user_email', 'refund_reason']),
      orderUsageOf(
        knex,
        rows.map((r) => r.payment_id),
      ),
    ]);
    return {
      rows: opened.map((r) => ({ ...r, usage: usage.get(r.payment_id)! })),
      total,
      openRefunds,
    };
  }

  return {
    users,
    user,
    userEvents,
    cvs,
    activities,
    activitiesForCsv,
    messages,
    payments,
  };
}

export type AdminQueries = ReturnType<typeof createAdminQueries>;
