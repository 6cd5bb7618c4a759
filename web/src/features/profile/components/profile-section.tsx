import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** A titled card of the profile page, labelled by its heading. */
export function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <h2
        id={id}
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}
