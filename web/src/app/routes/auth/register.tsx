import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { GoogleButton } from '../../../features/auth/components/google-button.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { setNewUserFlag } from '../../../features/profile/components/require-complete-profile.tsx';

export function RegisterRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [signedInOnArrival] = useState(() => Boolean(useAuthStore.getState().token));

  if (signedInOnArrival) return <Navigate to={paths.app.dashboard.getHref()} replace />;

  return (
    <AuthCard
      heading={t('auth.register.heading')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link
            to={paths.auth.login.getHref()}
            className="rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('auth.register.login')}
          </Link>
        </>
      }
    >
      <RegisterForm
        initialEmail={params.get('email')?.trim().slice(0, 254) ?? ''}
        onSuccess={() => {
          setNewUserFlag(true);
          void navigate(paths.app.onboarding.getHref(), {
            replace: true,
            state: { newUser: true },
          });
        }}
      />
      <GoogleButton redirectTo={paths.app.dashboard.getHref()} />
    </AuthCard>
  );
}
