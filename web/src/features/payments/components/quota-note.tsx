import type { TFunction } from 'i18next';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths } from '../../../config/paths.ts';
import { useAccountPlan } from '../api/get-account-plan.ts';
import type { AccountPlan } from '@karier/api-types';

/** "2 dari 3 analisis gratis bulan ini tersisa" (or of a paid month's analyses). */
export function quotaText(t: TFunction, data: AccountPlan) {
  return t(data.plan === 'free' ? 'checkout.quota.free' : 'checkout.quota.paid', {
    left: Math.max(0, data.analysesLeft),
    limit: data.analysesLimit,
  });
}

/**
 * The month's analyses before a file is chosen, with the way to more one click away (the plans;
 * none while Premium runs).
 */
export function QuotaNote() {
  const { t } = useTranslation();
  const plan = useAccountPlan();
  if (!plan.data) return null;
  const usedUp = plan.data.analysesLeft <= 0;
  return (
    <div
      data-testid="quota-note"
      className={`flex flex-col gap-3 rounded-xl border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between ${
        usedUp
          ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100'
          : 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200'
      }`}
    >
      <p className="flex items-start gap-2">
        <Gauge aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="font-semibold">{quotaText(t, plan.data)}</span>
          {usedUp && <span className="block">{t('checkout.quota.usedUp')}</span>}
        </span>
      </p>
      {plan.data.plan !== 'premium' && (
        <Link
          to={paths.app.checkout.getHref()}
          className={buttonClasses(usedUp ? 'primary' : 'secondary', 'sm')}
        >
          {t('checkout.quota.upgrade')}
        </Link>
      )}
    </div>
  );
}
