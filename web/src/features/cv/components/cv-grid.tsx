import { FilePlus, Search, UploadCloud } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses } from '../../../components/ui/input.ts';
import { paths } from '../../../config/paths.ts';
import type { CvListItem } from '@karier/api-types';
import { filterCvs } from '../utils/cv-stats.ts';
import { CvCard } from './cv-card.tsx';

/** The user's CVs as cards with a search box, a new-CV tile first; an invitation when empty. */
export function CvGrid({ cvs }: { cvs: CvListItem[] }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = filterCvs(cvs, query);

  if (cvs.length === 0) {
    return (
      <section
        aria-labelledby="cvs-empty-heading"
        className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60"
      >
        <UploadCloud aria-hidden="true" className="size-12 text-indigo-600 dark:text-indigo-400" />
        <h2
          id="cvs-empty-heading"
          className="mt-4 text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('dashboard.empty.heading')}
        </h2>
        <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
          {t('dashboard.empty.lead')}
        </p>
        <Link to={paths.app.createCv.getHref()} className={buttonClasses('primary', 'md', 'mt-6')}>
          <FilePlus aria-hidden="true" className="size-4" />
          {t('dashboard.empty.cta')}
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="cvs-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="cvs-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('dashboard.cvsHeading')}
        </h2>
        <div className="relative sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            {t('dashboard.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('dashboard.searchPlaceholder')}
            className={inputClasses(false, 'pl-9')}
          />
        </div>
      </div>
      {query.trim() && shown.length === 0 && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('dashboard.noMatch', { query: query.trim() })}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to={paths.app.createCv.getHref()}
            className="flex h-full min-h-44 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 p-5 text-center transition-colors hover:border-indigo-400 hover:bg-indigo-50/60 dark:border-slate-700 dark:hover:border-indigo-500 dark:hover:bg-indigo-950/30"
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-950/60 dark:text-indigo-300"
            >
              <FilePlus className="size-5" />
            </span>
            <span className="font-semibold text-slate-900 dark:text-white">
              {t('dashboard.newCv')}
            </span>
            <span className="text-sm text-slate-500 dark:text-slate-400">
              {t('dashboard.newCvHint')}
            </span>
          </Link>
        </li>
        {shown.map((cv) => (
          <CvCard key={cv.id} cv={cv} />
        ))}
      </ul>
    </section>
  );
}
