import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import type { CvAnalysis, CvResult } from '@karier/api-types';
import { CvManageActions } from './cv-manage-actions.tsx';
import { CvPreviewFrame } from './cv-preview-frame.tsx';
import { RebuildRevisionCard } from './rebuild-revision-card.tsx';
import { DownloadCvButton } from './download-cv-button.tsx';
import { DetectedInfo, JobMatchCard } from './detected-info.tsx';
import { ExtractedText } from './extracted-text.tsx';
import { RevisionCompare } from './revision-compare.tsx';
import { Findings } from './findings.tsx';
import { ReadingNotice } from './reading-notice.tsx';
import { downloadAction } from '../utils/reading-notice.ts';
import { ScoreOverview } from './score-overview.tsx';
import { SummaryCard } from './summary-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { readingNoticeState } from '../utils/reading-notice.ts';

// Lengkapi CV (questions, changes, the reading's editor) is its own chunk, fetched as the
// results page opens: the upload step and every other page stay as small as before.
const LengkapiSection = lazy(() => import('./lengkapi-section.tsx'));

export function BackToUpload({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onBack} className={buttonClasses('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('cv.results.back')}
    </button>
  );
}

/** Step 2: the analysis of one CV. The heading takes focus when it opens. */
export function ResultsStep({
  result,
  analysis,
  onBack,
  onPay,
  onDeleted,
}: {
  result: CvResult;
  analysis: CvAnalysis;
  onBack: () => void;
  /** The CV was deleted here: leave its page. */
  onDeleted: () => void;
  /** The revised CV is not paid for yet: open the payment step. */
  onPay: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [result.cv.id]);
  // Issue 27: a doubted reading is checked before any download or order (the server answers
  // 409 CV_REVIEW_REQUIRED otherwise): the button leads to the review, not to that error.
  const review = useRef<HTMLDivElement>(null);
  const [reviewAsked, setReviewAsked] = useState(false);
  const needsReview =
    downloadAction(analysis.reading, result.downloadable, result.file_path) === 'review';
  const toReview = () => {
    setReviewAsked(true);
    review.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    review.current?.focus();
  };
  const download = (
    <DownloadCvButton
      filePath={result.file_path}
      downloadable={result.downloadable}
      onNeedsPayment={onPay}
      needsReview={needsReview}
      onNeedsReview={toReview}
    />
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
          >
            {t('cv.results.heading')}
          </h1>
          <p data-testid="cv-title" className="mt-2 truncate text-slate-600 dark:text-slate-400">
            {result.cv.title}
          </p>
          <div className="mt-2 -ml-3 flex flex-wrap gap-1">
            <CvManageActions cvId={result.cv.id} title={result.cv.title} onDeleted={onDeleted} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <BackToUpload onBack={onBack} />
          {download}
        </div>
      </div>
      <div ref={review} tabIndex={-1} className="space-y-2 focus:outline-none">
        {needsReview && reviewAsked && (
          <p
            role="alert"
            data-testid="download-review-first"
            className="text-sm font-medium text-amber-900 dark:text-amber-100"
          >
            {t('cv.results.reading.downloadFirst')}
          </p>
        )}
        <ReadingNotice cvId={result.cv.id} reading={analysis.reading} onUploadAgain={onBack} />
      </div>
      <ScoreOverview score={analysis.score} subScores={analysis.subScores} />
      {result.revision && <RevisionCompare revision={result.revision} />}
      <Suspense
        fallback={
          <p role="status" className="flex justify-center py-6 text-slate-500">
            <Spinner className="size-5" />
            <span className="sr-only">{t('cv.lengkapi.loading')}</span>
          </p>
        }
      >
        <LengkapiSection
          key={result.cv.id}
          cvId={result.cv.id}
          originalScore={analysis.score}
          revision={result.revision}
          readingDoubted={readingNoticeState(analysis.reading) === 'doubted'}
        />
      </Suspense>
      <Findings strengths={analysis.strengths} recommendations={analysis.recommendations} />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetectedInfo
          language={analysis.language}
          industry={analysis.industry}
          sections={analysis.sections}
        />
        <SummaryCard
          cvId={result.cv.id}
          summary={analysis.summary}
          offer={result.summary_offer ?? null}
        />
      </div>
      {analysis.jobMatch && <JobMatchCard match={analysis.jobMatch} />}
      {/* Keyed by the CV, not its template: a rebuild in another template must keep the card
          (and its "done" status), while another CV starts it afresh on that CV's template. */}
      <RebuildRevisionCard key={result.cv.id} cvId={result.cv.id} template={result.template} />
      <CvPreviewFrame
        cvId={result.cv.id}
        revision={result.file_path}
        downloadable={result.downloadable}
      />
      <ExtractedText text={result.extracted_text} />
      <div className="flex flex-wrap gap-2">
        <BackToUpload onBack={onBack} />
        {download}
      </div>
    </div>
  );
}
