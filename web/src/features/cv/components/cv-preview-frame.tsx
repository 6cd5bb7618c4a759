import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCvPreview } from '../api/get-preview.ts';
import { ResultsCard } from './results-card.tsx';

/**
 * The watermarked HTML preview of the revised CV. `sandbox=""` gives it no scripts, no forms
 * and no access to this page; it scrolls inside a fixed height.
 */
export function CvPreviewFrame({ cvId, revision }: { cvId: string; revision: string | null }) {
  const { t } = useTranslation();
  const preview = useCvPreview(cvId, revision);
  return (
    <ResultsCard
      title={t('cv.results.preview')}
      icon={<Eye aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />}
    >
      <p className="-mt-2 mb-4 text-sm text-slate-500 dark:text-slate-400">
        {t('cv.results.previewHint')}
      </p>
      {preview.isPending ? (
        <p
          role="status"
          className="flex h-40 items-center justify-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Spinner className="size-4" />
          {t('cv.results.previewLoading')}
        </p>
      ) : preview.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-slate-700 dark:text-slate-300">
            {errorMessage(preview.error, t('cv.results.previewFailed'))}
          </span>
          <button
            type="button"
            onClick={() => void preview.refetch()}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('cv.results.retry')}
          </button>
        </div>
      ) : (
        <iframe
          title={t('cv.results.previewFrame')}
          sandbox=""
          srcDoc={preview.data.html}
          className="h-[36rem] w-full rounded-lg border border-slate-200 bg-white sm:h-[44rem] dark:border-slate-700"
        />
      )}
    </ResultsCard>
  );
}
