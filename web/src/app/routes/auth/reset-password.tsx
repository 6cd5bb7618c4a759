import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../../../features/auth/api/reset-password.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { PasswordStrength } from '../../../components/ui/password-strength.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useNewPasswordForm } from '../../../hooks/use-new-password-form.ts';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useNewPasswordForm(reset, t('auth.reset.failed'));
  const ready = form.complete && token !== '';
  const onSubmit = form.onSubmit(ready, () => reset.mutate({ token, password: form.password }));

  const loginLink = (
    <Link
      to={paths.auth.login.getHref()}
      className="rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
    >
      {t('auth.forgot.backToLogin')}
    </Link>
  );

  return (
    <AuthCard
      heading={t('auth.reset.heading')}
      subtitle={t('auth.reset.subtitle')}
      footer={loginLink}
    >
      {!token ? (
        <FormError id="reset-error" message={t('auth.reset.noToken')} />
      ) : reset.isSuccess ? (
        <div className="space-y-5">
          <p
            role="status"
            className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-300"
          >
            {reset.data.message || t('auth.reset.done')}
          </p>
          <Link
            to={paths.auth.login.getHref()}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {t('auth.login.submit')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <NewPasswordFields
            {...form.fields}
            passwordId="new-password"
            passwordLabel={t('auth.reset.password')}
            confirmId="confirm-password"
            confirmLabel={t('auth.reset.confirm')}
            mismatchMessage={t('settings.security.password.mismatch')}
            hintId="new-password-hint"
            passwordInvalid={form.tooShort || form.weak}
            passwordDescribedBy="new-password-hint new-password-strength"
            hintInvalid={form.tooShort}
            // No account words: this form does not know whose link it holds, nor does the
            // server use any for a reset (the same verdict on both sides).
            afterHint={<PasswordStrength id="new-password-strength" strength={form.strength} />}
          />
          {form.error && <FormError id="reset-error" message={form.error} />}
          <button
            type="submit"
            disabled={!ready || reset.isPending}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {reset.isPending && <Spinner className="size-4" />}
            {t('auth.reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
