import { Laptop, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { cardClasses } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';

/** The sessions signed in now, and signing out all but this one. */
export function ActiveSessions() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'id-ID', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <section aria-labelledby="sessions-heading" className={cardClasses}>
      <h2 id="sessions-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('settings.security.sessions.heading')}
      </h2>
      {sessions.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-500 dark:text-slate-400">
          {t('common.loading')}
        </p>
      ) : sessions.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
          {t('settings.security.sessions.loadFailed')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {sessions.data.map((s) => (
            <li key={s.id} className="flex items-start gap-3 py-3 text-sm">
              <Laptop aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <div className="min-w-0">
                <p
                  className="font-medium break-words text-slate-900 dark:text-white"
                  title={s.userAgent ?? undefined}
                >
                  {s.device || t('settings.security.sessions.unknownDevice')}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
                      {t('settings.security.sessions.current')}
                    </span>
                  )}
                </p>
                <p className="text-slate-500 dark:text-slate-400">
                  {[s.ip, t('settings.security.sessions.since', { date: date(s.issuedAt) })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {revoke.isSuccess && (
        <p role="status" className="mt-2 text-sm text-emerald-700 dark:text-emerald-400">
          {t('settings.security.sessions.revoked', { n: revoke.data.revoked })}
        </p>
      )}
      {revoke.isError && (
        <div className="mt-2">
          <FormError
            id="sessions-error"
            message={errorMessage(revoke.error, t('settings.security.sessions.revokeFailed'))}
          />
        </div>
      )}
      <button
        type="button"
        onClick={() => revoke.mutate()}
        disabled={revoke.isPending || (sessions.isSuccess && others === 0)}
        className={buttonClasses('secondary', 'md', 'mt-4')}
      >
        {revoke.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <LogOut aria-hidden="true" className="size-4" />
        )}
        {t('settings.security.sessions.revokeOthers')}
      </button>
    </section>
  );
}
