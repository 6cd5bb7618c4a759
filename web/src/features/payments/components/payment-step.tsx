import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cvKeys } from '../../../lib/query-keys.ts';
import type { Payment } from '@karier/api-types';
import { PaymentForm, usePaymentForm } from './payment-form.tsx';

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
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const form = usePaymentForm(CV_PRODUCT, paymentId);
  const { create, payment, status, failed, busy, method } = form;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (payment.data && status === 'paid') onPaid(payment.data);
    // onPaid is a fresh closure every render; the status is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

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

      <PaymentForm
        state={form}
        onSubmit={onSubmit}
        productLabel={t('payments.product')}
        productName={cvTitle}
        payLabel={t('payments.pay')}
        amountTestId="payment-amount"
        simulatedTestId="payment-simulated"
        className="space-y-6"
      />
    </div>
  );
}
