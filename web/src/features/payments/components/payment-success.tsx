import { ArrowLeft, CircleCheckBig, Download, ExternalLink } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { PageLoader, Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { usePayment } from '../api/get-payment.ts';
import { useReceiptUrl } from '../api/receipt.ts';
import type { Payment } from '@karier/api-types';
import { cardClasses } from '../../../components/ui/card.tsx';

/** Step 4: the payment went through — its id, the download and the receipt. */
export function PaymentSuccess({
  paymentId,
  download,
  onBack,
  onNotPaid,
}: {
  paymentId: string;
  /** The bought file's download button (nothing while there is no file). */
  download: ReactNode;
  onBack: () => void;
  /** The payment in the URL is not (or not yet) paid: back to the payment step. */
  onNotPaid: () => void;
}) {
  const { t } = useTranslation();
  const payment = usePayment(paymentId);
  const status = payment.data?.status;
  useEffect(() => {
    if (status && status !== 'paid') onNotPaid();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (payment.isPending) return <PageLoader label={t('payments.success.loading')} />;
  if (payment.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          {errorMessage(payment.error, t('payments.success.loadFailed'))}
        </p>
        <button type="button" onClick={onBack} className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('payments.backToResults')}
        </button>
      </div>
    );
  }
  if (payment.data.status !== 'paid') return <PageLoader label={t('payments.waiting')} />;
  return <PaidView payment={payment.data} download={download} onBack={onBack} />;
}

function PaidView({
  payment,
  download,
  onBack,
}: {
  payment: Payment;
  download: ReactNode;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const receipt = useReceiptUrl(payment.paymentId);
  const lang = currentLanguage();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // The one id users see and quote (contact form, help, terms): the order's KRR-… number.
  const receiptName = `kuitansi-${payment.paymentId}.html`;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className={`${cardClasses} text-center`}>
        <CircleCheckBig
          aria-hidden="true"
          className="mx-auto size-14 text-green-600 dark:text-green-400"
        />
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl dark:text-white"
        >
          {t('payments.success.heading')}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('payments.success.lead')}</p>

        <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 text-left text-sm dark:divide-slate-800 dark:border-slate-800">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-slate-500 dark:text-slate-400">{t('payments.success.id')}</dt>
            <dd
              data-testid="payment-id"
              className="font-mono font-semibold break-all text-slate-900 dark:text-white"
            >
              {payment.paymentId}
            </dd>
          </div>
          {payment.gatewayTransactionId && (
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
              <dt className="text-slate-500 dark:text-slate-400">
                {t('payments.success.gatewayRef')}
              </dt>
              <dd
                data-testid="gateway-ref"
                className="font-mono text-xs break-all text-slate-600 dark:text-slate-400"
              >
                {payment.gatewayTransactionId}
              </dd>
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-slate-500 dark:text-slate-400">{t('payments.amount')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {payment.amountLabel}
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-slate-500 dark:text-slate-400">{t('payments.method')}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">
              {t(`payments.methods.${payment.method}`)}
            </dd>
          </div>
          {payment.settledAt && (
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
              <dt className="text-slate-500 dark:text-slate-400">{t('payments.success.date')}</dt>
              <dd className="font-medium text-slate-900 dark:text-white">
                <time dateTime={payment.settledAt}>{formatDate(payment.settledAt, lang)}</time>
              </dd>
            </div>
          )}
        </dl>

        <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center">
          {download}
        </div>
      </div>

      <section aria-labelledby="receipt-heading" className={cardClasses}>
        <h2 id="receipt-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          {t('payments.receipt.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('payments.receipt.lead')}
        </p>
        {receipt.isError ? (
          <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
            <span className="text-slate-700 dark:text-slate-300">
              {errorMessage(receipt.error, t('payments.receipt.failed'))}
            </span>
            <button
              type="button"
              onClick={() => void receipt.refetch()}
              className={buttonClasses('secondary', 'sm')}
            >
              {t('cv.results.retry')}
            </button>
          </div>
        ) : receipt.url ? (
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <a
              href={receipt.url}
              target="_blank"
              rel="noopener"
              className={buttonClasses('secondary')}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('payments.receipt.view')}
            </a>
            <a href={receipt.url} download={receiptName} className={buttonClasses('secondary')}>
              <Download aria-hidden="true" className="size-4" />
              {t('payments.receipt.download')}
            </a>
          </div>
        ) : (
          <p
            role="status"
            className="mt-4 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
          >
            <Spinner className="size-4" />
            {t('payments.receipt.loading')}
          </p>
        )}
      </section>

      <div className="flex justify-center">
        <button type="button" onClick={onBack} className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('payments.backToResults')}
        </button>
      </div>
    </div>
  );
}
