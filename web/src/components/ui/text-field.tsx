import type { HTMLInputAutoCompleteAttribute } from 'react';
import { inputClasses, labelClasses } from './input.ts';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  invalid?: boolean;
  describedBy?: string | undefined;
  autoFocus?: boolean;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  invalid = false,
  describedBy,
  autoFocus,
}: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        autoCapitalize={type === 'email' ? 'none' : undefined}
        spellCheck={type === 'email' ? false : undefined}
        required
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={inputClasses(invalid, 'mt-1.5')}
      />
    </div>
  );
}
