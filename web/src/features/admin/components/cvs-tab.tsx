import { Download, Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ScoreBadge } from '../../../components/ui/score-badge.tsx';
import { NoRevisedCvError, useDownloadAdminCv } from '../api/download-cv.ts';
import { useAdminCvs, type AdminCvsParams } from '../api/get-admin-cvs.ts';
import type { AdminCv } from '@karier/api-types';
import { formatWibDate } from '../utils/format.ts';
import { AiBadge, CvStatusBadge } from './badges.tsx';
import { CvDeleteDialog } from './cv-delete-dialog.tsx';
import {
  AdminTable,
  FilterSelect,
  ListBody,
  SearchField,
  TabHeader,
  usePaging,
} from './admin-list.tsx';
import { Pagination } from './pagination.tsx';
import { tableStyles as ts } from './table-styles.ts';
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
  const { page, setPage, resetting } = usePaging();
  const [deleting, setDeleting] = useState<AdminCv | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const list = useAdminCvs({ search: term, status, page, pageSize: PAGE_SIZE });
  const rows = list.data?.data ?? [];

  return (
    <div className="space-y-5">
      <TabHeader title={t('admin.tabs.cvs')} />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchField
          id="cvs-search"
          label={t('admin.cvs.search')}
          placeholder={t('admin.cvs.searchPlaceholder')}
          value={search}
          onChange={resetting(setSearch)}
        />
        <FilterSelect
          id="cvs-status"
          label={t('admin.cvs.statusFilter')}
          value={status}
          onChange={resetting(setStatus)}
          options={(['all', 'completed', 'draft'] as const).map((value) => ({
            value,
            label: t(`admin.cvs.status.${value}`),
          }))}
        />
      </div>

      <ListBody
        list={list}
        failed={errorMessage(list.error, t('admin.cvs.loadFailed'))}
        count={rows.length}
        empty={term || status !== 'all' ? t('admin.cvs.noMatch') : t('admin.cvs.empty')}
      >
        <AdminTable
          caption={t('admin.cvs.caption')}
          busy={list.isFetching}
          columns={[
            { label: t('admin.cvs.columns.title') },
            { label: t('admin.cvs.columns.owner') },
            { label: t('admin.cvs.columns.created') },
            { label: t('admin.cvs.columns.status') },
            { label: t('admin.cvs.columns.score') },
            { label: t('admin.cvs.columns.actions'), end: true, hidden: true },
          ]}
        >
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
        </AdminTable>
      </ListBody>

      <Pagination data={list.data} onPage={setPage} label={t('admin.cvs.pages')} />

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
