import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router.tsx';
import { checkoutPlanOf } from '../../../config/paths.ts';
import { BasicCheckout, PlanOffers } from '../../../features/payments/components/plan-offers.tsx';
import { PlanCheckout } from '../../../features/payments/components/plan-checkout.tsx';
import { usePricing } from '../../../features/payments/api/get-pricing.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/**
 * /checkout?plan=premium | basic[&cv=<id>]: buying a plan while signed in (the pricing page's
 * buttons, the quota message, and the end of a sign-up that chose a plan lead here).
 */
export function CheckoutRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const plan = checkoutPlanOf(params.get('plan'));
  const pricing = usePricing();
  const price = plan ? pricing.data?.plans.find((p) => p.id === plan) : undefined;
  const name = plan ? t(`dashboard.plan.names.${plan}`) : '';
  useDocumentTitle(plan ? t('checkout.title', { plan: name }) : t('checkout.choose'));

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {plan ? t('checkout.title', { plan: name }) : t('checkout.choose')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
          {plan === 'premium'
            ? t('checkout.premiumLead', {
                amount: price?.amountLabel ?? '',
                analyses: price?.analyses ?? 8,
                days: price?.unlimitedRevisionDays ?? 7,
              })
            : plan === 'basic'
              ? t('checkout.basicLead', {
                  amount: price?.amountLabel ?? '',
                  analyses: price?.analyses ?? 2,
                })
              : t('checkout.chooseLead')}
        </p>
      </div>
      {plan === 'premium' ? (
        <PlanCheckout plan="premium" />
      ) : plan === 'basic' ? (
        <BasicCheckout initialCvId={params.get('cv')} />
      ) : (
        <PlanOffers links />
      )}
    </div>
  );
}
