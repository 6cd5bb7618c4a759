import { CheckCircle2, TriangleAlert, Upload } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvReading } from '@karier/api-types';
import { buttonClasses } from '../../../components/ui/button.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmReading } from '../api/confirm-reading.ts';
import { doubtedPartLabels, joinParts, readingNoticeState } from '../utils/reading-notice.ts';

/**
 * Issue 27: when the engine is not sure it read the CV's structure right, the results page says
 * which parts, asks the user to check them, and offers the two honest ways on: "I checked it"
 * (the revised CV can then be bought) or a clearer file.
 */
export function ReadingNotice({
  cvId,
  reading,
  onUploadAgain,
}: {
  cvId: string;
  reading: CvReading | undefined;
  onUploadAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const confirm = useConfirmReading(cvId);
  const state = readingNoticeState(reading);
  if (state === 'none' || !reading) return null;
  const parts = joinParts(doubtedPartLabels(reading), i18n.language);

  if (state === 'confirmed') {
    return (
      <p
        role="status"
        data-testid="reading-confirmed"
        className="flex items-start gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-3 text-sm text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-200"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('cv.results.reading.confirmed', { parts })}
      </p>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="reading-notice"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900 shadow-sm sm:px-6 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h2 id={titleId} className="flex items-start gap-2 text-base font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('cv.results.reading.title')}
      </h2>
      <p className="mt-2 text-sm">{t('cv.results.reading.intro', { parts })}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        {reading.doubts.map((d, i) => (
          <li key={`${d.part}-${d.code}-${i}`}>
            <span className="font-semibold">{d.label}:</span> {d.message}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">{t('cv.results.reading.how')}</p>
      {confirm.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
          {errorMessage(confirm.error, t('cv.results.reading.failed'))}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          data-testid="reading-confirm"
          className={buttonClasses('primary')}
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {confirm.isPending ? t('cv.results.reading.confirming') : t('cv.results.reading.confirm')}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onUploadAgain}>
          <Upload aria-hidden="true" className="size-4" />
          {t('cv.results.reading.uploadAgain')}
        </button>
      </div>
    </section>
  );
}
