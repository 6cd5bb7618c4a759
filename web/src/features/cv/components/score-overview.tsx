import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubScore } from '@karier/api-types';
import {
  orderedSubScores,
  percentOf,
  scoreBadgeClasses,
  scoreBarClasses,
  scoreTextClasses,
  scoreTone,
} from '../../../lib/score.ts';
import { ResultsCard } from './results-card.tsx';

/** The overall score, large and coloured with its tone in words, and the sub-scores as bars. */
export function ScoreOverview({
  score,
  subScores,
}: {
  score: number;
  subScores: Record<string, SubScore>;
}) {
  const { t } = useTranslation();
  const tone = scoreTone(score);
  return (
    <ResultsCard
      title={t('cv.results.score')}
      icon={<Gauge aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />}
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <div className="flex shrink-0 items-center gap-4 sm:w-48 sm:flex-col sm:items-start sm:gap-2">
          <p className={`text-6xl leading-none font-bold tabular-nums ${scoreTextClasses[tone]}`}>
            <span data-testid="cv-score">{score}</span>
            <span className="sr-only"> {t('cv.results.outOf')}</span>
          </p>
          <div className="flex flex-col gap-1">
            <span aria-hidden="true" className="text-sm text-slate-500 dark:text-slate-400">
              {t('cv.results.outOf')}
            </span>
            <span
              className={`inline-flex w-fit rounded-full border px-2.5 py-0.5 text-sm font-semibold ${scoreBadgeClasses[tone]}`}
            >
              {t(`cv.results.tone.${tone}`)}
            </span>
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('cv.results.subScores')}
          </h3>
          <ul className="mt-3 space-y-3">
            {orderedSubScores(subScores).map(([key, sub]) => {
              const percent = percentOf(sub.score, sub.max);
              const subTone = scoreTone(percent);
              const value = t('cv.results.subScoreValue', { score: sub.score, max: sub.max });
              return (
                <li key={key}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span id={`sub-${key}`} className="text-slate-700 dark:text-slate-300">
                      {sub.label}
                    </span>
                    <span className="font-medium text-slate-900 tabular-nums dark:text-white">
                      {value}
                    </span>
                  </div>
                  <div
                    role="meter"
                    aria-labelledby={`sub-${key}`}
                    aria-valuemin={0}
                    aria-valuemax={sub.max}
                    aria-valuenow={sub.score}
                    aria-valuetext={value}
                    className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                  >
                    <div
                      className={`h-full rounded-full ${scoreBarClasses[subTone]}`}
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </ResultsCard>
  );
}
