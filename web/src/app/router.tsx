import { createBrowserRouter } from 'react-router';
// The DOM build of RouterProvider, so `navigate(…, { flushSync: true })` really is synchronous.
import { RouterProvider } from 'react-router/dom';
import { ProtectedRoute } from '../features/auth/components/protected-route.tsx';
import { paths } from '../config/paths.ts';
import { RequireCompleteProfile } from '../features/profile/components/require-complete-profile.tsx';
import { RouteError } from './routes/error.tsx';
import { LandingRoute } from './routes/landing.tsx';
import { RootFallback, RootLayout } from './routes/root.tsx';

// Pages load on first visit; the landing page ships with the main bundle.
export const router = createBrowserRouter([
  {
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: LandingRoute },
      {
        path: paths.auth.login.path,
        lazy: async () => ({ Component: (await import('./routes/auth/login.tsx')).LoginRoute }),
      },
      {
        path: paths.auth.register.path,
        lazy: async () => ({
          Component: (await import('./routes/auth/register.tsx')).RegisterRoute,
        }),
      },
      {
        path: paths.auth.forgotPassword.path,
        lazy: async () => ({
          Component: (await import('./routes/auth/forgot-password.tsx')).ForgotPasswordRoute,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('./routes/auth/reset-password.tsx')).ResetPasswordRoute,
        }),
      },
      {
        path: '/auth/callback',
        lazy: async () => ({
          Component: (await import('./routes/auth/auth-callback.tsx')).AuthCallbackRoute,
        }),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <RequireCompleteProfile />,
            children: [
              {
                path: paths.app.dashboard.path,
                lazy: async () => ({
                  Component: (await import('./routes/app/dashboard.tsx')).DashboardRoute,
                }),
              },
              {
                path: paths.app.createCv.path,
                lazy: async () => ({
                  Component: (await import('./routes/app/create-cv.tsx')).CreateCvRoute,
                }),
              },
            ],
          },
          {
            path: paths.app.profile.path,
            lazy: async () => ({
              Component: (await import('./routes/app/profile.tsx')).ProfileRoute,
            }),
          },
          {
            path: paths.app.settings.path,
            lazy: async () => ({
              Component: (await import('./routes/app/settings.tsx')).SettingsRoute,
            }),
          },
          {
            path: paths.app.onboarding.path,
            lazy: async () => ({
              Component: (await import('./routes/app/onboarding.tsx')).OnboardingRoute,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
