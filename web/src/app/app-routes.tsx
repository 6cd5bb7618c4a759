import { Route, Routes } from '../lib/router.tsx';
import { paths } from '../config/paths.ts';
import { lazyPage } from './lazy-page.ts';

const Login = lazyPage(() => import('./routes/auth/login.tsx'), 'LoginRoute');
const Register = lazyPage(() => import('./routes/auth/register.tsx'), 'RegisterRoute');
const ForgotPassword = lazyPage(
  () => import('./routes/auth/forgot-password.tsx'),
  'ForgotPasswordRoute',
);
const ResetPassword = lazyPage(
  () => import('./routes/auth/reset-password.tsx'),
  'ResetPasswordRoute',
);
const AuthCallback = lazyPage(() => import('./routes/auth/auth-callback.tsx'), 'AuthCallbackRoute');

const ProtectedRoute = lazyPage(
  () => import('../features/auth/components/protected-route.tsx'),
  'ProtectedRoute',
);
const RequireCompleteProfile = lazyPage(
  () => import('../features/profile/components/require-complete-profile.tsx'),
  'RequireCompleteProfile',
);
const Dashboard = lazyPage(() => import('./routes/app/dashboard.tsx'), 'DashboardRoute');
const CreateCv = lazyPage(() => import('./routes/app/create-cv.tsx'), 'CreateCvRoute');
const Checkout = lazyPage(() => import('./routes/app/checkout.tsx'), 'CheckoutRoute');
const Profile = lazyPage(() => import('./routes/app/profile.tsx'), 'ProfileRoute');
const Settings = lazyPage(() => import('./routes/app/settings.tsx'), 'SettingsRoute');
const Admin = lazyPage(() => import('./routes/admin/admin.tsx'), 'AdminRoute', ['app', 'admin']);
const Onboarding = lazyPage(() => import('./routes/app/onboarding.tsx'), 'OnboardingRoute');
const NotFound = lazyPage(() => import('./routes/not-found.tsx'), 'NotFoundRoute');

/**
 * Every route behind the public pages — signing in, the signed-in app, the 404 page — loaded
 * when first needed, so a visitor of the public site never downloads their table.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.auth.login.path} element={<Login />} />
      <Route path={paths.auth.register.path} element={<Register />} />
      <Route path={paths.auth.forgotPassword.path} element={<ForgotPassword />} />
      <Route path="/reset-password" element={<ResetPassword />} />
      <Route path="/auth/callback" element={<AuthCallback />} />
      <Route element={<ProtectedRoute />}>
        <Route element={<RequireCompleteProfile />}>
          <Route path={paths.app.dashboard.path} element={<Dashboard />} />
          <Route path={paths.app.createCv.path} element={<CreateCv />} />
          <Route path={paths.app.checkout.path} element={<Checkout />} />
        </Route>
        <Route path={paths.app.profile.path} element={<Profile />} />
        <Route path={paths.app.settings.path} element={<Settings />} />
        {/* Admins only; the page itself tells a signed-in user without the role. */}
        <Route path={paths.app.admin.path} element={<Admin />} />
        <Route path={paths.app.onboarding.path} element={<Onboarding />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
