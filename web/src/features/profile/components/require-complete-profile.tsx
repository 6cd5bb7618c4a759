import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileLoadError } from './profile-load-error.tsx';

/** Pages that need a finished profile: anyone without one is sent to /onboarding first. */
export function RequireCompleteProfile() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <PageLoader label={t('common.loading')} />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  if (!profile.data?.complete) return <Navigate to={paths.app.onboarding.getHref()} replace />;
  return <Outlet />;
}
