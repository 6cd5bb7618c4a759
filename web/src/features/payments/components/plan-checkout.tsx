import { CheckCircle2, ExternalLink, FlaskConical, Lock } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths, type CheckoutPlan } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { IndeterminateBar } from '../../../components/ui/progress-bar.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import { useAccountPlan } from '../api/get-account-plan.ts';
import { usePayment } from '../api/get-payment.ts';
import { usePricing } from '../api/get-pricing.ts';
import { paymentMethods, type Payment, type PaymentMethod } from '../types.ts';
import { MethodPicker } from './method-picker.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';

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
  const errorId = useId();
  const headingId = useId();
  const pricing = usePricing();
  const create = useCreatePayment();
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const payment = usePayment(paymentId);
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const status = payment.data?.status;

  useEffect(() => {
    if (payment.data && status === 'paid') onPaid?.(payment.data);
    // onPaid is a fresh closure every render; the status is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const price = pricing.data?.plans.find((p) => p.id === plan);
  const amountLabel = payment.data?.amountLabel ?? price?.amountLabel ?? null;
  const offered = (pricing.data?.methods ?? []).filter((m): m is PaymentMethod =>
    (paymentMethods as readonly unknown[]).includes(m),
  );
  const simulated = (payment.data?.gateway ?? pricing.data?.paymentGateway) === 'simulated';
  const failed = status === 'failed' || status === 'expired' || payment.timedOut || payment.isError;
  const waiting = Boolean(paymentId) && !failed && status !== 'paid';
  const busy = create.isPending || waiting;
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

  const error = create.isError
    ? errorMessage(create.error, t('payments.failed'))
    : failed
      ? t('payments.failed')
      : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      aria-labelledby={headingId}
      data-testid={`checkout-${plan}`}
      className={`${cardClasses} space-y-5`}
    >
      <Heading id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('checkout.orderHeading', { plan: t(`dashboard.plan.names.${plan}`) })}
      </Heading>
      {simulated && (
        <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('payments.simulated')}
        </p>
      )}
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-end sm:justify-between sm:gap-4 dark:bg-slate-800/60">
        <div className="min-w-0">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkout.product')}</p>
          <p className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">
            {plan === 'premium'
              ? t('checkout.premiumProduct', {
                  analyses: price?.analyses ?? 8,
                  days: price?.unlimitedRevisionDays ?? 7,
                })
              : t('checkout.basicProduct', {
                  title: cvTitle ?? '',
                  analyses: price?.analyses ?? 2,
                })}
          </p>
        </div>
        <div className="shrink-0 sm:text-right">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments.amount')}</p>
          {amountLabel ? (
            <p
              data-testid="checkout-amount"
              className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white"
            >
              {amountLabel}
            </p>
          ) : pricing.isError ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('payments.priceUnavailable')}
            </p>
          ) : (
            <Spinner className="size-5 text-slate-400 sm:ml-auto" />
          )}
        </div>
      </div>
      <MethodPicker
        value={method}
        onChange={setMethod}
        methods={offered.length ? offered : paymentMethods}
        disabled={busy}
      />
      {error && <FormError id={errorId} message={error} />}
      {waiting && (
        <div role="status" className="space-y-2">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('payments.waiting')}
          </p>
          <IndeterminateBar label={t('payments.waiting')} />
          {payment.data?.redirectUrl && (
            <a
              href={payment.data.redirectUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
            >
              {t('payments.openGateway')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          )}
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
          <Lock aria-hidden="true" className="size-3.5 shrink-0" />
          {t('payments.secure')}
        </p>
        <button
          type="submit"
          disabled={busy || !amountLabel || (plan === 'basic' && !cvId)}
          aria-describedby={error ? errorId : undefined}
          className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        >
          {busy && <Spinner className="size-4" />}
          {amountLabel ? t('checkout.pay', { amount: amountLabel }) : t('payments.pay')}
        </button>
      </div>
    </form>
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
