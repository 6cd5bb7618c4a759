import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths, type CheckoutPlan } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAccountPlan } from '../api/get-account-plan.ts';
import type { Payment } from '@karier/api-types';
import { PaymentForm, usePaymentForm } from './payment-form.tsx';

/**
 * Buying a plan: Premium (no CV), or Basic for one chosen CV. The amount is the server's; the
 * order is polled until it is paid, then what was bought is shown (the analyses now available,
 * the end of Premium, the revised CV). Used by /checkout and in place of a refused upload.
 */
export function PlanCheckout({
  plan,
  cvId = null,
  cvTitle = null,
  headingLevel = 2,
  inPlace = false,
  onPaid,
}: {
  plan: CheckoutPlan;
  cvId?: string | null;
  cvTitle?: string | null;
  headingLevel?: 2 | 3;
  /** Shown beside a refused upload: once paid, the same file can be sent again. */
  inPlace?: boolean;
  onPaid?: (payment: Payment) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const form = usePaymentForm(plan, paymentId);
  const { create, payment, status, price, amountLabel, busy, method } = form;

  useEffect(() => {
    if (payment.data && status === 'paid') onPaid?.(payment.data);
    // onPaid is a fresh closure every render; the status is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (status === 'paid' && payment.data) {
    return <PlanPaid plan={plan} payment={payment.data} cvTitle={cvTitle} inPlace={inPlace} />;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setPaymentId(null);
    create.mutate(
      { product: plan, cvId: plan === 'basic' ? cvId : null, method },
      {
        onSuccess: (created) => {
          if (created.redirectUrl) window.open(created.redirectUrl, '_blank', 'noopener');
          setPaymentId(created.paymentId);
        },
      },
    );
  }

  return (
    <PaymentForm
      state={form}
      onSubmit={onSubmit}
      formLabelledBy={headingId}
      formTestId={`checkout-${plan}`}
      className="space-y-5"
      heading={
        <Heading id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('checkout.orderHeading', { plan: t(`dashboard.plan.names.${plan}`) })}
        </Heading>
      }
      productLabel={t('checkout.product')}
      productName={
        plan === 'premium'
          ? t('checkout.premiumProduct', {
              analyses: price?.analyses ?? 8,
              days: price?.unlimitedRevisionDays ?? 7,
            })
          : t('checkout.basicProduct', {
              title: cvTitle ?? '',
              analyses: price?.analyses ?? 2,
            })
      }
      payLabel={amountLabel ? t('checkout.pay', { amount: amountLabel }) : t('payments.pay')}
      submitDisabled={plan === 'basic' && !cvId}
      amountTestId="checkout-amount"
    />
  );
}

/** What a paid plan gave: the analyses available now, Premium's end, the revised CV. */
function PlanPaid({
  plan,
  payment,
  cvTitle,
  inPlace,
}: {
  plan: CheckoutPlan;
  payment: Payment;
  cvTitle: string | null;
  inPlace: boolean;
}) {
  const { t } = useTranslation();
  const account = useAccountPlan();
  const lang = currentLanguage();
  return (
    <section
      role="status"
      data-testid="checkout-paid"
      className="space-y-3 rounded-2xl border border-green-200 bg-green-50 p-5 sm:p-6 dark:border-green-900/60 dark:bg-green-950/30"
    >
      <p className="flex items-center gap-2 text-lg font-semibold text-green-900 dark:text-green-200">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {t('checkout.paid.heading', { plan: t(`dashboard.plan.names.${plan}`) })}
      </p>
      {account.data && (
        <p data-testid="checkout-analyses" className="text-slate-800 dark:text-slate-200">
          {t('checkout.paid.analysesLeft', {
            count: account.data.analysesLeft,
            limit: account.data.analysesLimit,
          })}
        </p>
      )}
      {plan === 'premium' && account.data?.premiumUntil && (
        <p className="text-slate-800 dark:text-slate-200">
          {t('checkout.paid.premiumUntil', {
            date: formatDate(account.data.premiumUntil, lang),
          })}
        </p>
      )}
      {plan === 'basic' && cvTitle && (
        <p className="text-slate-800 dark:text-slate-200">
          {t('checkout.paid.basic', { title: cvTitle })}
        </p>
      )}
      {inPlace && (
        <p className="font-medium text-slate-800 dark:text-slate-200">
          {t('checkout.paid.sendAgain')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {plan === 'basic' && payment.cvId && !inPlace ? (
          <Link
            to={`${paths.app.createCv.getHref(payment.cvId)}&step=success&payment=${encodeURIComponent(payment.paymentId)}`}
            className={buttonClasses('primary', 'sm')}
          >
            {t('checkout.paid.toCv')}
          </Link>
        ) : null}
        {!inPlace && (
          <>
            <Link to={paths.app.createCv.getHref()} className={buttonClasses('secondary', 'sm')}>
              {t('checkout.paid.toUpload')}
            </Link>
            <Link to={paths.app.dashboard.getHref()} className={buttonClasses('ghost', 'sm')}>
              {t('checkout.paid.toDashboard')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
