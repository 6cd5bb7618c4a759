import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatRupiah } from '@karier/commerce/pricing';
import { useAdminPayments, type AdminPaymentsParams } from '../api/get-admin-payments.ts';
import { useDecideRefund } from '../api/decide-refund.ts';
import type { AdminPayment } from '@karier/api-types';
import { formatWib } from '../utils/format.ts';
import { FilterSelect, ListBody, usePaging } from './admin-list.tsx';
import { GuardedConfirmDialog } from './guarded-confirm-dialog.tsx';
import { OrderUsage, RefundWarnings } from './order-usage.tsx';
import { Pagination } from './pagination.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';
import { useNotify } from './toast.tsx';

const PAGE_SIZE = 20;

const badge =
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
const tones = {
  green:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300',
  amber:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200',
  red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300',
  slate:
    'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** The badge of an order: its refund when one was asked, else its payment status. */
type BadgeKey =
  | 'refund.requested'
  | 'refund.failed'
  | 'refund.rejected'
  | 'refund.refunded'
  | `status.${AdminPayment['status']}`;
function badgeOf(p: AdminPayment): { key: BadgeKey; tone: keyof typeof tones } {
  switch (p.refund.status) {
    case 'requested':
      return { key: 'refund.requested', tone: 'amber' };
    case 'failed':
      return { key: 'refund.failed', tone: 'red' };
    case 'rejected':
      return { key: 'refund.rejected', tone: 'slate' };
    case 'approved':
    case 'refunded':
      return { key: 'refund.refunded', tone: 'slate' };
    default:
      return { key: `status.${p.status}`, tone: p.status === 'paid' ? 'green' : 'slate' };
  }
}

/**
 * "Pembayaran": orders with their refund requests first. An open request is approved (the
 * gateway refunds first) or rejected through the same guarded confirmation as other actions.
 */
export function PaymentsTab() {
  const { t } = useTranslation();
  const [refund, setRefund] = useState<NonNullable<AdminPaymentsParams['refund']>>('open');
  const { page, setPage, resetting } = usePaging();
  const list = useAdminPayments({ refund, page, pageSize: PAGE_SIZE });
  const rows = list.data?.data ?? [];
  const [deciding, setDeciding] = useState<{
    payment: AdminPayment;
    decision: 'approve' | 'reject';
  } | null>(null);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('admin.tabs.payments')}
          </h2>
          {list.data && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('admin.payments.open', { count: list.data.openRefunds })}
            </p>
          )}
        </div>
        <div className="w-full sm:w-56">
          <FilterSelect
            id="payments-refund"
            label={t('admin.payments.filter')}
            value={refund}
            onChange={resetting(setRefund)}
            options={(['open', 'any', 'all'] as const).map((value) => ({
              value,
              label: t(`admin.payments.filters.${value}`),
            }))}
          />
        </div>
      </div>

      <ListBody
        list={list}
        failed={t('admin.payments.loadFailed')}
        count={rows.length}
        empty={t(`admin.payments.empty.${refund}`)}
      >
        <ul className="space-y-4" aria-busy={list.isFetching || undefined}>
          {rows.map((p) => (
            <PaymentCard
              key={p.paymentId}
              payment={p}
              onDecide={(decision) => setDeciding({ payment: p, decision })}
            />
          ))}
        </ul>
      </ListBody>

      <Pagination data={list.data} onPage={setPage} label={t('admin.payments.pages')} />
      {deciding && (
        <RefundDecisionDialog
          payment={deciding.payment}
          decision={deciding.decision}
          onDone={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

function PaymentCard({
  payment: p,
  onDecide,
}: {
  payment: AdminPayment;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const b = badgeOf(p);
  const open = p.refund.status === 'requested' || p.refund.status === 'failed';
  const headingId = `payment-${p.paymentId}`;
  return (
    <li data-testid="admin-payment" data-payment-id={p.paymentId} className={cardClasses}>
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3
              id={headingId}
              className="font-mono font-semibold break-all text-slate-900 dark:text-white"
            >
              {p.paymentId}
            </h3>
            <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
              {p.userName ?? t('admin.payments.unknownUser')}
              {p.userEmail ? ` · ${p.userEmail}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <RefundWarnings usage={p.usage} />
            <span data-testid="admin-payment-status" className={`${badge} ${tones[b.tone]}`}>
              {t(`admin.payments.${b.key}`)}
            </span>
          </div>
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600 dark:text-slate-400">{t('admin.payments.product')}</dt>
          <dd className="text-slate-900 dark:text-white">
            {t(`admin.payments.products.${p.product}`)} ·{' '}
            <span className="tabular-nums">{formatRupiah(p.amount)}</span>
          </dd>
          {p.settledAt && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">{t('admin.payments.paidAt')}</dt>
              <dd className="text-slate-900 dark:text-white">{formatWib(p.settledAt, lang)}</dd>
            </>
          )}
          {p.gatewayTransactionId && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">
                {t('admin.payments.gatewayRef')}
              </dt>
              <dd className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">
                {p.gatewayTransactionId}
              </dd>
            </>
          )}
          {p.refund.requestedAt && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">
                {t('admin.payments.requestedAt')}
              </dt>
              <dd className="text-slate-900 dark:text-white">
                {formatWib(p.refund.requestedAt, lang)}
              </dd>
            </>
          )}
          {p.refund.refundedAt && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">
                {t('admin.payments.refundedAt')}
              </dt>
              <dd className="text-slate-900 dark:text-white">
                {formatWib(p.refund.refundedAt, lang)}
              </dd>
            </>
          )}
        </dl>
        {p.settledAt && <OrderUsage usage={p.usage} headingId={`${headingId}-usage`} />}
        {p.refund.reason && (
          <blockquote className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
            <span className="sr-only">{t('admin.payments.reason')}: </span>
            {p.refund.reason}
          </blockquote>
        )}
        {p.refund.status === 'failed' && p.refund.error && (
          <p
            role="note"
            className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
          >
            {t('admin.payments.gatewayFailed', { error: p.refund.error })}
          </p>
        )}
        {p.refund.status === 'rejected' && p.refund.note && (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {t('admin.payments.note', { note: p.refund.note })}
          </p>
        )}
        {open && (
          <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <button
              type="button"
              onClick={() => onDecide('reject')}
              className={buttonClasses('secondary', 'sm')}
              aria-label={t('admin.payments.rejectLabel', { id: p.paymentId })}
            >
              <X aria-hidden="true" className="size-4" />
              {t('admin.payments.reject')}
            </button>
            <button
              type="button"
              onClick={() => onDecide('approve')}
              className={buttonClasses('primary', 'sm')}
              aria-label={t('admin.payments.approveLabel', { id: p.paymentId })}
            >
              <Check aria-hidden="true" className="size-4" />
              {t('admin.payments.approve')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

function RefundDecisionDialog({
  payment,
  decision,
  onDone,
}: {
  payment: AdminPayment;
  decision: 'approve' | 'reject';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const decide = useDecideRefund({
    onSuccess: (result) => {
      notify(result.message);
      onDone();
    },
  });
  return (
    <GuardedConfirmDialog
      title={t(`admin.payments.dialog.${decision}.title`)}
      description={
        <p>
          <Trans
            i18nKey={`admin.payments.dialog.${decision}.text`}
            values={{
              id: payment.paymentId,
              amount: formatRupiah(payment.amount),
              name: payment.userName ?? '',
            }}
            components={{ b: <strong className="font-semibold text-slate-900 dark:text-white" /> }}
            tOptions={{ interpolation: { escapeValue: true } }}
            shouldUnescape
          />
        </p>
      }
      confirmLabel={t(`admin.payments.dialog.${decision}.confirm`)}
      tone={decision === 'approve' ? 'primary' : 'danger'}
      pending={decide.isPending}
      error={decide.error ? errorMessage(decide.error, t('admin.payments.decideFailed')) : null}
      onConfirm={(password) =>
        decide.mutate({ paymentId: payment.paymentId, decision, password, note })
      }
      onCancel={onDone}
    >
      {decision === 'reject' && (
        <div className="mt-3">
          <label htmlFor="refund-note" className={labelClasses}>
            {t('admin.payments.dialog.noteLabel')}
          </label>
          <input
            id="refund-note"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className={`mt-1 ${inputClasses()}`}
          />
        </div>
      )}
    </GuardedConfirmDialog>
  );
}
