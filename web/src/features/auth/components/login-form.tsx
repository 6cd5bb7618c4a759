import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { User } from '@karier/api-types';
import { useLogin } from '../api/login.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const login = useLogin({ onSuccess, onChallenge: setChallenge });

  const error = login.error ? errorMessage(login.error, t('auth.login.failed')) : null;
  const field = login.error instanceof ApiError ? login.error.field : null;
  const errorId = 'login-error';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.mutate({ email: email.trim(), password });
  };

  if (challenge) {
    return (
      <TwoFactorForm
        challengeToken={challenge}
        onSuccess={onSuccess}
        onCancel={() => {
          setChallenge(null);
          setPassword('');
          login.reset();
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        id="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        value={email}
        onChange={setEmail}
        invalid={Boolean(error) && field !== 'password'}
        describedBy={error ? errorId : undefined}
      />
      <PasswordInput
        id="password"
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        invalid={Boolean(error) && field !== 'email'}
        describedBy={error ? errorId : undefined}
        after={
          <div className="mt-2 flex justify-end">
            <Link
              to={paths.auth.forgotPassword.getHref()}
              className="rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {t('auth.login.forgotPassword')}
            </Link>
          </div>
        }
      />
      {error && <FormError id={errorId} message={error} />}
      <button
        type="submit"
        disabled={login.isPending}
        aria-busy={login.isPending || undefined}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {login.isPending && <Spinner className="size-4" />}
        {login.isPending ? t('auth.loading') : t('auth.login.submit')}
      </button>
    </form>
  );
}
