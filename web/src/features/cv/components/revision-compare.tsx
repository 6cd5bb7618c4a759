import { ArrowRight, ListChecks, PencilLine, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CvRevisionView } from '@karier/api-types';
import { orderedSubScores, scoreTextClasses, scoreTone } from '../../../lib/score.ts';
import { ResultsCard } from './results-card.tsx';

function Delta({ before, after }: { before: number; after: number }) {
  const d = after - before;
  const tone =
    d > 0
      ? 'text-emerald-700 dark:text-emerald-400'
      : d < 0
        ? 'text-rose-700 dark:text-rose-400'
        : 'text-slate-500 dark:text-slate-400';
  return <span className={`tabular-nums ${tone}`}>{d > 0 ? `+${d}` : String(d)}</span>;
}

/**
 * Before → after: the original's score and sub-scores beside the revised CV's own (the same
 * analyser on the DOCX the user downloads), what the revision changed, and honestly what only
 * the user can add.
 */
export function RevisionCompare({ revision }: { revision: CvRevisionView }) {
  const { t } = useTranslation();
  return (
    <ResultsCard
      title={t('cv.results.revision.title')}
      icon={
        <TrendingUp aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
      }
    >
      <div data-testid="revision-compare" className="space-y-5">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('cv.results.revision.intro')}
        </p>
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="text-sm text-slate-500 dark:text-slate-400">
            {t('cv.results.revision.before')}
          </span>
          <span
            data-testid="revision-before"
            className={`text-3xl font-bold tabular-nums ${scoreTextClasses[scoreTone(revision.before)]}`}
          >
            {revision.before}
          </span>
          <ArrowRight aria-label="→" className="size-5 self-center text-slate-400" />
          <span className="text-sm text-slate-500 dark:text-slate-400">
            {t('cv.results.revision.after')}
          </span>
          <span
            data-testid="revision-after"
            className={`text-3xl font-bold tabular-nums ${scoreTextClasses[scoreTone(revision.after)]}`}
          >
            {revision.after}
          </span>
          <span className="text-lg font-semibold">
            (<Delta before={revision.before} after={revision.after} />)
          </span>
        </p>
        <table className="w-full text-sm">
          <caption className="sr-only">{t('cv.results.revision.subScores')}</caption>
          <thead>
            <tr className="text-left text-slate-500 dark:text-slate-400">
              <th scope="col" className="py-1 font-medium">
                {t('cv.results.subScores')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('cv.results.revision.before')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('cv.results.revision.after')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                <span className="sr-only">{t('cv.results.revision.delta')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {orderedSubScores(revision.subScores).map(([key, sub]) => (
              <tr key={key}>
                <th
                  scope="row"
                  className="py-1.5 text-left font-normal text-slate-700 dark:text-slate-300"
                >
                  {sub.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {t('cv.results.subScoreValue', { score: sub.before, max: sub.max })}
                </td>
                <td className="py-1.5 text-right font-medium tabular-nums">
                  {sub.after === null
                    ? '–'
                    : t('cv.results.subScoreValue', { score: sub.after, max: sub.max })}
                </td>
                <td className="py-1.5 text-right">
                  {sub.after !== null && <Delta before={sub.before} after={sub.after} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="grid gap-5 md:grid-cols-2">
          <div>
            <h3 className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
              <ListChecks aria-hidden="true" className="size-4 text-emerald-600" />
              {t('cv.results.revision.changes')}
            </h3>
            {(revision.changes as unknown[]).some((c) => typeof c !== 'string') ? (
              // Changes with their sources (issue 28) are listed, with undo, under Lengkapi CV.
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t('cv.lengkapi.changes.count', { count: revision.changes.length })}
              </p>
            ) : revision.changes.length > 0 ? (
              <ul
                data-testid="revision-changes"
                className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300"
              >
                {revision.changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t('cv.results.revision.noChanges')}
              </p>
            )}
          </div>
          <div>
            <h3 className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-white">
              <PencilLine aria-hidden="true" className="size-4 text-amber-600" />
              {t('cv.results.revision.toAdd')}
            </h3>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('cv.results.revision.toAddNote')}
            </p>
            {revision.toAdd.length > 0 ? (
              <ul
                data-testid="revision-to-add"
                className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300"
              >
                {revision.toAdd.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t('cv.results.revision.noToAdd')}
              </p>
            )}
          </div>
        </div>
      </div>
    </ResultsCard>
  );
}
