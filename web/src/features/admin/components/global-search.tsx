import { FileText, Search, UserRound } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router.tsx';
import { inputClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useAdminCvs } from '../api/get-admin-cvs.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';

const RESULTS = 5;
const MIN_LENGTH = 2;

interface Result {
  key: string;
  kind: 'user' | 'cv';
  title: string;
  hint: string;
  href: string;
}

/**
 * Finds users (name, email) and CVs (title, owner) as you type — debounced, five of each.
 * A combobox: arrows move through both groups, Enter or a click opens the user's timeline or
 * the CV, Escape closes the list.
 */
export function GlobalSearch({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(query.trim(), 300);
  const enabled = term.length >= MIN_LENGTH;
  const users = useAdminUsers({ search: term, pageSize: RESULTS }, { enabled });
  const cvs = useAdminCvs({ search: term, pageSize: RESULTS }, { enabled });

  const userResults: Result[] = enabled
    ? (users.data?.data ?? []).map((u) => ({
        key: `user-${u.id}`,
        kind: 'user',
        title: u.name,
        hint: u.email,
        href: paths.app.admin.getHref('users', { user: u.id }),
      }))
    : [];
  const cvResults: Result[] = enabled
    ? (cvs.data?.data ?? []).map((c) => ({
        key: `cv-${c.id}`,
        kind: 'cv',
        title: c.title,
        hint: c.userName,
        href: paths.app.admin.getHref('cvs', { cv: c.id }),
      }))
    : [];
  const results = [...userResults, ...cvResults];
  const loading = enabled && (users.isFetching || cvs.isFetching || term !== query.trim());
  const failed = enabled && (users.isError || cvs.isError);
  const showList = open && query.trim().length >= MIN_LENGTH;

  const go = (result: Result) => {
    setOpen(false);
    setActive(-1);
    setQuery('');
    onOpen?.();
    void navigate(result.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (results.length) setActive((i) => (i + 1) % results.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (results.length) setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
        break;
      case 'Enter': {
        const target = results[active] ?? results[0];
        if (showList && target) {
          event.preventDefault();
          go(target);
        }
        break;
      }
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const group = (kind: Result['kind'], items: Result[], offset: number) => {
    const headingId = `${id}-${kind}`;
    const Icon = kind === 'user' ? UserRound : FileText;
    return (
      <div role="group" aria-labelledby={headingId} className="py-1">
        <p
          id={headingId}
          className="px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          {kind === 'user' ? t('admin.search.users') : t('admin.search.cvs')}
        </p>
        {items.length === 0 ? (
          <p className="px-3 py-1.5 text-sm text-slate-500 dark:text-slate-400">
            {loading ? t('common.loading') : t('admin.search.none')}
          </p>
        ) : (
          items.map((result, i) => {
            const index = offset + i;
            const selected = index === active;
            return (
              <div
                key={result.key}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                // Keep the focus in the input (a click would blur it and close the list).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(result)}
                onMouseEnter={() => setActive(index)}
                className={`mx-1 flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm ${
                  selected
                    ? 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/15 dark:text-white'
                    : 'text-slate-700 dark:text-slate-200'
                }`}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{result.title}</span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                    {result.hint}
                  </span>
                </span>
              </div>
            );
          })
        )}
      </div>
    );
  };

  return (
    <div className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('admin.search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={query}
        placeholder={t('admin.search.placeholder')}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={inputClasses(false, 'pr-9 pl-9')}
      />
      {loading && showList && (
        <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={t('admin.search.results')}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        {failed ? (
          <p role="alert" className="px-3 py-2 text-sm text-red-700 dark:text-red-300">
            {t('admin.search.failed')}
          </p>
        ) : (
          <>
            {group('user', userResults, 0)}
            <div className="mx-3 h-px bg-slate-200 dark:bg-slate-800" />
            {group('cv', cvResults, userResults.length)}
          </>
        )}
      </div>
    </div>
  );
}
