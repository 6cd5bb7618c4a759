import { Download, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadError } from './load-error.tsx';
import { TableSkeleton } from './skeletons.tsx';
import { filterLabel, tableStyles as ts } from './table-styles.ts';

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

/** A tab's heading, with its CSV export button when it has one. */
export function TabHeader({
  title,
  exportLabel,
  exporting = false,
  onExport,
}: {
  title: string;
  exportLabel?: string;
  exporting?: boolean;
  onExport?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      {onExport && (
        <button
          type="button"
          onClick={onExport}
          disabled={exporting}
          className={buttonClasses('secondary', 'sm')}
        >
          {exporting ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {exportLabel}
        </button>
      )}
    </div>
  );
}
