import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const cvSteps = ['upload', 'results', 'payment', 'success'] as const;
export type CvStep = (typeof cvSteps)[number];

/** Where the user is in the four steps: upload, results, payment, done. */
export function StepIndicator({ current }: { current: CvStep }) {
  const { t } = useTranslation();
  const index = cvSteps.indexOf(current);
  return (
    <nav aria-label={t('cv.steps.label')} className="mb-8">
      <ol className="flex items-center gap-2 text-xs sm:gap-3 sm:text-sm">
        {cvSteps.map((step, i) => {
          const done = i < index;
          const active = i === index;
          return (
            <li key={step} className="flex min-w-0 flex-1 items-center gap-2">
              <span
                aria-hidden="true"
                className={[
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  done
                    ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                    : active
                      ? 'border-2 border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                      : 'border border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400',
                ].join(' ')}
              >
                {done ? <Check className="size-4" /> : i + 1}
              </span>
              <span
                aria-current={active ? 'step' : undefined}
                className={[
                  // Below 480 px only the circles show; the current step is named under them.
                  'sr-only min-[480px]:not-sr-only min-[480px]:truncate',
                  active
                    ? 'font-semibold text-slate-900 dark:text-white'
                    : 'text-slate-500 dark:text-slate-400',
                ].join(' ')}
              >
                <span className="sr-only">
                  {t('cv.steps.position', { step: i + 1, total: cvSteps.length })}{' '}
                </span>
                {t(`cv.steps.${step}`)}
              </span>
              {i < cvSteps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`h-px min-w-3 flex-1 ${done ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-slate-200 dark:bg-slate-800'}`}
                />
              )}
            </li>
          );
        })}
      </ol>
      <p
        aria-hidden="true"
        className="mt-3 text-sm font-semibold text-slate-900 min-[480px]:hidden dark:text-white"
      >
        {t('cv.steps.position', { step: index + 1, total: cvSteps.length })}{' '}
        {t(`cv.steps.${current}`)}
      </p>
    </nav>
  );
}
