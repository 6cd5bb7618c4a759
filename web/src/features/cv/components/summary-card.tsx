import { RefreshCw, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useRegenerateSummary } from '../api/regenerate-summary.ts';
import { ResultsCard } from './results-card.tsx';

/** The professional summary the engine wrote, with a button for another wording. */
export function SummaryCard({ cvId, summary }: { cvId: string; summary: string }) {
  const { t } = useTranslation();
  const errorId = useId();
  const regenerate = useRegenerateSummary(cvId);
  const busy = regenerate.isPending;
  return (
    <ResultsCard
      title={t('cv.results.summary')}
      icon={<Sparkles aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />}
      action={
        <button
          type="button"
          onClick={() => regenerate.mutate()}
          disabled={busy}
          aria-describedby={regenerate.isError ? errorId : undefined}
          className={buttonClasses('secondary', 'sm')}
        >
          {busy ? (
            <Spinner className="size-4" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          {t('cv.results.regenerate')}
        </button>
      }
    >
      <div aria-live="polite" aria-busy={busy}>
        {busy && <p className="sr-only">{t('cv.results.regenerating')}</p>}
        <p
          data-testid="cv-summary"
          className={`text-sm leading-relaxed whitespace-pre-line text-slate-700 transition-opacity dark:text-slate-300 ${busy ? 'opacity-50' : ''}`}
        >
          {summary || t('cv.results.summaryEmpty')}
        </p>
      </div>
      {regenerate.isError && (
        <div className="mt-3">
          <FormError
            id={errorId}
            message={errorMessage(regenerate.error, t('cv.results.regenerateFailed'))}
          />
        </div>
      )}
    </ResultsCard>
  );
}
