import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useProfile } from '../api/get-profile.ts';

/** Pages that need a finished profile: anyone without one is sent to /onboarding first. */
export function RequireCompleteProfile() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <PageLoader label={t('common.loading')} />;
  if (profile.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
      >
        <p className="text-slate-700 dark:text-slate-300">{t('profile.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void profile.refetch()}
          className={buttonClasses('secondary')}
        >
          {t('auth.guard.retry')}
        </button>
      </div>
    );
  }
  if (!profile.data?.complete) return <Navigate to={paths.app.onboarding.getHref()} replace />;
  return <Outlet />;
}
