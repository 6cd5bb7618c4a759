import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}

/** A full-area loading state with a spoken label. */
export function PageLoader({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-500 dark:text-slate-400"
    >
      <Spinner className="size-7 text-indigo-600 dark:text-indigo-400" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
