import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';

/** One experience or education entry while it is being edited (years as typed). */
export interface EntryDraft {
  id: string;
  /** title / school */
  primary: string;
  /** company / degree */
  secondary: string;
  /** education only: field of study */
  field: string;
  from: string;
  to: string;
  current: boolean;
  description: string;
}

export type EntryKind = 'experience' | 'education';

export const emptyEntry = (): EntryDraft => ({
  id: crypto.randomUUID(),
  primary: '',
  secondary: '',
  field: '',
  from: '',
  to: '',
  current: false,
  description: '',
});

const MIN_YEAR = 1950;
export const maxYear = () => new Date().getFullYear() + 1;

/** The first problem with an entry, as a translation key, or null. */
export function entryProblem(
  entry: EntryDraft,
): 'required' | 'fromInvalid' | 'toRequired' | 'toInvalid' | 'toBeforeFrom' | null {
  if (!entry.primary.trim() || !entry.secondary.trim()) return 'required';
  const from = Number(entry.from);
  if (!/^\d{4}$/.test(entry.from) || from < MIN_YEAR || from > maxYear()) return 'fromInvalid';
  if (entry.current) return null;
  if (!entry.to) return 'toRequired';
  const to = Number(entry.to);
  if (!/^\d{4}$/.test(entry.to) || to < MIN_YEAR || to > maxYear()) return 'toInvalid';
  if (to < from) return 'toBeforeFrom';
  return null;
}

interface EntriesEditorProps {
  kind: EntryKind;
  entries: EntryDraft[];
  onChange: (entries: EntryDraft[]) => void;
  showErrors: boolean;
}

export function EntriesEditor({ kind, entries, onChange, showErrors }: EntriesEditorProps) {
  const { t } = useTranslation();
  const update = (id: string, patch: Partial<EntryDraft>) =>
    onChange(entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));
  const labels =
    kind === 'experience'
      ? {
          primary: t('profile.experience.title'),
          secondary: t('profile.experience.company'),
          current: t('profile.experience.current'),
        }
      : {
          primary: t('profile.education.school'),
          secondary: t('profile.education.degree'),
          current: t('profile.education.current'),
        };

  return (
    <div className="space-y-4">
      {entries.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t(`profile.${kind}.empty`)}</p>
      )}
      {entries.map((entry, index) => {
        const problem = showErrors ? entryProblem(entry) : null;
        const base = `${kind}-${index}`;
        return (
          <fieldset
            key={entry.id}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
              {t(`profile.${kind}.entry`, { n: index + 1 })}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={`${base}-primary`} className={labelClasses}>
                  {labels.primary}
                </label>
                <input
                  id={`${base}-primary`}
                  value={entry.primary}
                  onChange={(e) => update(entry.id, { primary: e.target.value })}
                  aria-invalid={(problem === 'required' && !entry.primary.trim()) || undefined}
                  className={inputClasses(
                    problem === 'required' && !entry.primary.trim(),
                    'mt-1.5',
                  )}
                />
              </div>
              <div>
                <label htmlFor={`${base}-secondary`} className={labelClasses}>
                  {labels.secondary}
                </label>
                <input
                  id={`${base}-secondary`}
                  value={entry.secondary}
                  onChange={(e) => update(entry.id, { secondary: e.target.value })}
                  aria-invalid={(problem === 'required' && !entry.secondary.trim()) || undefined}
                  className={inputClasses(
                    problem === 'required' && !entry.secondary.trim(),
                    'mt-1.5',
                  )}
                />
              </div>
              {kind === 'education' && (
                <div className="sm:col-span-2">
                  <label htmlFor={`${base}-field`} className={labelClasses}>
                    {t('profile.education.field')}
                  </label>
                  <input
                    id={`${base}-field`}
                    value={entry.field}
                    onChange={(e) => update(entry.id, { field: e.target.value })}
                    className={inputClasses(false, 'mt-1.5')}
                  />
                </div>
              )}
              <div>
                <label htmlFor={`${base}-from`} className={labelClasses}>
                  {t('profile.entries.from')}
                </label>
                <input
                  id={`${base}-from`}
                  inputMode="numeric"
                  maxLength={4}
                  placeholder={String(new Date().getFullYear() - 2)}
                  value={entry.from}
                  onChange={(e) => update(entry.id, { from: e.target.value.replace(/\D/g, '') })}
                  aria-invalid={problem === 'fromInvalid' || undefined}
                  className={inputClasses(problem === 'fromInvalid', 'mt-1.5')}
                />
              </div>
              <div>
                <label htmlFor={`${base}-to`} className={labelClasses}>
                  {t('profile.entries.to')}
                </label>
                <input
                  id={`${base}-to`}
                  inputMode="numeric"
                  maxLength={4}
                  disabled={entry.current}
                  value={entry.current ? '' : entry.to}
                  placeholder={entry.current ? t('profile.entries.present') : ''}
                  onChange={(e) => update(entry.id, { to: e.target.value.replace(/\D/g, '') })}
                  aria-invalid={(problem !== null && problem.startsWith('to')) || undefined}
                  className={inputClasses(
                    problem !== null && problem.startsWith('to'),
                    'mt-1.5 disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800',
                  )}
                />
              </div>
              <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={entry.current}
                  onChange={(e) => update(entry.id, { current: e.target.checked })}
                  className="size-4 rounded border-slate-300 accent-indigo-600"
                />
                {labels.current}
              </label>
              <div className="sm:col-span-2">
                <label htmlFor={`${base}-description`} className={labelClasses}>
                  {t('profile.entries.description')}
                </label>
                <textarea
                  id={`${base}-description`}
                  rows={3}
                  value={entry.description}
                  onChange={(e) => update(entry.id, { description: e.target.value })}
                  className={inputClasses(false, 'mt-1.5 h-auto py-2')}
                />
              </div>
            </div>
            {problem && (
              <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
                {t(`profile.entries.errors.${problem}`, { max: maxYear() })}
              </p>
            )}
            <button
              type="button"
              onClick={() => onChange(entries.filter((e) => e.id !== entry.id))}
              className={buttonClasses('ghost', 'sm', 'mt-3 text-red-700 dark:text-red-400')}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t(`profile.${kind}.remove`, { n: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() => onChange([...entries, emptyEntry()])}
        className={buttonClasses('secondary', 'md')}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t(`profile.${kind}.add`)}
      </button>
    </div>
  );
}
