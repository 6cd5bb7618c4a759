import { MapPin } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { useLocationSearch } from '../api/search-locations.ts';

interface LocationInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A combobox: suggestions from /api/locations as they type; any free text is allowed too. The
 * suggestions open in the flow of the form, below the field, so they push what follows down
 * instead of covering it: the form's own buttons stay in reach before one is picked.
 */
export function LocationInput({ id, value, onChange, invalid, describedBy }: LocationInputProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value, 200);
  const search = useLocationSearch(open ? query : '');
  const options = open && query.trim().length >= 2 ? (search.data ?? []) : [];
  const expanded = open && options.length > 0;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChange(option.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(-1, i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className={labelClasses}>
        {t('profile.location.label')}
      </label>
      <div className="relative mt-1.5">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={t('profile.location.placeholder')}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={inputClasses(invalid, 'pl-9')}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('profile.location.suggestions')}
        hidden={!expanded}
        className="mt-1 max-h-56 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((option, index) => (
          <li
            key={option.code}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(index);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${
              index === active
                ? 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/20 dark:text-white'
                : 'text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            <span className="font-medium">{option.name}</span>
            <span className="text-slate-500 dark:text-slate-400"> · {option.province}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
