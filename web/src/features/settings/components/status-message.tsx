import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';

/** A success message that hides itself after `ms` (3 s by default). */
export function useFlash(ms = 3000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage] as const;
}

export function SuccessMessage({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-300">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
