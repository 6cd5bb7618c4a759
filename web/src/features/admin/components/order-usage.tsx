import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@karier/commerce/pricing';
import type { AdminOrderUsage } from '@karier/api-types';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatWib, formatWibDate } from '../utils/format.ts';

const warningBadge =
  'inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300';

/**
 * The badges of an account that stands out before a refund (issue 25): earlier refunds or many
 * paid orders, with their numbers. Nothing when nothing stands out.
 */
export function RefundWarnings({ usage }: { usage: AdminOrderUsage }) {
  const { t } = useTranslation();
  if (usage.warnings.length === 0) return null;
  const { orders, earlierRefunds } = usage.account;
  const counts = {
    earlierRefunds: earlierRefunds.count,
    manyOrders: orders.premium + orders.basic,
  };
  return (
    <>
      {usage.warnings.map((w) => (
        <span
          key={w}
          data-testid="refund-warning"
          data-warning={w}
          title={t('admin.payments.usage.warningHint')}
          className={warningBadge}
        >
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          {t(`admin.payments.usage.warnings.${w}`, { count: counts[w] })}
        </span>
      ))}
    </>
  );
}

/**
 * What the order was used for and the account's history (issue 25): the revised CVs its owner
 * downloaded under it (how many, when), the analyses run, the account's paid orders and its
 * earlier refunds with amounts and dates.
 */
export function OrderUsage({ usage, headingId }: { usage: AdminOrderUsage; headingId: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { downloads, analyses, account } = usage;
  const term = 'text-slate-600 dark:text-slate-400';
  const value = 'text-slate-900 dark:text-white';
  const downloadsText =
    downloads.count === 0
      ? t('admin.payments.usage.downloadsNone')
      : t(
          downloads.count === 1
            ? 'admin.payments.usage.downloadsOnce'
            : 'admin.payments.usage.downloadsMany',
          {
            count: downloads.count,
            first: formatWib(downloads.firstAt, lang),
            last: formatWib(downloads.lastAt, lang),
          },
        );
  return (
    <section
      data-testid="order-usage"
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
    >
      <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('admin.payments.usage.heading')}
      </h4>
      {usage.warnings.length > 0 && (
        <p className="mt-1 text-sm text-red-800 dark:text-red-300">
          {t('admin.payments.usage.warningHint')}
        </p>
      )}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className={term}>{t('admin.payments.usage.downloads')}</dt>
        <dd data-testid="usage-downloads" className={value}>
          {downloadsText}
        </dd>
        <dt className={term}>{t('admin.payments.usage.analyses')}</dt>
        <dd data-testid="usage-analyses" className={value}>
          {t('admin.payments.usage.analysesValue', analyses)}
        </dd>
        <dt className={term}>{t('admin.payments.usage.orders')}</dt>
        <dd data-testid="usage-orders" className={value}>
          {t('admin.payments.usage.ordersValue', account.orders)}
        </dd>
        <dt className={term}>{t('admin.payments.usage.earlierRefunds')}</dt>
        <dd data-testid="usage-refunds" className={value}>
          {account.earlierRefunds.count === 0 ? (
            t('admin.payments.usage.earlierRefundsNone')
          ) : (
            <>
              {t('admin.payments.usage.earlierRefundsSome', {
                count: account.earlierRefunds.count,
                total: formatRupiah(account.earlierRefunds.total),
              })}
              <ul className="mt-0.5 text-slate-700 dark:text-slate-300">
                {account.earlierRefunds.latest.map((r) => (
                  <li key={r.paymentId}>
                    {t('admin.payments.usage.refundItem', {
                      date: formatWibDate(r.refundedAt, lang),
                      amount: formatRupiah(r.amount),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </dd>
      </dl>
    </section>
  );
}
