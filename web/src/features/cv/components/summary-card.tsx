import { Check, RefreshCw, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { usePickSummary, useRegenerateSummary } from '../api/regenerate-summary.ts';
import { ResultsCard } from './results-card.tsx';

/**
 * The summary the revised CV prints (what the user pays for), with a button for another
 * wording. A new wording is offered beside it and only replaces it when the user picks it.
 */
export function SummaryCard({
  cvId,
  summary,
  offer,
}: {
  cvId: string;
  summary: string;
  offer?: { summary: string; variant: number } | null;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const offerId = useId();
  const regenerate = useRegenerateSummary(cvId);
  const pick = usePickSummary(cvId);
  const busy = regenerate.isPending || pick.isPending;
  const failed = regenerate.isError ? regenerate : pick.isError ? pick : null;
  return (
    <ResultsCard
      title={t('cv.results.summary')}
      icon={<Sparkles aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />}
      action={
        <button
          type="button"
          onClick={() => {
            pick.reset();
            regenerate.mutate();
          }}
          disabled={busy}
          aria-describedby={failed ? errorId : undefined}
          className={buttonClasses('secondary', 'sm')}
        >
          {regenerate.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          {t('cv.results.regenerate')}
        </button>
      }
    >
      <div aria-live="polite" aria-busy={busy}>
        {regenerate.isPending && <p className="sr-only">{t('cv.results.regenerating')}</p>}
        {pick.isPending && <p className="sr-only">{t('cv.results.summaryPicking')}</p>}
        <p className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
          {t('cv.results.summaryCurrent')}
        </p>
        <p
          data-testid="cv-summary"
          className={`text-sm leading-relaxed whitespace-pre-line text-slate-700 transition-opacity dark:text-slate-300 ${busy ? 'opacity-50' : ''}`}
        >
          {summary || t('cv.results.summaryEmpty')}
        </p>
        {offer && (
          <section
            aria-labelledby={offerId}
            className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 p-3 dark:border-indigo-800 dark:bg-indigo-950/40"
          >
            <h3
              id={offerId}
              className="mb-1 text-xs font-medium text-indigo-800 dark:text-indigo-200"
            >
              {t('cv.results.summaryOffered')}
            </h3>
            <p
              data-testid="cv-summary-offer"
              className="text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300"
            >
              {offer.summary}
            </p>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              {t('cv.results.summaryOfferHint')}
            </p>
            <button
              type="button"
              onClick={() => {
                regenerate.reset();
                pick.mutate(offer.variant);
              }}
              disabled={busy}
              className={`${buttonClasses('primary', 'sm')} mt-3`}
            >
              {pick.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Check aria-hidden="true" className="size-4" />
              )}
              {t('cv.results.useSummary')}
            </button>
          </section>
        )}
      </div>
      {failed && (
        <div className="mt-3">
          <FormError
            id={errorId}
            message={errorMessage(
              failed.error,
              t(regenerate.isError ? 'cv.results.regenerateFailed' : 'cv.results.pickFailed'),
            )}
          />
        </div>
      )}
    </ResultsCard>
  );
}
