import { useTranslation } from 'react-i18next';

/** Grey bars where a table's rows will be, with a spoken "Memuat…". */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-14 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" />
      ))}
    </div>
  );
}
