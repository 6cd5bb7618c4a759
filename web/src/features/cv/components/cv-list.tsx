import { ChevronRight, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCvs } from '../../../lib/cv-list.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** The user's CVs, newest first; each opens its stored result. */
export function CvList() {
  const { t } = useTranslation();
  const cvs = useCvs();
  const lang = currentLanguage();

  return (
    <Card as="section" aria-labelledby="cv-list-heading">
      <h2 id="cv-list-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('cv.list.heading')}
      </h2>
      {cvs.isPending ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Spinner className="size-4" />
          {t('cv.list.loading')}
        </p>
      ) : cvs.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-slate-700 dark:text-slate-300">{t('cv.list.loadFailed')}</span>
          <button
            type="button"
            onClick={() => void cvs.refetch()}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('cv.list.retry')}
          </button>
        </div>
      ) : cvs.data.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">{t('cv.list.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {cvs.data.map((cv) => (
            <li key={cv.id}>
              <Link
                to={paths.app.createCv.getHref(cv.id)}
                className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <FileText
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-400 dark:text-slate-500"
                />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium break-words text-slate-900 dark:text-white">
                    {cv.title}
                  </span>
                  <time
                    dateTime={cv.createdAt}
                    className="block text-xs text-slate-500 dark:text-slate-400"
                  >
                    {formatDate(cv.createdAt, lang)}
                  </time>
                </span>
                <ScoreBadge score={cv.score} />
                {cv.revised_score != null && (
                  <span
                    data-testid="cv-revised-score"
                    className="hidden shrink-0 text-xs text-slate-500 tabular-nums sm:inline dark:text-slate-400"
                  >
                    {t('cv.list.revised', { score: cv.revised_score })}
                  </span>
                )}
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-400 dark:text-slate-500"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
