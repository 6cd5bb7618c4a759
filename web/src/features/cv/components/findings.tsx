import { CircleCheck, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResultsCard } from './results-card.tsx';

/** What the CV does well (a list) and what to improve first (an ordered list). */
export function Findings({
  strengths,
  recommendations,
}: {
  strengths: string[];
  recommendations: string[];
}) {
  const { t } = useTranslation();
  const empty = 'text-sm text-slate-500 dark:text-slate-400';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ResultsCard
        title={t('cv.results.strengths')}
        icon={
          <CircleCheck aria-hidden="true" className="size-4 text-green-600 dark:text-green-400" />
        }
      >
        {strengths.length ? (
          <ul className="space-y-2.5">
            {strengths.map((s, i) => (
              <li key={i} className="flex gap-2.5 text-sm text-slate-700 dark:text-slate-300">
                <CircleCheck
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400"
                />
                <span className="min-w-0 break-words">{s}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={empty}>{t('cv.results.noStrengths')}</p>
        )}
      </ResultsCard>
      <ResultsCard
        title={t('cv.results.recommendations')}
        icon={
          <Lightbulb aria-hidden="true" className="size-4 text-yellow-600 dark:text-yellow-300" />
        }
      >
        {recommendations.length ? (
          <ol className="space-y-2.5">
            {recommendations.map((r, i) => (
              <li key={i} className="flex gap-2.5 text-sm text-slate-700 dark:text-slate-300">
                <span
                  aria-hidden="true"
                  className="flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
                >
                  {i + 1}
                </span>
                <span className="min-w-0 break-words">{r}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={empty}>{t('cv.results.noRecommendations')}</p>
        )}
      </ResultsCard>
    </div>
  );
}
