import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';

const MAX_CHARS = 20_000;

interface JobDescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The optional vacancy text, folded away until asked for. */
export function JobDescriptionField({ value, onChange, disabled }: JobDescriptionFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(value !== '');
  const panelId = useId();
  const hintId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-start gap-1.5 rounded-md text-left text-sm font-medium text-indigo-700 hover:text-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200"
      >
        <ChevronDown
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {t('cv.upload.jobToggle')}
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        <label htmlFor={`${panelId}-text`} className={labelClasses}>
          {t('cv.upload.jobLabel')}
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {t('cv.upload.jobHint')}
        </p>
        <textarea
          id={`${panelId}-text`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          maxLength={MAX_CHARS}
          rows={6}
          aria-describedby={hintId}
          placeholder={t('cv.upload.jobPlaceholder')}
          className={inputClasses(
            false,
            'mt-2 h-auto min-h-32 py-2 disabled:cursor-not-allowed disabled:opacity-60',
          )}
        />
      </div>
    </div>
  );
}
