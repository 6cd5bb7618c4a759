import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';

interface SkillsInputProps {
  id: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  /** An error from the page (e.g. "add at least one skill"). */
  error?: string | null;
}

/** Skills added by Enter or the Add button; blanks ignored, duplicates (any case) refused. */
export function SkillsInput({ id, skills, onChange, error }: SkillsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);

  const add = () => {
    const skill = draft.trim().replace(/\s+/g, ' ');
    if (!skill) {
      setDraft('');
      return;
    }
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) {
      setOwnError(t('profile.skills.duplicate', { skill }));
      return;
    }
    if (skills.length >= 50) {
      setOwnError(t('profile.skills.tooMany'));
      return;
    }
    setOwnError(null);
    onChange([...skills, skill]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const shown = ownError ?? error ?? null;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {t('profile.skills.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setOwnError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('profile.skills.placeholder')}
          aria-invalid={Boolean(shown) || undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          className={inputClasses(Boolean(shown))}
        />
        <button type="button" onClick={add} className={buttonClasses('secondary', 'md', 'h-11')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('profile.skills.add')}
        </button>
      </div>
      {shown ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-1.5 text-sm text-red-600 dark:text-red-400"
        >
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {t('profile.skills.hint')}
        </p>
      )}
      {skills.length > 0 && (
        <ul aria-label={t('profile.skills.list')} className="mt-3 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200"
            >
              {skill}
              <button
                type="button"
                onClick={() => onChange(skills.filter((s) => s !== skill))}
                aria-label={t('profile.skills.remove', { skill })}
                className="flex size-6 items-center justify-center rounded-full hover:bg-indigo-100 dark:hover:bg-indigo-500/25"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
