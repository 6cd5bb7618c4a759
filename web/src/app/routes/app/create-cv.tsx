import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { paths } from '../../../config/paths.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useCv } from '../../../features/cv/api/get-cv.ts';
import { CvList } from '../../../features/cv/components/cv-list.tsx';
import { BackToUpload, ResultsStep } from '../../../features/cv/components/results-step.tsx';
import { StepIndicator, type CvStep } from '../../../features/cv/components/step-indicator.tsx';
import { DownloadCvButton } from '../../../features/cv/components/download-cv-button.tsx';
import { UploadStep } from '../../../features/cv/components/upload-step.tsx';
import { FromProfileCard } from '../../../features/cv/components/from-profile-card.tsx';
import type { CvResult } from '@karier/api-types';
import { PaymentStep } from '../../../features/payments/components/payment-step.tsx';
import { PlanOffers } from '../../../features/payments/components/plan-offers.tsx';
import { QuotaNote } from '../../../features/payments/components/quota-note.tsx';
import { PaymentSuccess } from '../../../features/payments/components/payment-success.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';

/** The steps after the upload, as kept in the URL. */
type Place =
  | { step: 'results'; cvId: string }
  | { step: 'payment'; cvId: string; paymentId: string | null }
  | { step: 'success'; cvId: string; paymentId: string };

function readPlace(params: URLSearchParams): Place | null {
  const cvId = params.get('cv');
  if (!cvId) return null;
  const step = params.get('step');
  const paymentId = params.get('payment');
  if (step === 'success' && paymentId) return { step, cvId, paymentId };
  if (step === 'payment') return { step, cvId, paymentId };
  return { step: 'results', cvId };
}

function toParams(place: Place | null): Record<string, string> {
  if (!place) return {};
  if (place.step === 'results') return { cv: place.cvId };
  const params: Record<string, string> = { cv: place.cvId, step: place.step };
  if (place.paymentId) params.payment = place.paymentId;
  return params;
}

/**
 * /create-cv: (1) upload a CV, (2) its analysis, (3) pay for the revised CV, (4) download it.
 * The step is in the URL — `?cv=<id>`, `&step=payment` (`&payment=<id>` while it is being
 * confirmed), `&step=success&payment=<id>` — so a reload or a link lands on the same step.
 */
export function CreateCvRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('cv.title'), { exact: true });
  const [searchParams, setSearchParams] = useSearchParams();
  const place = readPlace(searchParams);

  const go = (next: Place | null, { replace = false } = {}) => {
    setSearchParams(toParams(next), { replace });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      {place ? (
        <StoredCv place={place} go={go} />
      ) : (
        <>
          <StepIndicator current="upload" />
          <div className="space-y-8">
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
                {t('cv.upload.heading')}
              </h1>
              <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
                {t('cv.upload.lead')}
              </p>
            </div>
            <QuotaNote />
            <UploadStep
              onProcessed={(result) => go({ step: 'results', cvId: result.cv.id })}
              quotaOffers={<PlanOffers />}
            />
            <FromProfileCard onCreated={(result) => go({ step: 'results', cvId: result.cv.id })} />
            <CvList />
          </div>
        </>
      )}
    </div>
  );
}

/** A CV by id: the one just processed comes from the cache, an older one from the API. */
function StoredCv({
  place,
  go,
}: {
  place: Place;
  go: (next: Place | null, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const cv = useCv(place.cvId);
  const navigate = useNavigate();
  const { cvId } = place;

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
          <BackToUpload onBack={() => go(null)} />
        </div>
      </div>
    );
  }

  const result: CvResult = cv.data;
  const toResults = () => go({ step: 'results', cvId });
  const current: CvStep = place.step;
  // Already paid for: nothing to pay, straight to the payment that did it.
  if (
    place.step === 'payment' &&
    !place.paymentId &&
    result.payment_status === 'paid' &&
    result.payment_id
  ) {
    const success = new URLSearchParams({ cv: cvId, step: 'success', payment: result.payment_id });
    return <Navigate to={`?${success.toString()}`} replace />;
  }

  return (
    <>
      <StepIndicator current={current} />
      {place.step === 'results' ? (
        <ResultsStep
          result={result}
          analysis={cv.data.analysis}
          onBack={() => go(null)}
          onPay={() => go({ step: 'payment', cvId, paymentId: null })}
          onDeleted={() => void navigate(paths.app.dashboard.getHref(), { replace: true })}
        />
      ) : place.step === 'payment' ? (
        <PaymentStep
          key={cvId}
          cvId={cvId}
          cvTitle={result.cv.title}
          paymentId={place.paymentId}
          onStarted={(payment) =>
            go({ step: 'payment', cvId, paymentId: payment.paymentId }, { replace: true })
          }
          onPaid={(payment) =>
            go({ step: 'success', cvId, paymentId: payment.paymentId }, { replace: true })
          }
          onRetry={() => go({ step: 'payment', cvId, paymentId: null }, { replace: true })}
          onBack={toResults}
        />
      ) : (
        <PaymentSuccess
          paymentId={place.paymentId}
          download={
            result.file_path && (
              <DownloadCvButton filePath={result.file_path} downloadable size="lg" />
            )
          }
          onBack={toResults}
          onNotPaid={() =>
            go({ step: 'payment', cvId, paymentId: place.paymentId }, { replace: true })
          }
        />
      )}
    </>
  );
}
