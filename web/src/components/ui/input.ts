export const labelClasses = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

export function inputClasses(invalid = false, extra = ''): string {
  return [
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 transition-colors sm:text-sm',
    'focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none focus-visible:outline-none',
    'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-indigo-400 dark:focus:ring-indigo-400/30',
    invalid ? 'border-red-500 dark:border-red-500' : 'border-slate-300 dark:border-slate-700',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
