import { useTranslation } from 'react-i18next';
import { scoreBadgeClasses, scoreTone } from '../../lib/score.ts';

/** A compact score with its colour and the tone in words (colour is never the only cue). */
export function ScoreBadge({ score }: { score: number | null }) {
  const { t } = useTranslation();
  if (score === null) {
    return (
      <span className="inline-flex shrink-0 items-center rounded-full border border-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-500 dark:border-slate-700 dark:text-slate-400">
        {t('cv.list.noScore')}
      </span>
    );
  }
  const tone = scoreTone(score);
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${scoreBadgeClasses[tone]}`}
    >
      <span className="text-sm tabular-nums">{score}</span>
      <span className="font-medium">{t(`cv.results.tone.${tone}`)}</span>
    </span>
  );
}
