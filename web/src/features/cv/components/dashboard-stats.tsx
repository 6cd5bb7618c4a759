import { FileCheck, FilePen, Files, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Total, completed and draft CVs. */
export function DashboardStats({
  total,
  completed,
  draft,
}: {
  total: number;
  completed: number;
  draft: number;
}) {
  const { t } = useTranslation();
  const items: { key: string; label: string; value: number; icon: LucideIcon; tone: string }[] = [
    {
      key: 'total',
      label: t('dashboard.stats.total'),
      value: total,
      icon: Files,
      tone: 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300',
    },
    {
      key: 'completed',
      label: t('dashboard.stats.completed'),
      value: completed,
      icon: FileCheck,
      tone: 'bg-green-50 text-green-700 dark:bg-green-950/50 dark:text-green-300',
    },
    {
      key: 'draft',
      label: t('dashboard.stats.draft'),
      value: draft,
      icon: FilePen,
      tone: 'bg-amber-50 text-amber-700 dark:bg-amber-950/50 dark:text-amber-300',
    },
  ];
  return (
    <section aria-label={t('dashboard.stats.label')}>
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {items.map(({ key, label, value, icon: Icon, tone }) => (
          <div
            key={key}
            data-testid={`stat-${key}`}
            className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className={`flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11 ${tone}`}
            >
              <Icon className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col-reverse">
              <dt className="truncate text-xs text-slate-500 sm:text-sm dark:text-slate-400">
                {label}
              </dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
                {value}
              </dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
