import type { ReactNode } from 'react';

/** The heading block that opens each public page. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white dark:from-indigo-950/40 dark:to-slate-950">
      <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {lead && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-300">
            {lead}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
