import { ExternalLink, ReceiptText, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { labelClasses } from '../../../components/ui/input.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageLoader, Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useOrders } from '../api/get-orders.ts';
import { useReceiptUrl } from '../api/receipt.ts';
import { useRequestRefund } from '../api/request-refund.ts';
import type { Payment } from '@karier/api-types';

const MIN_REASON = 10;
const MAX_REASON = 1000;

const badge =
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
const tones = {
  green:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300',
  amber:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200',
  slate:
    'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
  red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300',
};

/** What the order's badge says: paid, refund asked, refunded, pending, failed. */
type StatusKey = 'paid' | 'refundRequested' | 'refunded' | 'pending' | 'failed' | 'expired';
function statusOf(p: Payment): { key: StatusKey; tone: keyof typeof tones } {
  if (p.status === 'refunded') return { key: 'refunded', tone: 'slate' };
  if (p.status === 'paid' && p.refund?.status === 'requested') {
    return { key: 'refundRequested', tone: 'amber' };
  }
  if (p.status === 'paid') return { key: 'paid', tone: 'green' };
  if (p.status === 'pending') return { key: 'pending', tone: 'amber' };
  return { key: p.status, tone: 'red' };
}

/**
 * The user's orders (Pengaturan → Pembayaran): each with its ID pembayaran (KRR-…), the
 * receipt, and "Minta pengembalian dana" while the 7-day guarantee runs.
 */
export function OrderHistory() {
  const { t } = useTranslation();
  const orders = useOrders();
  const [asking, setAsking] = useState<Payment | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (orders.isPending) return <PageLoader label={t('payments.orders.loading')} />;
  if (orders.isError) {
    return (
      <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
        {errorMessage(orders.error, t('payments.orders.loadFailed'))}
      </p>
    );
  }
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <div>
        <h2 id="orders-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('payments.orders.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('payments.orders.lead')}
        </p>
      </div>
      <p role="status" className="text-sm font-medium text-green-700 dark:text-green-400">
        {done ?? ''}
      </p>
      {orders.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments.orders.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {orders.data.map((p) => (
            <OrderCard key={p.paymentId} payment={p} onAsk={() => setAsking(p)} />
          ))}
        </ul>
      )}
      {asking && (
        <RefundDialog
          payment={asking}
          onClose={(message) => {
            setAsking(null);
            if (message) setDone(message);
          }}
        />
      )}
    </section>
  );
}

function OrderCard({ payment: p, onAsk }: { payment: Payment; onAsk: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const status = statusOf(p);
  const hasReceipt = p.status === 'paid' || p.status === 'refunded';
  const product =
    p.product === 'premium' ? t('payments.orders.premium') : t('payments.orders.basic');
  return (
    <li
      data-testid="order"
      data-payment-id={p.paymentId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-white">{product}</h3>
          <p className="mt-0.5 text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {p.amountLabel} ·{' '}
            <time dateTime={p.settledAt ?? p.requestedAt}>
              {formatDate(p.settledAt ?? p.requestedAt, lang)}
            </time>
          </p>
        </div>
        <span data-testid="order-status" className={`${badge} ${tones[status.tone]}`}>
          {t(`payments.orders.status.${status.key}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600 dark:text-slate-400">{t('payments.success.id')}</dt>
        <dd className="font-mono font-semibold break-all text-slate-900 dark:text-white">
          {p.paymentId}
        </dd>
        {p.refund?.refundedAt && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">
              {t('payments.orders.refundedAt')}
            </dt>
            <dd className="text-slate-900 dark:text-white">
              <time dateTime={p.refund.refundedAt}>{formatDate(p.refund.refundedAt, lang)}</time>
            </dd>
          </>
        )}
      </dl>
      {p.status === 'paid' && p.refund?.status === 'requested' && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('payments.orders.requestedNote')}
        </p>
      )}
      {p.refund?.status === 'rejected' && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('payments.orders.rejectedNote')}
        </p>
      )}
      {p.refund?.canRequest && p.refund.deadline && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('payments.orders.guarantee', { date: formatDate(p.refund.deadline, lang) })}
        </p>
      )}
      {(hasReceipt || p.refund?.canRequest) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {hasReceipt && <ReceiptLink paymentId={p.paymentId} />}
          {p.refund?.canRequest && (
            <button type="button" onClick={onAsk} className={buttonClasses('secondary', 'sm')}>
              <Undo2 aria-hidden="true" className="size-4" />
              {t('payments.orders.ask')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function ReceiptLink({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const receipt = useReceiptUrl(paymentId);
  if (!receipt.url) {
    return (
      <span className={`${buttonClasses('secondary', 'sm')} opacity-70`} aria-disabled="true">
        {receipt.isError ? (
          <ReceiptText aria-hidden="true" className="size-4" />
        ) : (
          <Spinner className="size-4" />
        )}
        {receipt.isError ? t('payments.receipt.failed') : t('payments.receipt.loading')}
      </span>
    );
  }
  return (
    <a
      href={receipt.url}
      target="_blank"
      rel="noopener"
      className={buttonClasses('secondary', 'sm')}
      aria-label={t('payments.orders.receiptLabel', { id: paymentId })}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {t('payments.receipt.view')}
    </a>
  );
}

/** "Minta pengembalian dana": the reason, then the request; the server's refusal is shown. */
function RefundDialog({
  payment,
  onClose,
}: {
  payment: Payment;
  onClose: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const ask = useRequestRefund({ onSuccess: (message) => onClose(message) });
  const tooShort = reason.trim().length < MIN_REASON;
  const invalid = touched && tooShort;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (tooShort || ask.isPending) return;
    ask.mutate({ paymentId: payment.paymentId, reason: reason.trim() });
  };
  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={() => (ask.isPending ? undefined : onClose(null))}
    >
      <form noValidate onSubmit={submit} className="p-5 sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('payments.orders.dialog.title')}
        </h2>
        <p id={`${id}-text`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('payments.orders.dialog.text', { id: payment.paymentId, amount: payment.amountLabel })}
        </p>
        <label htmlFor={`${id}-reason`} className={`${labelClasses} mt-4`}>
          {t('payments.orders.dialog.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={MAX_REASON}
          rows={4}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${ask.error ? ` ${id}-error` : ''}`}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none sm:text-sm dark:bg-slate-900 dark:text-slate-100 ${
            invalid ? 'border-red-500' : 'border-slate-300 dark:border-slate-700'
          }`}
        />
        <p
          id={`${id}-hint`}
          className={`mt-1 text-xs ${invalid ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {t('payments.orders.dialog.hint')}
        </p>
        {ask.error && (
          <div className="mt-3">
            <FormError
              id={`${id}-error`}
              message={errorMessage(ask.error, t('payments.orders.dialog.failed'))}
            />
          </div>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => onClose(null)}
            disabled={ask.isPending}
            className={buttonClasses('secondary')}
          >
            {t('payments.orders.dialog.cancel')}
          </button>
          <button type="submit" disabled={ask.isPending} className={buttonClasses('primary')}>
            {ask.isPending && <Spinner className="size-4" />}
            {t('payments.orders.dialog.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
