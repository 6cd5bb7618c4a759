import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cardClasses } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useParkedEvents } from '../api/get-parked-events.ts';
import { formatCount, formatWib } from '../utils/format.ts';
import { LoadError } from './load-error.tsx';
import { TableSkeleton } from './skeletons.tsx';

/**
 * The events read models parked (issue 25): each could not be applied after its retries, and
 * its read model went on without it. Re-applied from the CLI after a fix (`retry-parked`).
 */
export function ParkedEvents() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const parked = useParkedEvents();
  const data = parked.data;
  return (
    <section aria-labelledby="parked-heading" className={cardClasses}>
      <h4
        id="parked-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <TriangleAlert aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
        {t('admin.parked.heading')}
      </h4>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('admin.parked.lead')}</p>
      <div className="mt-4">
        {parked.isError && !data ? (
          <LoadError
            message={errorMessage(parked.error, t('admin.parked.loadFailed'))}
            onRetry={() => void parked.refetch()}
            retrying={parked.isFetching}
          />
        ) : !data ? (
          <TableSkeleton rows={2} />
        ) : data.total === 0 ? (
          <p className="flex items-center gap-2 text-sm text-green-700 dark:text-green-400">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('admin.parked.none')}
          </p>
        ) : (
          <>
            <p
              data-testid="parked-total"
              className="text-sm font-semibold text-amber-700 dark:text-amber-300"
            >
              {t('admin.parked.total', { count: data.total, n: formatCount(data.total, lang) })}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('admin.parked.howToRetry')}{' '}
              <code className="text-xs break-all">npm run projector -- retry-parked</code>
            </p>
            <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
              {data.events.map((e) => (
                <li
                  key={`${e.projection}:${e.position}`}
                  data-testid="parked-row"
                  className="py-3 text-sm"
                >
                  <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
                    <code className="text-slate-900 dark:text-white">{e.projection}</code>
                    <span className="text-slate-600 dark:text-slate-400">
                      {t('admin.parked.event', {
                        position: formatCount(e.position, lang),
                        type: e.type,
                      })}
                    </span>
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                    {t('admin.parked.stream')}: <code className="break-all">{e.streamId}</code> ·{' '}
                    {t('admin.parked.attempts', { count: e.attempts, n: e.attempts })} ·{' '}
                    {t('admin.parked.parkedAt', { time: formatWib(e.parkedAt, lang) })}
                  </p>
                  <p className="mt-1 font-mono text-xs break-all text-red-700 dark:text-red-300">
                    {e.error}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
