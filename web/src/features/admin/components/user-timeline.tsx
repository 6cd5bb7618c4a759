import { ArrowLeft, ArrowRight, Globe, Monitor, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useUserTimeline } from '../api/get-user-timeline.ts';
import type { TimelineEvent } from '@karier/api-types';
import { activityLabel } from '../utils/activity-types.ts';
import { formatCount, formatWib, shortId } from '../utils/format.ts';
import { RoleBadge } from './badges.tsx';
import { LoadError } from './load-error.tsx';
import { TableSkeleton } from './skeletons.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';

/** Everything a user did and everything done to them, oldest first, each event's data inside. */
export function UserTimeline({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const timeline = useUserTimeline(userId);
  const back = (
    <Link
      to={paths.app.admin.getHref('users')}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin.timeline.back')}
    </Link>
  );

  if (timeline.isPending) {
    return (
      <div className="space-y-5">
        {back}
        <TableSkeleton />
      </div>
    );
  }
  if (timeline.isError) {
    return (
      <div className="space-y-5">
        {back}
        <LoadError
          message={errorMessage(timeline.error, t('admin.timeline.loadFailed'))}
          onRetry={() => void timeline.refetch()}
          retrying={timeline.isFetching}
        />
      </div>
    );
  }

  const { user, data: events } = timeline.data;
  return (
    <div className="space-y-5">
      {back}
      <div className={cardClasses}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-white">
              {t('admin.timeline.heading', { name: user.name })}
            </h2>
            <p className="mt-0.5 text-sm break-all text-slate-500 dark:text-slate-400">
              {user.email}
            </p>
          </div>
          <RoleBadge role={user.role} />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-slate-600 dark:text-slate-400">
            {t('admin.timeline.count', {
              count: timeline.data.total,
              n: formatCount(timeline.data.total, lang),
            })}
          </p>
          <Link
            to={paths.app.admin.getHref('activities', { user: user.id, name: user.name })}
            className="inline-flex items-center gap-1 rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('admin.timeline.activities')}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </div>
      </div>

      {events.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.timeline.empty')}</p>
      ) : (
        <ol
          aria-label={t('admin.timeline.list', { name: user.name })}
          className="relative ml-3 space-y-4 border-l-2 border-slate-200 dark:border-slate-800"
        >
          {events.map((event) => (
            <TimelineItem key={event.position} event={event} userId={user.id} lang={lang} />
          ))}
        </ol>
      )}
    </div>
  );
}

function TimelineItem({
  event,
  userId,
  lang,
}: {
  event: TimelineEvent;
  userId: string;
  lang: string;
}) {
  const { t } = useTranslation();
  const m = event.metadata ?? {};
  const actorId = typeof m.actorId === 'string' ? m.actorId : null;
  const actorRole = typeof m.actorRole === 'string' ? m.actorRole : null;
  const actor =
    actorId === null
      ? t('admin.timeline.system')
      : actorId === userId
        ? t('admin.timeline.self')
        : `${actorRole === 'admin' ? t('admin.users.roles.admin') : t('admin.timeline.other')} ${shortId(actorId)}`;
  return (
    <li data-testid="timeline-event" className="relative pl-6">
      <span
        aria-hidden="true"
        className="absolute top-4 -left-[7px] size-3 rounded-full border-2 border-white bg-indigo-600 dark:border-slate-950 dark:bg-indigo-400"
      />
      <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold text-slate-900 dark:text-white">
            {activityLabel(event.type, event.action, lang)}
          </h3>
          <time dateTime={event.occurredAt} className="text-xs text-slate-500 dark:text-slate-400">
            {formatWib(event.occurredAt, lang)}
          </time>
        </div>
        <p className="mt-1">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {event.type}
          </code>
          <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
            #{event.position} · {event.streamId}
          </span>
        </p>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
            <UserRound aria-hidden="true" className="size-3.5" />
            {t('admin.timeline.actor')}
          </dt>
          <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">
            {actorId && actorId !== userId ? (
              <Link
                to={paths.app.admin.getHref('users', { user: actorId })}
                className="text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {actor}
              </Link>
            ) : (
              actor
            )}
          </dd>
          {m.ip && (
            <>
              <dt className="flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
                <Globe aria-hidden="true" className="size-3.5" />
                {t('admin.timeline.ip')}
              </dt>
              <dd className="min-w-0 font-mono text-xs break-all text-slate-800 sm:text-sm dark:text-slate-200">
                {m.ip}
              </dd>
            </>
          )}
          {m.userAgent && (
            <>
              <dt className="flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
                <Monitor aria-hidden="true" className="size-3.5" />
                {t('admin.timeline.userAgent')}
              </dt>
              <dd className="min-w-0 text-xs break-words text-slate-700 sm:text-sm dark:text-slate-300">
                {m.userAgent}
              </dd>
            </>
          )}
        </dl>
        <details className="group mt-3">
          <summary className="cursor-pointer rounded text-sm font-medium text-indigo-700 select-none hover:underline dark:text-indigo-300">
            {t('admin.timeline.data')}
          </summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-950 p-3 font-mono text-xs leading-relaxed text-slate-100 dark:bg-black/60">
            {JSON.stringify(event.data, null, 2)}
          </pre>
        </details>
      </article>
    </li>
  );
}
