import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { PublicStats } from '@karier/api-types';
import { usePublicStats } from '../api/get-public-stats.ts';

export type StatKey =
  'cvsAnalysed' | 'cvsAnalysedThisWeek' | 'professionalsHelpedThisWeek' | 'users';

/**
 * Live figures from GET /api/public/stats, never invented: grey bars of the same size while they
 * load (nothing jumps), one plain sentence before the first analysis or when they cannot be
 * loaded.
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
  const number = new Intl.NumberFormat(currentLanguage() === 'en' ? 'en-GB' : 'id-ID');
  const data: PublicStats | undefined = stats.data;
  const note = stats.isError
    ? t('stats.failed')
    : data && data.cvsAnalysed === 0
      ? t('stats.none')
      : null;

  return (
    <div className={className} aria-busy={stats.isPending || undefined}>
      {note ? (
        <p className="flex min-h-16 items-center justify-center text-center text-sm text-slate-600 dark:text-slate-400">
          {note}
        </p>
      ) : (
        <dl
          className={`grid gap-4 text-center ${figures.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
        >
          {figures.map((key) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{t(`stats.${key}`)}</dt>
              <dd className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
                {data ? (
                  <span data-testid={`stat-${key}`}>{number.format(data[key])}</span>
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
