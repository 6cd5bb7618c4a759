import type { ReactNode } from 'react';

/** The centred card the login and register pages sit in. */
export function AuthCard({
  heading,
  subtitle,
  children,
  footer,
}: {
  heading: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-indigo-50/70 to-transparent px-4 py-10 sm:py-16 dark:from-indigo-950/30">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {heading}
          </h1>
          <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>
      </div>
    </div>
  );
}
