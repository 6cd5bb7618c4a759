/**
 * One look for the admin tables: a real table from `xl` up, and below it each row a card
 * whose cells carry their column name (`data-label`) — two cards a row on tablets.
 */
export const tableStyles = {
  wrap: 'xl:rounded-2xl xl:border xl:border-slate-200 xl:bg-white xl:shadow-sm xl:dark:border-slate-800 xl:dark:bg-slate-900',
  table: 'w-full text-left text-sm max-xl:block',
  thead:
    'bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase max-xl:sr-only dark:bg-slate-800/60 dark:text-slate-400',
  th: 'px-4 py-3 whitespace-nowrap first:rounded-tl-2xl last:rounded-tr-2xl',
  tbody:
    'max-xl:grid max-xl:gap-3 md:max-xl:grid-cols-2 xl:divide-y xl:divide-slate-200 xl:dark:divide-slate-800',
  tr: 'max-xl:flex max-xl:min-w-0 max-xl:flex-col max-xl:rounded-2xl max-xl:border max-xl:border-slate-200 max-xl:bg-white max-xl:p-4 max-xl:shadow-sm max-xl:dark:border-slate-800 max-xl:dark:bg-slate-900 xl:hover:bg-slate-50/70 xl:dark:hover:bg-slate-800/40',
  td: 'px-4 py-3 align-middle text-slate-700 dark:text-slate-300 max-xl:flex max-xl:min-w-0 max-xl:items-center max-xl:justify-between max-xl:gap-4 max-xl:px-0 max-xl:py-1.5 max-xl:text-right max-xl:before:shrink-0 max-xl:before:text-left max-xl:before:text-xs max-xl:before:font-medium max-xl:before:text-slate-500 max-xl:before:content-[attr(data-label)] max-xl:dark:before:text-slate-400',
  /** The row's title cell: on phones the card's heading, without a label. */
  tdMain: 'px-4 py-3 align-middle max-xl:block max-xl:px-0 max-xl:pt-0 max-xl:pb-2',
  /** The actions cell: on phones a row of buttons under the rest. */
  tdActions:
    'px-4 py-3 text-right align-middle whitespace-nowrap max-xl:mt-auto max-xl:flex max-xl:justify-end max-xl:border-t max-xl:border-slate-200 max-xl:px-0 max-xl:pt-3 max-xl:pb-0 max-xl:dark:border-slate-800',
};

/** A filter's label above its control. */
export const filterLabel = 'block text-xs font-medium text-slate-600 dark:text-slate-400';
