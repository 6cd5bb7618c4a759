import { CalendarDays, CreditCard, FileText, SquareArrowOutUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths } from '../../../config/paths.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CvManageActions } from './cv-manage-actions.tsx';
import { DownloadCvButton } from './download-cv-button.tsx';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
import type { CvListItem } from '@karier/api-types';
import { formatDate } from '../../../lib/format-date.ts';
import { isCompleted } from '../utils/cv-stats.ts';

const statusClasses = {
  completed:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300',
  draft:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200',
};

/** One CV on the dashboard: title, template, score, status, date and what can be done next. */
export function CvCard({ cv }: { cv: CvListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const completed = isCompleted(cv);
  const status = completed ? 'completed' : 'draft';
  const toPayment = paths.app.createCv.getHref(cv.id, cv.score === null ? null : 'payment');

  return (
    <li
      data-testid="cv-card"
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400"
        >
          <FileText className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-semibold break-words text-slate-900 dark:text-white">
            {cv.title}
          </h3>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
            {t('dashboard.template', {
              template: t(`cv.upload.templates.${cv.template}`, { defaultValue: cv.template }),
            })}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span
          data-testid="cv-status"
          className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusClasses[status]}`}
        >
          {t(`dashboard.status.${status}`)}
        </span>
        <ScoreBadge score={cv.score} />
        {cv.revised_score != null && (
          <span
            data-testid="cv-revised-score"
            className="text-xs text-slate-500 tabular-nums dark:text-slate-400"
          >
            {t('cv.list.revised', { score: cv.revised_score })}
          </span>
        )}
      </div>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
        <CalendarDays aria-hidden="true" className="size-3.5" />
        <time dateTime={cv.createdAt}>
          {t('dashboard.createdOn', { date: formatDate(cv.createdAt, lang) })}
        </time>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link
          to={paths.app.createCv.getHref(cv.id)}
          aria-label={t('dashboard.editLabel', { title: cv.title })}
          className={buttonClasses('secondary', 'sm')}
        >
          <SquareArrowOutUpRight aria-hidden="true" className="size-4" />
          {t('dashboard.edit')}
        </Link>
        {completed ? (
          <DownloadCvButton
            filePath={cv.file_path}
            downloadable
            onNeedsPayment={() => void navigate(toPayment)}
            // A doubted reading is reviewed on the CV's results page first (409 CV_REVIEW_REQUIRED).
            onNeedsReview={() => void navigate(paths.app.createCv.getHref(cv.id))}
            size="sm"
            label={t('dashboard.download')}
            ariaLabel={t('dashboard.downloadLabel', { title: cv.title })}
          />
        ) : (
          <Link
            to={toPayment}
            aria-label={t('dashboard.generateLabel', { title: cv.title })}
            className={buttonClasses('primary', 'sm')}
          >
            <CreditCard aria-hidden="true" className="size-4" />
            {t('dashboard.generate')}
          </Link>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-1 border-t border-slate-100 pt-2 dark:border-slate-800">
        <CvManageActions cvId={cv.id} title={cv.title} />
      </div>
    </li>
  );
}
