import { inputClasses, labelClasses } from './input.ts';

interface PhoneFieldProps {
  id: string;
  label: string;
  /** Shown under the field while there is no error. */
  hint: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Replaces the hint, announced as it appears. */
  error: string | null;
}

/** A phone number field with its hint, or its error in the hint's place. */
export function PhoneField({ id, label, hint, value, onChange, onBlur, error }: PhoneFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0812-3456-7890"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : hintId}
        className={inputClasses(Boolean(error), 'mt-1.5')}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
