import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from '../../../lib/router.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileLoadError } from './profile-load-error.tsx';

/** Session-storage flag a sign-up may set: this user has not been through onboarding yet. */
export const NEW_USER_STORAGE_KEY = 'karier-new-user';
/** How long an unfinished profile waits before it is sent to /onboarding. */
export const INCOMPLETE_PROFILE_REDIRECT_MS = 300;

/** Marks (or unmarks) this tab's user as not yet onboarded. */
export function setNewUserFlag(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(NEW_USER_STORAGE_KEY, '1');
    else sessionStorage.removeItem(NEW_USER_STORAGE_KEY);
  } catch {
    // Storage blocked: router state still carries the sign-up.
  }
}

export function flaggedNewUser(): boolean {
  try {
    return sessionStorage.getItem(NEW_USER_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Pages that need a finished profile. A new user (flagged in session storage, or with no
 * profile at all) goes to /onboarding at once; an unfinished profile after 300 ms.
 */
export function RequireCompleteProfile() {
  const { t } = useTranslation();
  const profile = useProfile();
  const location = useLocation();
  const incomplete = profile.isSuccess && !profile.data?.complete;
  const [redirect, setRedirect] = useState(false);
  useEffect(() => {
    if (!incomplete) return;
    const timer = window.setTimeout(() => setRedirect(true), INCOMPLETE_PROFILE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [incomplete]);

  const complete = profile.isSuccess && profile.data?.complete === true;
  useEffect(() => {
    // Finished (here or elsewhere): no longer a new user.
    if (complete) setNewUserFlag(false);
  }, [complete]);

  // Where the user was going (a checkout, a CV) comes back once the profile is complete.
  const here = `${location.pathname}${location.search}`;
  const next = location.pathname === paths.app.dashboard.path ? null : here;
  const toOnboarding = <Navigate to={paths.app.onboarding.getHref(next)} replace />;
  if (flaggedNewUser() && profile.isSuccess && !complete) return toOnboarding;
  if (profile.isPending) return <PageLoader label={t('common.loading')} />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  if (profile.data === null || (incomplete && redirect)) return toOnboarding;
  if (incomplete) return <PageLoader label={t('common.loading')} />;
  return <Outlet />;
}
