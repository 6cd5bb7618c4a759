import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../../../features/auth/api/reset-password.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();
  const mismatch = password !== '' && confirm !== '' && password !== confirm;
  const ready = password.length >= 6 && confirm !== '' && !mismatch && token !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || reset.isPending) return;
    reset.mutate({ token, password });
  };

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
          <PasswordInput
            id="new-password"
            label={t('auth.reset.password')}
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            after={
              <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                {t('auth.register.passwordHint')}
              </p>
            }
          />
          <PasswordInput
            id="confirm-password"
            label={t('auth.reset.confirm')}
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            showLabel={t('auth.register.showConfirmPassword')}
            hideLabel={t('auth.register.hideConfirmPassword')}
            invalid={mismatch}
            after={
              mismatch && (
                <p role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
                  {t('settings.security.password.mismatch')}
                </p>
              )
            }
          />
          {reset.isError && (
            <FormError
              id="reset-error"
              message={errorMessage(reset.error, t('auth.reset.failed'))}
            />
          )}
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
