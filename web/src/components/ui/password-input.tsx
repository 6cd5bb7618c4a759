import { Eye, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { inputClasses, labelClasses } from './input.ts';

interface PasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  showLabel: string;
  hideLabel: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Shown after the field, e.g. a hint. */
  after?: ReactNode;
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({
  id,
  label,
  value,
  onChange,
  autoComplete,
  showLabel,
  hideLabel,
  invalid = false,
  describedBy,
  after,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClasses(invalid, 'pr-12')}
        />
        <button
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 my-auto mr-1 flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {after}
    </div>
  );
}
