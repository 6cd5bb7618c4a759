import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { PublicStats } from '@karier/api-types';
import { usePublicStats } from '../api/get-public-stats.ts';
import { figuresToShow, type StatKey } from '../utils/figure-floor.ts';
import { formatCount } from '../utils/format-count.ts';

export type { StatKey };

/**
 * Live figures from GET /api/public/stats, never invented: grey bars of the same size while they
 * load, only the figures past their floor (figure-floor.ts), and one plain sentence in the page's
 * language instead when none is (or before the first analysis, or when they cannot be loaded).
 */
export function StatFigures({
  figures,
  className = '',
}: {
  figures: readonly StatKey[];
  className?: string;
}) {
  const { t } = useTranslation();
  const stats = usePublicStats();
  const lang = currentLanguage();
  const data: PublicStats | undefined = stats.data;
  const shown = data ? figuresToShow(data, figures) : figures;
  const note = stats.isError
    ? t('stats.failed')
    : data && data.cvsAnalysed === 0
      ? t('stats.none')
      : shown.length === 0
        ? t('stats.early')
        : null;

  return (
    <div className={className} aria-busy={stats.isPending || undefined}>
      {note ? (
        <p
          data-testid="stats-note"
          className="flex min-h-16 items-center justify-center text-center text-sm text-slate-600 dark:text-slate-400"
        >
          {note}
        </p>
      ) : (
        <dl
          className={`grid gap-4 text-center ${shown.length > 2 ? 'sm:grid-cols-3' : shown.length === 2 ? 'sm:grid-cols-2' : ''}`}
        >
          {shown.map((key) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t(`stats.${key}`)}</dt>
              <dd className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
                {data ? (
                  <span data-testid={`stat-${key}`}>{formatCount(data[key], lang)}</span>
                ) : (
                  <span className="mx-auto my-1 block h-7 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-800">
                    <span className="sr-only">{t('common.loading')}</span>
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
