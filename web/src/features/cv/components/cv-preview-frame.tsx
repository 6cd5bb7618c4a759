import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCvPreview } from '../api/get-preview.ts';
import { ResultsCard } from './results-card.tsx';

/**
 * The watermarked HTML preview of the revised CV. `sandbox=""` gives it no scripts, no forms
 * and no access to this page; it scrolls inside a fixed height. Until the frame has drawn its
 * document, a loading state covers it (a srcDoc frame is blank while it parses). Its hint says
 * what the caller gets: the full version after payment, or already (`downloadable`).
 */
export function CvPreviewFrame({
  cvId,
  revision,
  downloadable,
}: {
  cvId: string;
  revision: string | null;
  /** The server's `downloadable` for this CV. */
  downloadable: boolean;
}) {
  const { t } = useTranslation();
  const preview = useCvPreview(cvId, revision);
  // The html the frame has finished loading: a new preview shows the loading state again.
  const [drawn, setDrawn] = useState<string | null>(null);
  const html = preview.data?.html ?? null;
  const loading = (
    <p
      role="status"
      className="flex h-40 items-center justify-center gap-2 text-sm text-slate-500 dark:text-slate-400"
    >
      <Spinner className="size-4" />
      {t('cv.results.previewLoading')}
    </p>
  );
  return (
    <ResultsCard
      title={t('cv.results.preview')}
      icon={<Eye aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />}
    >
      <p className="-mt-2 mb-4 text-sm text-slate-500 dark:text-slate-400">
        {t(downloadable ? 'cv.results.previewHintPaid' : 'cv.results.previewHint')}
      </p>
      {preview.isPending ? (
        loading
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
        <div className="relative">
          {drawn !== html && (
            <div
              data-testid="cv-preview-loading"
              className="absolute inset-0 z-10 flex items-start justify-center rounded-lg border border-slate-200 bg-white pt-24 dark:border-slate-700 dark:bg-slate-900"
            >
              {loading}
            </div>
          )}
          <iframe
            title={t('cv.results.previewFrame')}
            sandbox=""
            srcDoc={preview.data.html}
            onLoad={() => setDrawn(html)}
            className="h-[36rem] w-full rounded-lg border border-slate-200 bg-white sm:h-[44rem] dark:border-slate-700"
          />
        </div>
      )}
    </ResultsCard>
  );
}
