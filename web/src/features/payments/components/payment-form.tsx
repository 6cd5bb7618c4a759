import { ExternalLink, FlaskConical, Lock } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { cardClasses } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { IndeterminateBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import { usePayment } from '../api/get-payment.ts';
import { usePricing } from '../api/get-pricing.ts';
import { PAYMENT_METHODS } from '@karier/commerce/pricing';
import type { PaymentMethod } from '@karier/api-types';
import { MethodPicker } from './method-picker.tsx';

/**
 * What a payment form shows while one product is bought: the server's price and methods, the
 * order being polled (`paymentId`), and whether it failed, is still open, or is simulated.
 */
export function usePaymentForm(product: string, paymentId: string | null) {
  const { t } = useTranslation();
  const pricing = usePricing();
  const create = useCreatePayment();
  const payment = usePayment(paymentId);
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const status = payment.data?.status;

  const price = pricing.data?.plans.find((p) => p.id === product);
  const amountLabel = payment.data?.amountLabel ?? price?.amountLabel ?? null;
  // The methods the server offers, as far as this page knows them.
  const offered = (pricing.data?.methods ?? []).filter((m): m is PaymentMethod =>
    (PAYMENT_METHODS as readonly unknown[]).includes(m),
  );
  const methods = offered.length ? offered : PAYMENT_METHODS;
  // The server's gateway, or the order's: a simulated one charges nothing, and says so.
  const simulated = (payment.data?.gateway ?? pricing.data?.paymentGateway) === 'simulated';
  const failed = status === 'failed' || status === 'expired' || payment.timedOut || payment.isError;
  const waiting = Boolean(paymentId) && !failed && status !== 'paid';
  const busy = create.isPending || waiting;
  const error = create.isError
    ? errorMessage(create.error, t('payments.failed'))
    : failed
      ? t('payments.failed')
      : null;

  return {
    pricing,
    create,
    payment,
    status,
    price,
    amountLabel,
    methods,
    method,
    setMethod,
    simulated,
    failed,
    waiting,
    busy,
    error,
  };
}

export type PaymentFormState = ReturnType<typeof usePaymentForm>;

/**
 * The payment-method form of the CV payment step and of a plan checkout: what is bought and
 * its amount, the method, the error or the wait for the gateway, and the pay button.
 */
export function PaymentForm({
  state,
  onSubmit,
  heading,
  productLabel,
  productName,
  payLabel,
  submitDisabled = false,
  amountTestId,
  simulatedTestId,
  className,
  formLabelledBy,
  formTestId,
}: {
  state: PaymentFormState;
  onSubmit: (event: FormEvent) => void;
  /** Shown first inside the form. */
  heading?: ReactNode;
  productLabel: string;
  productName: ReactNode;
  payLabel: string;
  /** Beyond busy and no price yet. */
  submitDisabled?: boolean;
  amountTestId: string;
  simulatedTestId?: string;
  /** Spacing of the form's rows, added to the card. */
  className: string;
  formLabelledBy?: string;
  formTestId?: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const { pricing, payment, amountLabel, methods, method, setMethod, simulated, waiting, busy } =
    state;
  const error = state.error;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      aria-labelledby={formLabelledBy}
      data-testid={formTestId}
      className={`${cardClasses} ${className}`}
    >
      {heading}
      {simulated && (
        <p
          data-testid={simulatedTestId}
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('payments.simulated')}
        </p>
      )}
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-end sm:justify-between sm:gap-4 dark:bg-slate-800/60">
        <div className="min-w-0">
          <p className="text-sm text-slate-600 dark:text-slate-400">{productLabel}</p>
          <p className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">
            {productName}
          </p>
        </div>
        <div className="shrink-0 sm:text-right">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments.amount')}</p>
          {amountLabel ? (
            <p
              data-testid={amountTestId}
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
        <p className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
          <Lock aria-hidden="true" className="size-3.5 shrink-0" />
          {t('payments.secure')}
        </p>
        <button
          type="submit"
          disabled={busy || !amountLabel || submitDisabled}
          aria-describedby={error ? errorId : undefined}
          className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        >
          {busy && <Spinner className="size-4" />}
          {payLabel}
        </button>
      </div>
    </form>
  );
}
