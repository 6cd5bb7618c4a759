import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/**
 * A question that opens its answer (WAI-ARIA disclosure: a button with aria-expanded and
 * aria-controls). Each one opens and closes on its own.
 */
export function Disclosure({
  question,
  children,
  headingLevel = 3,
}: {
  question: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Heading className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60"
        >
          {question}
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-slate-500 transition-transform dark:text-slate-400 ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div
        id={id}
        hidden={!open}
        className="space-y-3 px-5 pb-5 text-slate-600 dark:text-slate-300"
      >
        {children}
      </div>
    </div>
  );
}
