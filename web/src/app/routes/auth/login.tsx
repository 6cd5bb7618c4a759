import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { paths, safeRedirect } from '../../../config/paths.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { GoogleButton } from '../../../features/auth/components/google-button.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'), paths.app.dashboard.getHref());
  // Someone already signed in who opens /login goes straight on; checked once, so the redirect
  // after a successful login below is not overtaken.
  const [signedInOnArrival] = useState(() => Boolean(useAuthStore.getState().token));

  if (signedInOnArrival) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      heading={t('auth.login.heading')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link
            to={paths.auth.register.getHref()}
            className="rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('auth.login.register')}
          </Link>
        </>
      }
    >
      {searchParams.get('reason') === 'role-changed' && (
        <p
          role="status"
          data-testid="session-ended"
          className="mb-5 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('auth.login.roleChanged')}</span>
        </p>
      )}
      {searchParams.get('error') === 'google' && (
        <div className="mb-5">
          <FormError id="google-error" message={t('auth.google.failed')} />
        </div>
      )}
      <LoginForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
      <GoogleButton redirectTo={redirectTo} />
    </AuthCard>
  );
}
