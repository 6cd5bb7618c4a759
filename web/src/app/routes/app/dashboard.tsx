import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export function DashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const user = useAuthStore((s) => s.user);
  if (!user) return null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('dashboard.heading')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {t('dashboard.greeting', { name: user.name })}
      </p>

      <section
        aria-labelledby="account-heading"
        className="mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="account-heading" className="text-base font-semibold text-slate-900 dark:text-white">
          {t('dashboard.account')}
        </h2>
        <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          <div className="grid grid-cols-3 gap-4 py-3">
            <dt className="text-slate-500 dark:text-slate-400">{t('dashboard.name')}</dt>
            <dd className="col-span-2 font-medium break-words text-slate-900 dark:text-white">
              {user.name}
            </dd>
          </div>
          <div className="grid grid-cols-3 gap-4 py-3">
            <dt className="text-slate-500 dark:text-slate-400">{t('dashboard.email')}</dt>
            <dd className="col-span-2 font-medium break-all text-slate-900 dark:text-white">
              {user.email}
            </dd>
          </div>
        </dl>
      </section>
      <p className="mt-6 max-w-xl text-sm text-slate-500 dark:text-slate-400">
        {t('dashboard.note')}
      </p>
    </div>
  );
}
