import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import type { UserRole } from '@karier/api-types';
import { useCurrentUser } from '../api/get-current-user.ts';

/**
 * Signed-in users only. Without a token: to /login, remembering where they were going. With a
 * token: wait for the server to confirm it (a loading state, never a flash of the login page).
 * With `roles`: anyone else goes home.
 */
export function ProtectedRoute({
  roles,
  children,
}: {
  roles?: readonly UserRole[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useAuthStore((s) => s.token);
  const storedUser = useAuthStore((s) => s.user);
  const me = useCurrentUser();

  if (!token) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.getHref(from)} replace />;
  }

  // If the server cannot be reached, the copy from the last visit is good enough to show.
  const user = me.data ?? (me.isError ? storedUser : null);
  if (!user) {
    if (me.isError) {
      return (
        <div
          role="alert"
          className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
        >
          <p className="text-slate-700 dark:text-slate-300">{t('auth.guard.error')}</p>
          <button
            type="button"
            onClick={() => void me.refetch()}
            className={buttonClasses('secondary')}
          >
            {t('auth.guard.retry')}
          </button>
        </div>
      );
    }
    return <PageLoader label={t('auth.guard.checking')} />;
  }

  if (roles && !roles.includes(user.role)) return <Navigate to={paths.home.getHref()} replace />;
  return children ?? <Outlet />;
}
