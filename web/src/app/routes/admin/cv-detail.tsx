import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCv } from '../../../features/cv/api/get-cv.ts';
import { CvPreviewFrame } from '../../../features/cv/components/cv-preview-frame.tsx';
import { DetectedInfo } from '../../../features/cv/components/detected-info.tsx';
import { DownloadCvButton } from '../../../features/cv/components/download-cv-button.tsx';
import { ExtractedText } from '../../../features/cv/components/extracted-text.tsx';
import { Findings } from '../../../features/cv/components/findings.tsx';
import { RevisionCompare } from '../../../features/cv/components/revision-compare.tsx';
import { ScoreOverview } from '../../../features/cv/components/score-overview.tsx';
import { CvStatusBadge } from '../../../features/admin/components/badges.tsx';
import { CvDeleteDialog } from '../../../features/admin/components/cv-delete-dialog.tsx';
import { LoadError } from '../../../features/admin/components/load-error.tsx';
import { TableSkeleton } from '../../../features/admin/components/skeletons.tsx';

/** One CV's stored analysis as its owner sees it, with download and delete for the admin. */
export function CvDetail({ cvId }: { cvId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cv = useCv(cvId);
  const [deleting, setDeleting] = useState(false);
  const back = (
    <Link
      to={paths.app.admin.getHref('cvs')}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin.cvs.back')}
    </Link>
  );

  if (cv.isPending) {
    return (
      <div className="space-y-5">
        {back}
        <TableSkeleton rows={4} />
      </div>
    );
  }
  if (cv.isError) {
    return (
      <div className="space-y-5">
        {back}
        <LoadError
          message={errorMessage(cv.error, t('cv.results.loadFailed'))}
          onRetry={() => void cv.refetch()}
          retrying={cv.isFetching}
        />
      </div>
    );
  }

  const result = cv.data;
  const analysis = result.analysis;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
            {result.cv.title}
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <CvStatusBadge status={result.cv.status} />
            <span>
              {t('admin.cvs.payment')}:{' '}
              {result.payment_status === 'paid' ? t('admin.cvs.paid') : t('admin.cvs.unpaid')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadCvButton
            filePath={result.file_path}
            downloadable
            variant="secondary"
            label={t('admin.cvs.download')}
          />
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className={buttonClasses('danger')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('admin.cvs.delete')}
          </button>
        </div>
      </div>

      {analysis ? (
        <>
          <ScoreOverview score={analysis.score} subScores={analysis.subScores} />
          {result.revision && <RevisionCompare revision={result.revision} />}
          <Findings strengths={analysis.strengths} recommendations={analysis.recommendations} />
          <DetectedInfo
            language={analysis.language}
            industry={analysis.industry}
            sections={analysis.sections}
          />
          {result.file_path && (
            <CvPreviewFrame cvId={result.cv.id} revision={result.file_path} downloadable />
          )}
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('cv.results.notReady')}
        </p>
      )}
      {result.extracted_text && <ExtractedText text={result.extracted_text} />}

      {deleting && (
        <CvDeleteDialog
          cv={{ id: result.cv.id, title: result.cv.title }}
          onDone={(deleted) => {
            setDeleting(false);
            if (deleted) void navigate(paths.app.admin.getHref('cvs'), { replace: true });
          }}
        />
      )}
    </div>
  );
}
