import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { MonthChange } from '@karier/api-types';
import { formatCount, formatPercent } from '../utils/format.ts';

/**
 * This month against last month: ▲ green when up, ▼ red when down; "baru" when last month had
 * nothing to compare with (never a made-up percentage).
 */
export function MonthChangeBadge({ change }: { change: MonthChange }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const base = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';
  const p = change.changePercent;
  if (p === null) {
    const fresh = change.thisMonth > 0;
    return (
      <span
        data-testid="mom-change"
        title={t('admin.stats.noComparison')}
        className={`${base} ${
          fresh
            ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
            : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
        }`}
      >
        {fresh ? t('admin.stats.new') : t('admin.stats.noData')}
      </span>
    );
  }
  const up = p > 0;
  const down = p < 0;
  const tone = up
    ? 'bg-green-50 text-green-700 dark:bg-green-950/50 dark:text-green-300'
    : down
      ? 'bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300'
      : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300';
  const amount = formatPercent(Math.abs(p), lang);
  return (
    <span data-testid="mom-change" className={`${base} ${tone}`}>
      <span aria-hidden="true">{up ? '▲' : down ? '▼' : '▬'}</span>
      <span aria-hidden="true">{amount}</span>
      <span className="sr-only">
        {up
          ? t('admin.stats.up', { amount })
          : down
            ? t('admin.stats.down', { amount })
            : t('admin.stats.same')}
      </span>
    </span>
  );
}

/** One headline number with its share of a total and its change since last month. */
export function StatCard({
  testId,
  label,
  value,
  share,
  change,
  icon: Icon,
  tone,
}: {
  testId: string;
  label: string;
  value: number;
  /** e.g. "40% dari total" */
  share?: string;
  change: MonthChange;
  icon: LucideIcon;
  tone: string;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  // Without last month to compare with there is nothing "since last month" to say.
  const suffix =
    change.changePercent !== null
      ? t('admin.stats.vsLastMonth')
      : change.thisMonth > 0
        ? t('admin.stats.thisMonth')
        : '';
  return (
    <div
      data-testid={testId}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-3.5 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      {/* Only dt and dd inside a dl's group (valid list markup): the icon sits in the dt. */}
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        <span>{label}</span>
        <span
          aria-hidden="true"
          className={`hidden size-9 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}
        >
          <Icon className="size-5" />
        </span>
      </dt>
      <dd className="mt-1 flex flex-1 flex-col">
        <span className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl dark:text-white">
          {formatCount(value, lang)}
        </span>
        {share && <span className="text-sm text-slate-500 dark:text-slate-400">{share}</span>}
        <span className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-3 text-xs text-slate-500 dark:text-slate-400">
          <MonthChangeBadge change={change} />
          {suffix}
        </span>
      </dd>
    </div>
  );
}
