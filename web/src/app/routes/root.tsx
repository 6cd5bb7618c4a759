import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { Navbar } from '../../components/layout/navbar.tsx';
import { PageLoader } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { endSession } from '../../features/auth/utils/session.ts';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';

/**
 * Keeps the session honest: a stored token is checked with the server on start, and any API
 * answer of 401 signs the user out and sends them to /login.
 */
function useSessionGuard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = window.location;
      endSession(queryClient);
      const publicPage = pathname === paths.home.path || pathname === paths.auth.login.path;
      void navigate(paths.auth.login.getHref(publicPage ? null : `${pathname}${search}`), {
        replace: true,
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate, queryClient]);

  useCurrentUser();
}

export function RootLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useSessionGuard();
  // Leave the page first (committed synchronously), so a protected page being left does not
  // see the session vanish and redirect to /login instead.
  const logout = useLogout({
    beforeClear: () => navigate(paths.home.getHref(), { flushSync: true }),
  });

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <Navbar onLogout={() => logout.mutate()} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

export function RootFallback() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} />;
}
