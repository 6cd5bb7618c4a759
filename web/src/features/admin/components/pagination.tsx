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
  /** The total is a lower bound (a search counted only up to a cap): "1.000+". */
  totalCapped?: boolean;
}

/**
 * "Halaman 2 dari 5 · 93 data" with previous and next (only when there is more than one
 * page); nothing while the list is loading or empty. A capped total reads "Halaman 1 dari 50+ ·
 * 1.000+ data" and next stays open past its last counted page.
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
  const capped = data.totalCapped === true;
  const pages = Math.max(1, totalPages);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400"
    >
      <p>
        {t(capped ? 'admin.pagination.summaryCapped' : 'admin.pagination.summary', {
          page: formatCount(page, lang),
          pages: formatCount(pages, lang),
          total: formatCount(total, lang),
        })}
      </p>
      {(pages > 1 || capped) && (
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
            disabled={page >= pages && !capped}
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
