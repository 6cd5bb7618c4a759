import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { checkoutPlanOf, paths } from '../../../config/paths.ts';
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
  // A plan chosen on /pricing: sign-up, onboarding, then its checkout.
  const plan = checkoutPlanOf(params.get('plan'));
  const after = plan ? paths.app.checkout.getHref(plan) : paths.app.dashboard.getHref();

  if (signedInOnArrival) return <Navigate to={after} replace />;

  return (
    <AuthCard
      heading={t('auth.register.heading')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link
            to={paths.auth.login.getHref(plan ? after : null)}
            className="rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('auth.register.login')}
          </Link>
        </>
      }
    >
      {plan && (
        <p
          data-testid="chosen-plan"
          className="mb-4 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2.5 text-sm text-indigo-900 dark:border-indigo-900/60 dark:bg-indigo-950/40 dark:text-indigo-100"
        >
          {t('checkout.chosenOnRegister', { plan: t(`dashboard.plan.names.${plan}`) })}
        </p>
      )}
      <RegisterForm
        initialEmail={params.get('email')?.trim().slice(0, 254) ?? ''}
        onSuccess={() => {
          setNewUserFlag(true);
          void navigate(paths.app.onboarding.getHref(plan ? after : null), {
            replace: true,
            state: { newUser: true },
          });
        }}
      />
      <GoogleButton redirectTo={after} />
    </AuthCard>
  );
}
