import { Crown, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useAccountPlan } from '../api/get-account-plan.ts';
import { quotaText } from './quota-note.tsx';
import type { AccountPlan } from '@karier/api-types';
import { Card } from '../../../components/ui/card.tsx';

/** The plan and this month's analyses, as /api/account/plan states them. */
export function PlanCard() {
  const { t } = useTranslation();
  const plan = useAccountPlan();
  const lang = currentLanguage();

  return (
    <Card as="section" aria-labelledby="plan-heading">
      <h2
        id="plan-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <Gauge aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
        {t('dashboard.plan.heading')}
      </h2>
      {plan.isPending ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Spinner className="size-4" />
          {t('common.loading')}
        </p>
      ) : plan.isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-slate-700 dark:text-slate-300">
            {t('dashboard.plan.loadFailed')}
          </span>
          <button
            type="button"
            onClick={() => void plan.refetch()}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('dashboard.retry')}
          </button>
        </div>
      ) : (
        <PlanDetails data={plan.data} lang={lang} />
      )}
    </Card>
  );
}

function PlanDetails({ data, lang }: { data: AccountPlan; lang: string }) {
  const { t } = useTranslation();
  const used = Math.min(data.analysesUsed, data.analysesLimit);
  const percent = data.analysesLimit > 0 ? Math.round((used / data.analysesLimit) * 100) : 100;
  const quota = quotaText(t, data);
  return (
    <div className="mt-4 space-y-3">
      <p className="flex items-center gap-2">
        <span
          data-testid="plan-name"
          className={[
            'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold',
            data.plan === 'free'
              ? 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200'
              : 'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-900/60 dark:bg-indigo-950/50 dark:text-indigo-200',
          ].join(' ')}
        >
          {data.plan !== 'free' && <Crown aria-hidden="true" className="size-3.5" />}
          {t(`dashboard.plan.names.${data.plan}`)}
        </span>
      </p>
      <p data-testid="plan-quota" className="text-sm text-slate-700 dark:text-slate-300">
        {quota}
      </p>
      <div
        role="progressbar"
        aria-label={quota}
        aria-valuemin={0}
        aria-valuemax={data.analysesLimit}
        aria-valuenow={used}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={`h-full rounded-full ${data.analysesLeft > 0 ? 'bg-indigo-600 dark:bg-indigo-400' : 'bg-red-600 dark:bg-red-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {data.analysesLeft > 0
          ? t('dashboard.plan.left', { count: data.analysesLeft })
          : t('dashboard.plan.usedUp')}
      </p>
      {data.premiumUntil && (
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
          {t('dashboard.plan.premiumUntil', { date: formatDate(data.premiumUntil, lang) })}
        </p>
      )}
      {data.plan !== 'premium' && (
        <Link
          to={paths.app.checkout.getHref()}
          className={buttonClasses(data.analysesLeft > 0 ? 'secondary' : 'primary', 'sm')}
        >
          {t('dashboard.plan.upgrade')}
        </Link>
      )}
    </div>
  );
}
