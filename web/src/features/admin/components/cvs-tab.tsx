import { Download, Eye, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ScoreBadge } from '../../cv/components/score-badge.tsx';
import { NoRevisedCvError, useDownloadAdminCv } from '../api/download-cv.ts';
import { useAdminCvs, type AdminCvsParams } from '../api/get-admin-cvs.ts';
import type { AdminCv } from '../types.ts';
import { formatWibDate } from '../utils/format.ts';
import { AiBadge, CvStatusBadge } from './badges.tsx';
import { CvDeleteDialog } from './cv-delete-dialog.tsx';
import { LoadError } from './load-error.tsx';
import { Pagination } from './pagination.tsx';
import { TableSkeleton } from './skeletons.tsx';
import { filterLabel, tableStyles as ts } from './table-styles.ts';
import { useNotify } from './toast.tsx';

const PAGE_SIZE = 20;
const dangerIconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-red-200 bg-white text-red-600 shadow-sm transition-colors hover:bg-red-50 dark:border-red-900/60 dark:bg-slate-900 dark:text-red-400 dark:hover:bg-red-950/40';

/** Every user's CVs: search, status filter, paging; view, download or delete each. */
export function CvsTab() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<NonNullable<AdminCvsParams['status']>>('all');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminCv | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const list = useAdminCvs({ search: term, status, page, pageSize: PAGE_SIZE });
  const rows = list.data?.data ?? [];

  return (
    <div className="space-y-5">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('admin.tabs.cvs')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div>
          <label htmlFor="cvs-search" className={filterLabel}>
            {t('admin.cvs.search')}
          </label>
          <div className="relative mt-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="cvs-search"
              type="search"
              value={search}
              placeholder={t('admin.cvs.searchPlaceholder')}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              className={inputClasses(false, 'pl-9')}
            />
          </div>
        </div>
        <div>
          <label htmlFor="cvs-status" className={filterLabel}>
            {t('admin.cvs.statusFilter')}
          </label>
          <select
            id="cvs-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              setPage(1);
            }}
            className={inputClasses(false, 'mt-1')}
          >
            <option value="all">{t('admin.cvs.status.all')}</option>
            <option value="completed">{t('admin.cvs.status.completed')}</option>
            <option value="draft">{t('admin.cvs.status.draft')}</option>
          </select>
        </div>
      </div>

      {list.isError ? (
        <LoadError
          message={errorMessage(list.error, t('admin.cvs.loadFailed'))}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {term || status !== 'all' ? t('admin.cvs.noMatch') : t('admin.cvs.empty')}
        </p>
      ) : (
        <div className={ts.wrap} aria-busy={list.isFetching || undefined}>
          <table className={ts.table}>
            <caption className="sr-only">{t('admin.cvs.caption')}</caption>
            <thead className={ts.thead}>
              <tr>
                <th scope="col" className={ts.th}>
                  {t('admin.cvs.columns.title')}
                </th>
                <th scope="col" className={ts.th}>
                  {t('admin.cvs.columns.owner')}
                </th>
                <th scope="col" className={ts.th}>
                  {t('admin.cvs.columns.created')}
                </th>
                <th scope="col" className={ts.th}>
                  {t('admin.cvs.columns.status')}
                </th>
                <th scope="col" className={ts.th}>
                  {t('admin.cvs.columns.score')}
                </th>
                <th scope="col" className={`${ts.th} text-right`}>
                  <span className="sr-only">{t('admin.cvs.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className={ts.tbody}>
              {rows.map((cv) => (
                <tr key={cv.id} data-testid="cv-row" className={ts.tr}>
                  <td className={ts.tdMain}>
                    <Link
                      to={paths.app.admin.getHref('cvs', { cv: cv.id })}
                      className="font-semibold break-words text-slate-900 hover:text-indigo-700 dark:text-white dark:hover:text-indigo-300"
                    >
                      {cv.title}
                    </Link>
                  </td>
                  <td data-label={t('admin.cvs.columns.owner')} className={ts.td}>
                    <Link
                      to={paths.app.admin.getHref('users', { user: cv.userId })}
                      className="min-w-0 break-words text-indigo-700 hover:underline dark:text-indigo-300"
                    >
                      {cv.userName}
                    </Link>
                  </td>
                  <td
                    data-label={t('admin.cvs.columns.created')}
                    className={`${ts.td} whitespace-nowrap`}
                  >
                    <time dateTime={cv.createdAt}>{formatWibDate(cv.createdAt, lang)}</time>
                  </td>
                  <td data-label={t('admin.cvs.columns.status')} className={ts.td}>
                    <span className="inline-flex flex-wrap justify-end gap-1.5">
                      <CvStatusBadge status={cv.status} />
                      {cv.aiGenerated && <AiBadge />}
                    </span>
                  </td>
                  <td data-label={t('admin.cvs.columns.score')} className={ts.td}>
                    <ScoreBadge score={cv.score} />
                  </td>
                  <td className={ts.tdActions}>
                    <CvRowActions cv={cv} onDelete={() => setDeleting(cv)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.data && list.data.total > 0 && (
        <Pagination
          page={list.data.page}
          totalPages={list.data.totalPages}
          total={list.data.total}
          onPage={setPage}
          label={t('admin.cvs.pages')}
        />
      )}

      {deleting && (
        <CvDeleteDialog
          cv={{ id: deleting.id, title: deleting.title, owner: deleting.userName }}
          onDone={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function CvRowActions({ cv, onDelete }: { cv: AdminCv; onDelete: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const download = useDownloadAdminCv();
  const onDownload = () =>
    download.mutate(cv.id, {
      onError: (error) =>
        notify(
          error instanceof NoRevisedCvError
            ? t('admin.cvs.noFile')
            : errorMessage(error, t('admin.cvs.downloadFailed')),
          'error',
        ),
    });
  return (
    <span className="inline-flex gap-1.5">
      <Link
        to={paths.app.admin.getHref('cvs', { cv: cv.id })}
        aria-label={t('admin.cvs.viewLabel', { title: cv.title })}
        className={buttonClasses('secondary', 'sm')}
      >
        <Eye aria-hidden="true" className="size-4" />
        {t('admin.cvs.view')}
      </Link>
      <button
        type="button"
        onClick={onDownload}
        disabled={download.isPending}
        aria-label={t('admin.cvs.downloadLabel', { title: cv.title })}
        title={t('admin.cvs.download')}
        className={buttonClasses('secondary', 'sm', 'w-9 px-0')}
      >
        {download.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('admin.cvs.deleteLabel', { title: cv.title })}
        title={t('admin.cvs.delete')}
        className={dangerIconButton}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </span>
  );
}
