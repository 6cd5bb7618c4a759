import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useCv } from '../../../features/cv/api/get-cv.ts';
import { CvList } from '../../../features/cv/components/cv-list.tsx';
import { BackToUpload, ResultsStep } from '../../../features/cv/components/results-step.tsx';
import { UploadStep } from '../../../features/cv/components/upload-step.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';

/**
 * /create-cv: upload a CV and see its analysis. `?cv=<id>` shows a stored result, so a result
 * survives a reload and can be linked to. (Payment and download steps come later.)
 */
export function CreateCvRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('cv.title'), { exact: true });
  const [searchParams, setSearchParams] = useSearchParams();
  const cvId = searchParams.get('cv');

  const open = (id: string | null) => {
    setSearchParams(id ? { cv: id } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      {cvId ? (
        <StoredResult cvId={cvId} onBack={() => open(null)} />
      ) : (
        <div className="space-y-8">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
              {t('cv.upload.heading')}
            </h1>
            <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
              {t('cv.upload.lead')}
            </p>
          </div>
          <UploadStep onProcessed={(result) => open(result.cv.id)} />
          <CvList />
        </div>
      )}
    </div>
  );
}

/** A result by id: the one just processed comes from the cache, an older one from the API. */
function StoredResult({ cvId, onBack }: { cvId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const cv = useCv(cvId);

  if (cv.isPending) return <PageLoader label={t('cv.results.loading')} />;
  if (cv.isError || !cv.data.analysis) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('cv.results.heading')}
        </h1>
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          {cv.isError
            ? errorMessage(cv.error, t('cv.results.loadFailed'))
            : t('cv.results.notReady')}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {cv.isError && (
            <button
              type="button"
              onClick={() => void cv.refetch()}
              className={buttonClasses('primary')}
            >
              {t('cv.results.retry')}
            </button>
          )}
          <BackToUpload onBack={onBack} />
        </div>
      </div>
    );
  }
  return <ResultsStep result={cv.data} analysis={cv.data.analysis} onBack={onBack} />;
}
