import { useId, type ReactNode } from 'react';
import { labelClasses } from '../../../components/ui/input.ts';

/** The server's refusal of one field: its path in the structure and our message. */
export interface FieldError {
  field: string;
  message: string;
}

/** One labelled input (or textarea) with the server's message when it names this field. */
export function StructureField({
  label,
  path,
  error,
  children,
}: {
  label: string;
  path: string;
  error: FieldError | null;
  children: (props: {
    id: string;
    'data-field': string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const mine = error !== null && error.field === path;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children({
        id,
        'data-field': path,
        'aria-invalid': mine || undefined,
        'aria-describedby': mine ? `${id}-error` : undefined,
      })}
      {mine && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error.message}
        </p>
      )}
    </div>
  );
}
