import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useProcessCv } from '../api/process-cv.ts';
import type { CvResult, TemplateName } from '@karier/api-types';
import type { FileProblem } from '../utils/file-check.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { JobDescriptionField } from './job-description-field.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { UploadProgress, type UploadStage } from './upload-progress.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';

/**
 * Step 1: choose a CV, a template and optionally a vacancy, then upload and analyse it. When the
 * month's analyses are used up, `quotaOffers` (the plans to buy) is shown under the form.
 */
export function UploadStep({
  onProcessed,
  quotaOffers,
}: {
  onProcessed: (result: CvResult) => void;
  quotaOffers: ReactNode;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const offersId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [template, setTemplate] = useState<TemplateName>('modern');
  const [jobDescription, setJobDescription] = useState('');
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  // 402: this month's analyses are used up; the message comes with a link to the plans.
  const [quotaUsedUp, setQuotaUsedUp] = useState(false);

  const processCv = useProcessCv({
    onProgress: (percent) =>
      setStage((s) => (s?.kind === 'analysing' ? s : { kind: 'uploading', percent })),
    onUploaded: () => setStage({ kind: 'analysing' }),
  });
  const busy = processCv.isPending;
  // Leaving the page stops an upload still running.
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  function reject(problem: FileProblem | 'oneFile') {
    setError(t(`cv.upload.${problem}`));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setError(t('cv.upload.noFile'));
      return;
    }
    setError(null);
    setQuotaUsedUp(false);
    setStage({ kind: 'uploading', percent: 0 });
    upload.current = new AbortController();
    processCv.mutate(
      { file, template, jobDescription, signal: upload.current.signal },
      {
        onSuccess: (result) => onProcessed(result),
        // The file, template and vacancy stay as they were: fix or just try again.
        onError: (err) => {
          setError(errorMessage(err, t('cv.upload.failed')));
          setQuotaUsedUp(err instanceof ApiError && err.status === 402);
        },
        onSettled: () => setStage(null),
      },
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className={`${cardClasses} space-y-6`}>
        <FileDropZone
          file={file}
          onFile={(f) => {
            setFile(f);
            setError(null);
          }}
          onReject={reject}
          disabled={busy}
          describedBy={error ? errorId : undefined}
        />
        <TemplatePicker value={template} onChange={setTemplate} disabled={busy} />
        <JobDescriptionField value={jobDescription} onChange={setJobDescription} disabled={busy} />
        {error && <FormError id={errorId} message={error} />}
        {stage && <UploadProgress stage={stage} />}
        <button
          type="submit"
          disabled={busy}
          className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        >
          {busy && <Spinner className="size-4" />}
          {t('cv.upload.submit')}
        </button>
      </form>
      {/* 402: the plans right here; the chosen file stays for the next try. */}
      {error && quotaUsedUp && (
        <section aria-labelledby={offersId} className={`${cardClasses} space-y-4`}>
          <h2 id={offersId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('checkout.offers.heading')}
          </h2>
          {quotaOffers}
        </section>
      )}
    </>
  );
}
