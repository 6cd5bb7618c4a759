import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, FlaskConical, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { cvKeys } from '../../../lib/query-keys.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { IndeterminateBar } from '../../../components/ui/progress-bar.tsx';
import { useCreatePayment } from '../api/create-payment.ts';
import { usePayment } from '../api/get-payment.ts';
import { usePricing } from '../api/get-pricing.ts';
import { paymentMethods, type Payment, type PaymentMethod } from '../types.ts';
import { MethodPicker } from './method-picker.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';

/** The product the payment step sells: the revised CV of one CV. */
export const CV_PRODUCT = 'basic';

/**
 * Step 3: pay for the revised CV. The amount is the server's (price list, then the created
 * payment). A payment being confirmed is in the URL (`paymentId`), so a reload keeps polling.
 */
export function PaymentStep({
  cvId,
  cvTitle,
  paymentId,
  onStarted,
  onPaid,
  onRetry,
  onBack,
}: {
  cvId: string;
  cvTitle: string;
  paymentId: string | null;
  onStarted: (payment: Payment) => void;
  onPaid: (payment: Payment) => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pricing = usePricing();
  const queryClient = useQueryClient();
  const create = useCreatePayment();
  const payment = usePayment(paymentId);
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const status = payment.data?.status;
  useEffect(() => {
    if (payment.data && status === 'paid') onPaid(payment.data);
    // onPaid is a fresh closure every render; the status is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const plan = pricing.data?.plans.find((p) => p.id === CV_PRODUCT);
  const amountLabel = payment.data?.amountLabel ?? plan?.amountLabel ?? null;
  // The methods the server offers, as far as this page knows them.
  const offered = (pricing.data?.methods ?? []).filter((m): m is PaymentMethod =>
    (paymentMethods as readonly unknown[]).includes(m),
  );
  const methods = offered.length ? offered : paymentMethods;

  // The server's gateway, or the order's: a simulated one charges nothing, and says so.
  const simulated = (payment.data?.gateway ?? pricing.data?.paymentGateway) === 'simulated';

  const failed = status === 'failed' || status === 'expired' || payment.timedOut || payment.isError;
  const waiting = Boolean(paymentId) && !failed && status !== 'paid';
  const busy = create.isPending || waiting;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (failed) onRetry();
    create.mutate(
      { cvId, method },
      {
        onSuccess: (created) => {
          // Midtrans: its payment page opens in a new tab while this one keeps polling.
          if (created.redirectUrl) window.open(created.redirectUrl, '_blank', 'noopener');
          onStarted(created);
        },
        onError: (err) => {
          // 409: already paid (e.g. a payment that settled meanwhile) — the fresh CV leads on
          // to that payment's success page.
          if (err instanceof ApiError && err.status === 409) {
            void queryClient.invalidateQueries({ queryKey: cvKeys.detailAll(cvId) });
          }
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
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
          >
            {t('payments.heading')}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{t('payments.lead')}</p>
        </div>
        <button type="button" onClick={onBack} className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('payments.back')}
        </button>
      </div>

      <form onSubmit={onSubmit} noValidate aria-busy={busy} className={`${cardClasses} space-y-6`}>
        {simulated && (
          <p
            data-testid="payment-simulated"
            className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
          >
            <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('payments.simulated')}
          </p>
        )}
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-end sm:justify-between sm:gap-4 dark:bg-slate-800/60">
          <div className="min-w-0">
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('payments.product')}</p>
            <p className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">
              {cvTitle}
            </p>
          </div>
          <div className="shrink-0 sm:text-right">
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('payments.amount')}</p>
            {amountLabel ? (
              <p
                data-testid="payment-amount"
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

        <MethodPicker value={method} onChange={setMethod} methods={methods} disabled={busy} />

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
          <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
            <Lock aria-hidden="true" className="size-3.5 shrink-0" />
            {t('payments.secure')}
          </p>
          <button
            type="submit"
            disabled={busy || !amountLabel}
            aria-describedby={error ? errorId : undefined}
            className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
          >
            {busy && <Spinner className="size-4" />}
            {t('payments.pay')}
          </button>
        </div>
      </form>
    </div>
  );
}
