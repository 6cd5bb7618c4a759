import type { Knex } from 'knex';
import { ACTIVE_WINDOW_MS, jakartaDate, jakartaMonthStart } from './params.ts';

const DAY_MS = 86_400_000;

const change = (thisMonth: number, lastMonth: number) => ({
  thisMonth,
  lastMonth,
  /** Percent change; null when last month had nothing to compare with. */
  changePercent:
    lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10,
});

/** The admin dashboard's figures (issue 7): totals, month over month, and a daily series. */
export function createStatsQueries(knex: Knex) {
  /** The figures as of `now`, with a daily series over the last `days` days (Jakarta time). */
  async function stats(days: number, now: Date) {
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
    return {
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
    };
  }

  return { stats };
}

export type StatsQueries = ReturnType<typeof createStatsQueries>;
