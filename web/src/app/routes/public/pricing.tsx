import { Check, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { PageIntro } from '../../../components/layout/page-intro.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { paths } from '../../../config/paths.ts';
import { usePricing } from '../../../features/payments/api/get-pricing.ts';
import type { PricePlan } from '@karier/api-types';
import { lowestPrice, promoPercent } from '../../../features/payments/utils/plans.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatRupiah } from '@karier/commerce/pricing';
import { useAuthStore } from '../../../stores/auth-store.ts';

const planIds = ['basic', 'premium', 'enterprise'] as const;
type PlanId = (typeof planIds)[number];

/**
 * Where each plan's button leads: signed out, a sign-up that carries the plan to its checkout;
 * signed in, the checkout itself; Enterprise, the contact form with its subject filled in.
 */
function planTarget(id: PlanId, signedIn: boolean, enterpriseSubject: string): string {
  if (id === 'enterprise') return paths.contact.getHref(enterpriseSubject);
  return signedIn ? paths.app.checkout.getHref(id) : paths.auth.register.getHref(id);
}

const faqItems = ['subscription', 'quota', 'refund'] as const;

export function PricingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pricing.title'), { description: t('pricing.description') });
  const pricing = usePricing();
  const data = pricing.data;
  const lowest = data ? lowestPrice(data) : null;
  const premium = data?.plans.find((plan) => plan.id === 'premium');
  const percent = promoPercent(premium);

  return (
    <>
      <PageIntro
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.heading')}
        lead={
          data && lowest !== null
            ? t('pricing.lead', {
                free: data.freeAnalysesPerMonth,
                // Kept on one line.
                price: formatRupiah(lowest).replace(' ', '\u00a0'),
              })
            : t('pricing.leadLoading')
        }
      >
        {percent !== null && (
          <p className="mt-5 inline-flex rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
            {t('pricing.promo', { percent })}
          </p>
        )}
      </PageIntro>

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        {pricing.isError ? (
          <div
            role="alert"
            className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
          >
            <p>{t('pricing.failed')}</p>
            <button
              type="button"
              onClick={() => void pricing.refetch()}
              className={buttonClasses('secondary', 'sm')}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              {t('pricing.retry')}
            </button>
          </div>
        ) : (
          <ul className="grid items-start gap-6 lg:grid-cols-3" aria-busy={!data || undefined}>
            {planIds.map((id) => (
              <PlanCard key={id} id={id} plan={data?.plans.find((plan) => plan.id === id)} />
            ))}
          </ul>
        )}
        <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
          {t('pricing.methods')}
        </p>
      </div>

      <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <h2
          id="pricing-faq"
          className="text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          {t('pricing.faqHeading')}
        </h2>
        <div className="mt-6 space-y-3">
          {faqItems.map((key) => (
            <Disclosure key={key} question={t(`pricing.faq.${key}.question`)}>
              <p>{t(`pricing.faq.${key}.answer`)}</p>
              {key === 'refund' && (
                <p>
                  <Link
                    to={`${paths.terms.getHref()}#garansi`}
                    className="font-medium text-indigo-700 underline dark:text-indigo-300"
                  >
                    {t('pricing.faq.refund.link')}
                  </Link>
                </p>
              )}
            </Disclosure>
          ))}
        </div>
      </section>

      <section className="bg-indigo-700 dark:bg-indigo-950">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 className="text-2xl font-bold tracking-tight text-white">
            {t('pricing.cta.heading')}
          </h2>
          <p className="mt-3 text-indigo-100">{t('pricing.cta.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={paths.auth.register.getHref()}
              className="inline-flex h-12 items-center justify-center rounded-lg bg-white px-6 font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-white"
            >
              {t('pricing.cta.primary')}
            </Link>
            <Link
              to={paths.contact.getHref()}
              className="inline-flex h-12 items-center justify-center rounded-lg border border-indigo-200 px-6 font-semibold text-white hover:bg-indigo-600 focus-visible:outline-white dark:hover:bg-indigo-900"
            >
              {t('pricing.cta.secondary')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function PlanCard({ id, plan }: { id: PlanId; plan: PricePlan | undefined }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const popular = id === 'premium';
  const name = t(`pricing.plans.${id}.name`);
  const features = t(`pricing.plans.${id}.features`, {
    returnObjects: true,
    analyses: plan?.analyses ?? 0,
    days: plan?.unlimitedRevisionDays ?? 0,
  });

  return (
    <li
      data-testid={`plan-${id}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-slate-900 ${
        popular
          ? 'border-indigo-600 ring-1 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{name}</h2>
        {popular && (
          <span className="rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white dark:bg-indigo-500">
            {t('pricing.popular')}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t(`pricing.plans.${id}.description`)}
      </p>
      <div className="mt-6 min-h-20">
        {!plan ? (
          <span className="block h-10 w-36 animate-pulse rounded bg-slate-200 dark:bg-slate-800">
            <span className="sr-only">{t('pricing.loading')}</span>
          </span>
        ) : plan.amount === null ? (
          <p className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('pricing.onContact')}
          </p>
        ) : (
          <>
            {plan.originalAmount !== null && (
              <p className="text-slate-500 dark:text-slate-400">
                <span className="sr-only">{t('pricing.normalPrice')}: </span>
                <del data-testid="original-price">{formatRupiah(plan.originalAmount)}</del>
              </p>
            )}
            <p className="flex flex-wrap items-baseline gap-x-2">
              {plan.originalAmount !== null && (
                <span className="sr-only">{t('pricing.promoPrice')}: </span>
              )}
              <span
                data-testid="price"
                className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white"
              >
                {formatRupiah(plan.amount)}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t('pricing.oneTime')}
              </span>
            </p>
          </>
        )}
      </div>
      <ul
        aria-label={t('pricing.featuresLabel', { name })}
        className="mt-6 flex-1 space-y-3 text-sm"
      >
        {/* The numbers in the features come from the price list too. */}
        {(plan ? features : []).map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700 dark:text-slate-300">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400"
            />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={planTarget(id, signedIn, t('pricing.enterpriseSubject'))}
        className={buttonClasses(popular ? 'primary' : 'secondary', 'lg', 'mt-8 w-full')}
      >
        {t(`pricing.plans.${id}.button`)}
      </Link>
    </li>
  );
}
