import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { cardClasses } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { PasswordStrength } from '../../../components/ui/password-strength.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNewPasswordForm } from '../../../hooks/use-new-password-form.ts';
import type { User } from '@karier/api-types';
import { useUpdatePassword } from '../api/update-password.ts';
import { SuccessMessage, useFlash } from './status-message.tsx';

/** The current password, then a new one twice (with its strength). */
export function ChangePassword({ user }: { user: User }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [flash, setFlash] = useFlash();
  const update = useUpdatePassword({
    // Runs after the request, long after `form` below is set.
    onSuccess: () => {
      setCurrent('');
      form.clear();
      setFlash(t('settings.security.password.saved'));
    },
  });
  const form = useNewPasswordForm(update, t('settings.security.password.failed'), [
    user.name,
    user.email,
  ]);
  const { tooShort, weak, error } = form;
  const canSubmit = current !== '' && form.complete;
  const onSubmit = form.onSubmit(canSubmit, () =>
    update.mutate({ currentPassword: current, newPassword: form.password }),
  );

  return (
    <section aria-labelledby="password-heading" className={cardClasses}>
      <h2 id="password-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('settings.security.password.heading')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <PasswordInput
          id="current-password"
          label={t('settings.security.password.current')}
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
        />
        <NewPasswordFields
          {...form.fields}
          passwordId="new-password"
          passwordLabel={t('settings.security.password.new')}
          confirmId="confirm-password"
          confirmLabel={t('settings.security.password.confirm')}
          mismatchMessage={t('settings.security.password.mismatch')}
          hintId="new-password-hint"
          mismatchId="confirm-mismatch"
          passwordInvalid={tooShort || weak}
          passwordDescribedBy="new-password-hint new-password-strength"
          hintInvalid={tooShort}
          afterHint={<PasswordStrength id="new-password-strength" strength={form.strength} />}
        />
        {error && <FormError id="password-error" message={error} />}
        <SuccessMessage message={flash} />
        <button
          type="submit"
          disabled={!canSubmit || update.isPending}
          aria-busy={update.isPending || undefined}
          className={buttonClasses('primary')}
        >
          {update.isPending && <Spinner className="size-4" />}
          {t('settings.security.password.submit')}
        </button>
      </form>
    </section>
  );
}
