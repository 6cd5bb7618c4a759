import { Activity, ArrowRight, Bot, FileText, Users } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
import { useAdminActivities } from '../api/get-admin-activities.ts';
import { useAdminCvs } from '../api/get-admin-cvs.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { activityLabel } from '../utils/activity-types.ts';
import { formatPercent, formatWib, formatWibDate, shareOf } from '../utils/format.ts';
import { LoadError } from './load-error.tsx';
import { StatCard } from './stat-card.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';

// recharts is large: it loads with the charts, not with the admin panel.
const DailyCharts = lazy(async () => ({
  default: (await import('./daily-charts.tsx')).DailyCharts,
}));

const ranges = [7, 30, 90] as const;
const LATEST = 5;

/** Totals with their month-over-month change, daily charts and the latest of everything. */
export function DashboardTab() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [days, setDays] = useState<(typeof ranges)[number]>(30);
  const stats = useAdminStats(days);
  const data = stats.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('admin.tabs.dashboard')}
        </h2>
        <div
          role="radiogroup"
          aria-label={t('admin.charts.range')}
          className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {ranges.map((n) => (
            <label
              key={n}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
                days === n
                  ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
              }`}
            >
              <input
                type="radio"
                name="admin-days"
                value={n}
                checked={days === n}
                onChange={() => setDays(n)}
                className="sr-only"
              />
              {t('admin.charts.days', { count: n })}
            </label>
          ))}
        </div>
      </div>

      {stats.isError && !data ? (
        <LoadError
          message="Failed to fetch dashboard stats"
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : !data ? (
        <StatsSkeleton />
      ) : (
        <>
          <dl
            aria-label={t('admin.stats.label')}
            className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
          >
            <StatCard
              testId="admin-stat-users"
              label={t('admin.stats.totalUsers')}
              value={data.totalUsers}
              change={data.monthOverMonth.totalUsers}
              icon={Users}
              tone="bg-indigo-50 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300"
            />
            <StatCard
              testId="admin-stat-active"
              label={t('admin.stats.activeUsers')}
              value={data.activeUsers}
              share={t('admin.stats.ofTotal', {
                percent: formatPercent(shareOf(data.activeUsers, data.totalUsers), lang),
              })}
              change={data.monthOverMonth.activeUsers}
              icon={Activity}
              tone="bg-green-50 text-green-700 dark:bg-green-950/50 dark:text-green-300"
            />
            <StatCard
              testId="admin-stat-cvs"
              label={t('admin.stats.totalCvs')}
              value={data.totalCVs}
              change={data.monthOverMonth.totalCVs}
              icon={FileText}
              tone="bg-sky-50 text-sky-700 dark:bg-sky-950/50 dark:text-sky-300"
            />
            <StatCard
              testId="admin-stat-ai"
              label={t('admin.stats.aiCvs')}
              value={data.analysedCVs}
              share={t('admin.stats.ofTotal', {
                percent: formatPercent(shareOf(data.analysedCVs, data.totalCVs), lang),
              })}
              change={data.monthOverMonth.analysedCVs}
              icon={Bot}
              tone="bg-violet-50 text-violet-700 dark:bg-violet-950/50 dark:text-violet-300"
            />
          </dl>
          {stats.isError && (
            <LoadError
              message="Failed to fetch dashboard stats"
              onRetry={() => void stats.refetch()}
              retrying={stats.isFetching}
            />
          )}
          <Suspense fallback={<ChartsSkeleton />}>
            <DailyCharts daily={data.daily} revenue={data.monthOverMonth.revenue} />
          </Suspense>
        </>
      )}

      <div className="grid gap-6 xl:grid-cols-3">
        <LatestActivities />
        <LatestUsers />
        <LatestCvs />
      </div>
    </div>
  );
}

function StatsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div
            key={i}
            className="h-36 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800/60"
          />
        ))}
      </div>
      <ChartsSkeleton />
    </div>
  );
}

function ChartsSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-80 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800/60" />
      ))}
    </div>
  );
}

function LatestCard({
  title,
  tab,
  children,
}: {
  title: string;
  tab: 'users' | 'cvs' | 'activities';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `latest-${tab}`;
  return (
    <section aria-labelledby={headingId} className={`${cardClasses} flex min-w-0 flex-col`}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <div className="mt-3 flex-1">{children}</div>
      <Link
        to={paths.app.admin.getHref(tab)}
        className="mt-4 inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {t('admin.latest.all')}
        <span className="sr-only">: {title}</span>
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </Link>
    </section>
  );
}

function ListState({
  pending,
  error,
  empty,
  onRetry,
  emptyText,
  errorText,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  emptyText: string;
  errorText: string;
}) {
  const { t } = useTranslation();
  if (pending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className="h-10 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800/60"
          />
        ))}
      </div>
    );
  }
  if (error) return <LoadError message={errorText} onRetry={onRetry} />;
  if (empty) return <p className="text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>;
  return null;
}

const itemLink =
  'flex min-w-0 items-start justify-between gap-3 rounded-lg px-2 py-2 -mx-2 hover:bg-slate-50 dark:hover:bg-slate-800/60';

function LatestActivities() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const list = useAdminActivities({ pageSize: LATEST });
  const rows = list.data?.data ?? [];
  return (
    <LatestCard title={t('admin.latest.activities')} tab="activities">
      <ListState
        pending={list.isPending}
        error={list.isError}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
        emptyText={t('admin.activities.empty')}
        errorText="Failed to fetch activities"
      />
      {rows.length > 0 && (
        <ul
          data-testid="latest-activities"
          className="divide-y divide-slate-100 dark:divide-slate-800"
        >
          {rows.map((a) => (
            <li key={a.id} className="py-2 text-sm">
              <p className="font-medium text-slate-900 dark:text-white">
                {activityLabel(a.type, a.action, lang)}
              </p>
              <p className="truncate text-slate-600 dark:text-slate-400">
                {a.actorName ?? (a.actorId ? a.actorId.slice(0, 8) : t('admin.activities.system'))}
              </p>
              <time
                dateTime={a.occurredAt}
                className="block text-xs text-slate-500 dark:text-slate-400"
              >
                {formatWib(a.occurredAt, lang)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </LatestCard>
  );
}

function LatestUsers() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const list = useAdminUsers({ pageSize: LATEST, sort: 'newest' });
  const rows = list.data?.data ?? [];
  return (
    <LatestCard title={t('admin.latest.users')} tab="users">
      <ListState
        pending={list.isPending}
        error={list.isError}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
        emptyText={t('admin.users.empty')}
        errorText="Failed to fetch users"
      />
      {rows.length > 0 && (
        <ul data-testid="latest-users" className="space-y-0.5">
          {rows.map((u) => (
            <li key={u.id}>
              <Link to={paths.app.admin.getHref('users', { user: u.id })} className={itemLink}>
                <span className="min-w-0 text-sm">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">
                    {u.name}
                  </span>
                  <span className="block truncate text-slate-500 dark:text-slate-400">
                    {u.email}
                  </span>
                </span>
                <time
                  dateTime={u.registeredDate}
                  className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
                >
                  {formatWibDate(u.registeredDate, lang)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LatestCard>
  );
}

function LatestCvs() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const list = useAdminCvs({ pageSize: LATEST });
  const rows = list.data?.data ?? [];
  return (
    <LatestCard title={t('admin.latest.cvs')} tab="cvs">
      <ListState
        pending={list.isPending}
        error={list.isError}
        empty={rows.length === 0}
        onRetry={() => void list.refetch()}
        emptyText={t('admin.cvs.empty')}
        errorText={t('admin.cvs.loadFailed')}
      />
      {rows.length > 0 && (
        <ul data-testid="latest-cvs" className="space-y-0.5">
          {rows.map((c) => (
            <li key={c.id}>
              <Link to={paths.app.admin.getHref('cvs', { cv: c.id })} className={itemLink}>
                <span className="min-w-0 text-sm">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">
                    {c.title}
                  </span>
                  {/* Owner and date in full (a long name wraps instead of hiding the date). */}
                  <span
                    data-testid="latest-cv-owner"
                    className="block break-words text-slate-600 dark:text-slate-400"
                  >
                    {c.userName}
                  </span>
                  <time
                    dateTime={c.createdAt}
                    className="block text-xs text-slate-500 dark:text-slate-400"
                  >
                    {formatWibDate(c.createdAt, lang)}
                  </time>
                </span>
                <ScoreBadge score={c.score} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LatestCard>
  );
}
