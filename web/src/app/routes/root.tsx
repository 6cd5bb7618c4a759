import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigationType } from '../../lib/router.tsx';
import { Footer } from '../../components/layout/footer.tsx';
import { Navbar } from '../../components/layout/navbar.tsx';
import { PageLoader } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { endSession, getLoadedQueryClient } from '../../lib/session.ts';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { RouteError } from './error.tsx';

/** The start-up check of a stored token: loaded (with the query library) only when there is one. */
const SessionCheck = lazy(() =>
  import('../../features/auth/components/session-check.tsx').then((m) => ({
    default: m.SessionCheck,
  })),
);

/**
 * Keeps the session honest: a stored token is checked with the server on start, and any API
 * answer of 401 signs the user out and sends them to /login (with the reason the server gave,
 * which the login page says).
 */
function useSessionGuard() {
  const navigate = useNavigate();

  useEffect(() => {
    setUnauthorizedHandler((reason) => {
      const { pathname, search } = window.location;
      // No query client yet means no page has loaded one: nothing is cached to forget.
      endSession(getLoadedQueryClient());
      const publicPage = pathname === paths.home.path || pathname === paths.auth.login.path;
      void navigate(paths.auth.login.getHref(publicPage ? null : `${pathname}${search}`, reason), {
        replace: true,
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
}

/**
 * A new page starts at its top (or at the `#id` it links to); going back and forward leaves the
 * browser's own scroll restoration alone.
 */
function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/** A page that throws while rendering (or whose code failed to download) shows RouteError. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const token = useAuthStore((s) => s.token);
  useSessionGuard();
  useScrollToTop();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      {token && (
        <Suspense fallback={null}>
          <SessionCheck />
        </Suspense>
      )}
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Keyed by page, so leaving a page that failed clears the error. */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<RootFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/**
 * While a page's code loads: a screen-high placeholder, so the footer stays below the fold and
 * nothing in view moves when the page arrives.
 */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <PageLoader label={t('common.loading')} />
    </div>
  );
}
