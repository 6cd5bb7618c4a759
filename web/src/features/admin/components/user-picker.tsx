import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/input.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { filterLabel } from './table-styles.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PickedUser {
  id: string;
  /** The name when picked from the list; the id when pasted. */
  label: string;
}

/**
 * Choose one user by typing a name or email (five suggestions, debounced) or by pasting their
 * id. A combobox while searching; once chosen, a chip with a button to clear it.
 */
export function UserPicker({
  value,
  onChange,
}: {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), 300);
  const searching = term.length >= 2 && !UUID.test(term);
  const users = useAdminUsers({ search: term, pageSize: 5 }, { enabled: searching });
  const options = searching ? (users.data?.data ?? []) : [];
  const showList = open && searching;

  const pick = (user: PickedUser) => {
    onChange(user);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const trimmed = text.trim();
      if (UUID.test(trimmed)) {
        event.preventDefault();
        pick({ id: trimmed.toLowerCase(), label: trimmed.toLowerCase() });
        return;
      }
      const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (showList && option) {
        event.preventDefault();
        pick({ id: option.id, label: option.name });
      }
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    }
  };

  if (value) {
    return (
      <div>
        <span className={filterLabel}>{t('admin.activities.user')}</span>
        <div className="mt-1 flex h-11 items-center gap-2 rounded-lg border border-indigo-300 bg-indigo-50 px-3 text-sm dark:border-indigo-500/40 dark:bg-indigo-500/10">
          <span
            data-testid="picked-user"
            className="min-w-0 flex-1 truncate font-medium text-indigo-900 dark:text-indigo-100"
          >
            {value.label}
          </span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('admin.activities.clearUser', { name: value.label })}
            className="-mr-1 rounded p-1 text-indigo-700 hover:bg-indigo-100 dark:text-indigo-200 dark:hover:bg-indigo-500/20"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    );
  }

  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className={filterLabel}>
        {t('admin.activities.user')}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        placeholder={t('admin.activities.userPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          // A pasted id applies when leaving the field too.
          if (UUID.test(text.trim())) pick({ id: text.trim().toLowerCase(), label: text.trim() });
        }}
        onKeyDown={onKeyDown}
        className={inputClasses(false, 'mt-1')}
      />
      <p id={`${id}-hint`} className="sr-only">
        {t('admin.activities.userHint')}
      </p>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('admin.activities.userSuggestions')}
        hidden={!showList}
        className="absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        {options.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
            {users.isFetching || term !== text.trim()
              ? t('common.loading')
              : t('admin.search.none')}
          </li>
        ) : (
          options.map((u, i) => (
            <li
              key={u.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick({ id: u.id, label: u.name })}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${
                i === active
                  ? 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/15 dark:text-white'
                  : 'text-slate-700 dark:text-slate-200'
              }`}
            >
              <span className="block truncate font-medium">{u.name}</span>
              <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                {u.email}
              </span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
