import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buttonClasses,
  type ButtonSize,
  type ButtonVariant,
} from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDownloadRevisedCv } from '../api/download-cv.ts';
import { REVIEW_REQUIRED_CODE } from '../utils/reading-notice.ts';

/**
 * 'Unduh CV revisi': a downloadable CV (paid, Premium, admin) downloads as revised_cv.docx; another one (or a 403 from the
 * server) calls `onNeedsPayment` instead. A CV whose doubted reading is not checked yet (`needsReview`, or the
 * server's 409 CV_REVIEW_REQUIRED) calls `onNeedsReview`: the review comes first (issue 27). Other failures show
 * 'Download failed: …'.
 */
export function DownloadCvButton({
  filePath,
  downloadable,
  onNeedsPayment,
  needsReview = false,
  onNeedsReview,
  variant = 'primary',
  size = 'md',
  label,
  ariaLabel,
  className = '',
}: {
  filePath: string | null;
  /** The server's `downloadable` for this CV. */
  downloadable: boolean;
  onNeedsPayment?: () => void;
  /** The reading is doubted and not checked yet (downloadAction's 'review'). */
  needsReview?: boolean;
  onNeedsReview?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
  /** An accessible name when the visible label is not enough (e.g. 'Unduh <title>'). */
  ariaLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const download = useDownloadRevisedCv();

  function onClick() {
    if (download.isPending) return;
    if (needsReview && onNeedsReview) {
      onNeedsReview();
      return;
    }
    if ((!downloadable || !filePath) && onNeedsPayment) {
      onNeedsPayment();
      return;
    }
    if (!filePath) return;
    download.mutate(filePath, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403 && onNeedsPayment) onNeedsPayment();
        if (isReviewRequired(error) && onNeedsReview) onNeedsReview();
      },
    });
  }

  const failed =
    download.isError &&
    !(download.error instanceof ApiError && download.error.status === 403 && onNeedsPayment) &&
    !(isReviewRequired(download.error) && onNeedsReview);
  const reason =
    download.error instanceof ApiError && download.error.serverMessage
      ? download.error.serverMessage
      : t('cv.download.unknownError');

  return (
    <span className={`inline-flex flex-col items-stretch gap-2 ${className}`}>
      <button
        type="button"
        onClick={onClick}
        disabled={download.isPending}
        aria-label={ariaLabel}
        aria-describedby={failed ? errorId : undefined}
        className={buttonClasses(variant, size)}
      >
        {download.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {label ?? t('cv.download.button')}
      </button>
      {failed && (
        <span
          id={errorId}
          role="alert"
          className="text-left text-sm text-red-700 dark:text-red-300"
        >
          {t('cv.download.failed', { message: reason })}
        </span>
      )}
    </span>
  );
}

function isReviewRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === REVIEW_REQUIRED_CODE;
}
