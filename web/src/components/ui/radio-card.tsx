import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One option of a radio group drawn as a card: a real (visually hidden) radio input, so arrow
 * keys, forms and screen readers work; a visible focus ring; a check mark when chosen.
 */
export function RadioCard({
  name,
  value,
  checked,
  disabled,
  onChange,
  visual,
  label,
  hint,
  layout = '',
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean | undefined;
  onChange: () => void;
  /** An icon or a thumbnail before the text. */
  visual: ReactNode;
  label: string;
  hint: string;
  /** Extra layout classes (padding, column layout on wider screens). */
  layout?: string;
}) {
  return (
    <label
      className={[
        'relative flex cursor-pointer items-center gap-3 rounded-xl border transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-indigo-400',
        checked
          ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600 dark:border-indigo-400 dark:bg-indigo-950/40 dark:ring-indigo-400'
          : 'border-slate-200 bg-white hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-600',
        disabled ? 'cursor-not-allowed opacity-70' : '',
        layout,
      ].join(' ')}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      {visual}
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900 dark:text-white">{label}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{hint}</span>
      </span>
      {checked && (
        <Check
          aria-hidden="true"
          className="absolute top-2 right-2 size-4 text-indigo-600 dark:text-indigo-400"
        />
      )}
    </label>
  );
}
