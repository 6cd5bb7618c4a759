import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './password-input.tsx';

/** Both filled in and not the same: the only case the confirm field complains about. */
export function passwordsDiffer(password: string, confirm: string): boolean {
  return password !== '' && confirm !== '' && password !== confirm;
}

interface NewPasswordFieldsProps {
  password: string;
  onPasswordChange: (value: string) => void;
  confirm: string;
  onConfirmChange: (value: string) => void;
  passwordId: string;
  passwordLabel: string;
  confirmId: string;
  confirmLabel: string;
  /** Shown under the confirm field while the two differ. */
  mismatchMessage: string;
  /** Id of the hint under the new password, for the caller's `passwordDescribedBy`. */
  hintId?: string;
  /** Id of the mismatch message; when given, the confirm field is described by it. */
  mismatchId?: string;
  passwordInvalid?: boolean;
  passwordDescribedBy?: string | undefined;
  /** The hint turns red, e.g. while the password is too short. */
  hintInvalid?: boolean;
  /** Shown after the hint, e.g. a strength meter. */
  afterHint?: ReactNode;
}

/**
 * A new password and its confirmation (register, reset password, change password): the length
 * hint under the first, and a mismatch message under the second once both are filled in.
 */
export function NewPasswordFields({
  password,
  onPasswordChange,
  confirm,
  onConfirmChange,
  passwordId,
  passwordLabel,
  confirmId,
  confirmLabel,
  mismatchMessage,
  hintId,
  mismatchId,
  passwordInvalid = false,
  passwordDescribedBy,
  hintInvalid = false,
  afterHint,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const mismatch = passwordsDiffer(password, confirm);
  return (
    <>
      <PasswordInput
        id={passwordId}
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        invalid={passwordInvalid}
        describedBy={passwordDescribedBy}
        after={
          <>
            <p
              id={hintId}
              className={`mt-1.5 text-xs ${hintInvalid ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
            >
              {t('auth.register.passwordHint')}
            </p>
            {afterHint}
          </>
        }
      />
      <PasswordInput
        id={confirmId}
        label={confirmLabel}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        showLabel={t('auth.register.showConfirmPassword')}
        hideLabel={t('auth.register.hideConfirmPassword')}
        invalid={mismatch}
        describedBy={mismatch ? mismatchId : undefined}
        after={
          mismatch && (
            <p
              id={mismatchId}
              role="alert"
              className="mt-1.5 text-sm text-red-600 dark:text-red-400"
            >
              {mismatchMessage}
            </p>
          )
        }
      />
    </>
  );
}
