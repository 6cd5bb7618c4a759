import { CheckCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAdminMessages, type AdminMessagesParams } from '../api/get-admin-messages.ts';
import { useMarkMessageHandled } from '../api/mark-message-handled.ts';
import type { AdminMessage } from '@karier/api-types';
import { formatWib } from '../utils/format.ts';
import { FilterSelect, ListBody, usePaging } from './admin-list.tsx';
import { Pagination } from './pagination.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';
import { useNotify } from './toast.tsx';

const PAGE_SIZE = 20;

/** "Re: <subject>" as the reply's subject, the sender's address as its recipient. */
export function replyHref(message: Pick<AdminMessage, 'email' | 'subject'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** The contact form's messages: newest first, filtered by status, answered by email. */
export function MessagesTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<NonNullable<AdminMessagesParams['status']>>('all');
  const { page, setPage, resetting } = usePaging();
  const list = useAdminMessages({ status, page, pageSize: PAGE_SIZE });
  const rows = list.data?.data ?? [];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('admin.tabs.messages')}
          </h2>
          {list.data && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('admin.messages.unhandled', { count: list.data.unhandled })}
            </p>
          )}
        </div>
        <div className="w-full sm:w-48">
          <FilterSelect
            id="messages-status"
            label={t('admin.messages.statusFilter')}
            value={status}
            onChange={resetting(setStatus)}
            options={(['all', 'new', 'handled'] as const).map((value) => ({
              value,
              label: t(`admin.messages.status.${value}`),
            }))}
          />
        </div>
      </div>

      <ListBody
        list={list}
        failed="Failed to fetch messages"
        count={rows.length}
        empty={status === 'all' ? t('admin.messages.empty') : t('admin.messages.noMatch')}
      >
        <ul className="space-y-4" aria-busy={list.isFetching || undefined}>
          {rows.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      </ListBody>

      <Pagination data={list.data} onPage={setPage} label={t('admin.messages.pages')} />
    </div>
  );
}

function MessageCard({ message }: { message: AdminMessage }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const notify = useNotify();
  const handle = useMarkMessageHandled({
    onSuccess: (result) => notify(result.message || t('admin.messages.handledDone')),
  });
  const handled = message.handledAt !== null;

  return (
    <li data-testid="message" className={cardClasses}>
      <article aria-labelledby={`message-${message.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3
              id={`message-${message.id}`}
              className="font-semibold break-words text-slate-900 dark:text-white"
            >
              {message.subject}
            </h3>
            <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
              {message.name} · {message.email}
              {message.userId ? ` · ${t('admin.messages.signedIn')}` : ''}
            </p>
          </div>
          <span
            className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
              handled
                ? 'border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300'
                : 'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200'
            }`}
          >
            {handled ? t('admin.messages.status.handled') : t('admin.messages.status.new')}
          </span>
        </div>
        <p className="mt-4 text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-200">
          {message.message}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('admin.messages.received', { time: formatWib(message.receivedAt, lang) })}
            {handled &&
              ` · ${t('admin.messages.handledAt', { time: formatWib(message.handledAt, lang) })}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              href={replyHref(message)}
              className={buttonClasses('secondary', 'sm')}
              aria-label={t('admin.messages.replyLabel', { name: message.name })}
            >
              <Mail aria-hidden="true" className="size-4" />
              {t('admin.messages.reply')}
            </a>
            {!handled && (
              <button
                type="button"
                disabled={handle.isPending}
                onClick={() =>
                  handle.mutate(message.id, {
                    onError: (error) =>
                      notify(errorMessage(error, t('admin.messages.handleFailed')), 'error'),
                  })
                }
                aria-label={t('admin.messages.markLabel', { subject: message.subject })}
                className={buttonClasses('primary', 'sm')}
              >
                {handle.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <CheckCheck aria-hidden="true" className="size-4" />
                )}
                {t('admin.messages.markHandled')}
              </button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
