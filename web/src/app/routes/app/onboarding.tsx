import { ArrowRight, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export function OnboardingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('onboarding.title'));
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  const newUser = (location.state as { newUser?: boolean } | null)?.newUser === true;
  if (!user) return null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
          <PartyPopper aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
          {t('onboarding.heading', { name: user.name })}
        </h1>
        {newUser && (
          <p className="mt-3 font-medium text-emerald-700 dark:text-emerald-400">
            {t('onboarding.created')}
          </p>
        )}
        <p className="mx-auto mt-3 max-w-md text-slate-600 dark:text-slate-400">
          {t('onboarding.note')}
        </p>
        <Link to={paths.app.dashboard.getHref()} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('onboarding.toDashboard')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
