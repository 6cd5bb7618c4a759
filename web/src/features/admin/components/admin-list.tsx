import { Download, Search } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { LoadError } from './load-error.tsx';
import { TableSkeleton } from './skeletons.tsx';
import { filterLabel, tableStyles as ts } from './table-styles.ts';
import { useNotify } from './toast.tsx';

/** A paged list's page, and `resetting(set)`: a filter's setter that also goes back to page 1. */
export function usePaging() {
  const [page, setPage] = useState(1);
  const resetting =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, resetting };
}

/** What a list's query tells about its state (a TanStack Query result fits). */
interface ListQuery {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * One admin list's four states: failed (with Retry), loading, empty (`empty` says whether
 * nothing exists or only nothing matches), or its rows.
 */
export function ListBody({
  list,
  failed,
  count,
  empty,
  children,
}: {
  list: ListQuery;
  /** The message shown when loading failed. */
  failed: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  if (list.isError)
    return (
      <LoadError message={failed} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    );
  if (list.isPending) return <TableSkeleton />;
  if (count === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {empty}
      </p>
    );
  return children;
}

export interface Column {
  label: string;
  /** Right-aligned (numbers, actions). */
  end?: boolean;
  /** Read to screen readers only (the actions column). */
  hidden?: boolean;
}

/** The admin table: caption for screen readers, the header row, then the rows given. */
export function AdminTable({
  caption,
  columns,
  busy,
  children,
}: {
  caption: string;
  columns: Column[];
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className={ts.wrap} aria-busy={busy || undefined}>
      <table className={ts.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={ts.thead}>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.end ? `${ts.th} text-right` : ts.th}>
                {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={ts.tbody}>{children}</tbody>
      </table>
    </div>
  );
}

/** A labelled filter select; choosing an option calls `onChange` with its value. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={filterLabel}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className={inputClasses(false, 'mt-1')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled search box with its magnifier. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabel}>
        {label}
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className={inputClasses(false, 'pl-9')}
        />
      </div>
    </div>
  );
}

/**
 * A tab's heading, with a CSV export button when the tab has one: `csv.save` downloads the
 * file with the list's filters; a failure is told in a toast.
 */
export function TabHeader({
  title,
  csv,
}: {
  title: string;
  csv?: { label: string; save: () => Promise<void> };
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const exporter = useMutation({
    mutationFn: async () => csv?.save(),
    onError: (error) => notify(errorMessage(error, t('admin.exportFailed')), 'error'),
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      {csv && (
        <button
          type="button"
          onClick={() => exporter.mutate()}
          disabled={exporter.isPending}
          className={buttonClasses('secondary', 'sm')}
        >
          {exporter.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {csv.label}
        </button>
      )}
    </div>
  );
}
