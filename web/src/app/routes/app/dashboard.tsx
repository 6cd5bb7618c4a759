import { ArrowRight, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths } from '../../../config/paths.ts';
import { useProfile } from '../../../features/profile/api/get-profile.ts';
import { profileCompleteness } from '../../../features/profile/utils/completeness.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export function DashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const user = useAuthStore((s) => s.user);
  const profile = useProfile();
  if (!user) return null;
  const percent = profileCompleteness(profile.data ?? null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('dashboard.heading')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {t('dashboard.greeting', { name: user.name })}
      </p>

      <div className="mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
        <section
          aria-labelledby="account-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="account-heading"
            className="text-base font-semibold text-slate-900 dark:text-white"
          >
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
        <section
          aria-labelledby="completeness-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="completeness-heading"
            className="text-base font-semibold text-slate-900 dark:text-white"
          >
            {t('dashboard.completeness')}
          </h2>
          <p className="mt-4 text-3xl font-bold text-indigo-700 dark:text-indigo-300">{percent}%</p>
          <div
            role="progressbar"
            aria-labelledby="completeness-heading"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {percent < 100 ? t('dashboard.completenessHint') : t('dashboard.completenessDone')}
          </p>
          <Link
            to={paths.app.profile.getHref()}
            className={buttonClasses('secondary', 'md', 'mt-4')}
          >
            {t('dashboard.toProfile')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
        <section
          aria-labelledby="create-cv-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="create-cv-heading"
            className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
          >
            <FileText aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
            {t('cv.dashboard.heading')}
          </h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('cv.dashboard.lead')}
          </p>
          <Link
            to={paths.app.createCv.getHref()}
            className={buttonClasses('primary', 'md', 'mt-4')}
          >
            {t('cv.dashboard.cta')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      </div>
    </div>
  );
}
