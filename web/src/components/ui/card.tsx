import type { HTMLAttributes } from 'react';

/** The white rounded panel most pages are built of; for elements other than `Card` renders. */
export const cardClasses =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section';
}

/** A panel: `<Card as="section" aria-labelledby=…>`; `className` adds to the card's own. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={className ? `${cardClasses} ${className}` : cardClasses} {...props} />;
}
