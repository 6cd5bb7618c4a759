import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** A titled card of the results page. */
export function ResultsCard({
  title,
  icon,
  action,
  children,
  className = '',
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={`min-w-0 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={id}
          className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
        >
          {icon}
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  );
}
