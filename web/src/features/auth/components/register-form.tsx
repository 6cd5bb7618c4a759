import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useNewPasswordForm } from '../../../hooks/use-new-password-form.ts';
import type { User } from '@karier/api-types';
import { useRegister } from '../api/register.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { PasswordStrength } from '../../../components/ui/password-strength.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

const inlineLink = 'rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300';

export function RegisterForm({
  onSuccess,
  initialEmail = '',
}: {
  onSuccess: (user: User) => void;
  /** Carried over from the landing page's "Mulai Gratis" (`/register?email=`). */
  initialEmail?: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const registration = useRegister({ onSuccess });
  // The name and email as typed: the server judges the password with the same words.
  const form = useNewPasswordForm(registration, t('auth.register.failed'), [name, email]);
  const { mismatch, weak, error, errorField: field } = form;
  // The API checks the length and the strength (the meter shows its verdict as they type): only
  // a mismatch holds the form back.
  const onSubmit = form.onSubmit(!mismatch, () =>
    registration.mutate({ name: name.trim(), email: email.trim(), password: form.password }),
  );

  const describe = (own: string | null, forField: string) =>
    [own, error && (field === forField || field === null) ? 'register-error' : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        id="name"
        label={t('auth.register.name')}
        autoComplete="name"
        value={name}
        onChange={setName}
        invalid={Boolean(error) && field === 'name'}
        describedBy={describe(null, 'name')}
      />
      <TextField
        id="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        value={email}
        onChange={setEmail}
        invalid={Boolean(error) && field === 'email'}
        describedBy={describe(null, 'email')}
      />
      <NewPasswordFields
        {...form.fields}
        passwordId="password"
        passwordLabel={t('auth.password')}
        confirmId="confirmPassword"
        confirmLabel={t('auth.register.confirmPassword')}
        mismatchMessage={t('auth.register.mismatch')}
        hintId="password-hint"
        mismatchId="password-mismatch"
        passwordInvalid={(Boolean(error) && field === 'password') || mismatch || weak}
        passwordDescribedBy={describe('password-hint password-strength', 'password')}
        afterHint={<PasswordStrength id="password-strength" strength={form.strength} />}
      />
      {error && <FormError id="register-error" message={error} />}
      <p className="text-xs leading-relaxed text-slate-500 dark:text-slate-400">
        <Trans
          i18nKey="auth.register.consent"
          components={{
            terms: <Link to={paths.terms.getHref()} className={inlineLink} />,
            privacy: <Link to={paths.privacy.getHref()} className={inlineLink} />,
          }}
        />
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link
          to={paths.home.getHref()}
          className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}
        >
          {t('auth.register.cancel')}
        </Link>
        <button
          type="submit"
          disabled={mismatch || registration.isPending}
          aria-busy={registration.isPending || undefined}
          className={buttonClasses('primary', 'lg', 'w-full sm:flex-1')}
        >
          {registration.isPending && <Spinner className="size-4" />}
          {registration.isPending ? t('auth.loading') : t('auth.register.submit')}
        </button>
      </div>
    </form>
  );
}
