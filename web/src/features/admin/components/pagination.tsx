import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatCount } from '../utils/format.ts';

/** What a paged list answers about its pages. */
export interface PageInfo {
  page: number;
  totalPages: number;
  total: number;
}

/**
 * "Halaman 2 dari 5 · 93 data" with previous and next (only when there is more than one
 * page); nothing while the list is loading or empty.
 */
export function Pagination({
  data,
  onPage,
  label,
}: {
  data: PageInfo | undefined;
  onPage: (page: number) => void;
  /** What the pages are of, e.g. "Halaman daftar pengguna". */
  label: string;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (!data || data.total === 0) return null;
  const { page, totalPages, total } = data;
  const pages = Math.max(1, totalPages);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400"
    >
      <p>
        {t('admin.pagination.summary', {
          page: formatCount(page, lang),
          pages: formatCount(pages, lang),
          total: formatCount(total, lang),
        })}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            className={buttonClasses('secondary', 'sm')}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('admin.pagination.previous')}
          </button>
          <button
            type="button"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('admin.pagination.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </nav>
  );
}
