import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { User } from '@karier/api-types';
import { useLoginTwoFactor } from '../api/login-two-factor.ts';
import { FormError } from '../../../components/ui/form-error.tsx';

/** The login's second step: a 6-digit code from the app, or a recovery code. */
export function TwoFactorForm({
  challengeToken,
  onSuccess,
  onCancel,
}: {
  challengeToken: string;
  onSuccess: (user: User) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const verify = useLoginTwoFactor({ onSuccess });
  const error = verify.error ? errorMessage(verify.error, t('auth.twoFactor.failed')) : null;
  const ready = recovery ? code.trim().length > 0 : code.length === 6;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || verify.isPending) return;
    verify.mutate(
      recovery ? { challengeToken, recoveryCode: code.trim() } : { challengeToken, code },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {recovery ? t('auth.twoFactor.recoveryLead') : t('auth.twoFactor.lead')}
      </p>
      <div>
        <label htmlFor="login-code" className={labelClasses}>
          {recovery ? t('auth.twoFactor.recoveryCode') : t('auth.twoFactor.code')}
        </label>
        <input
          id="login-code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 64 : 6}
          value={code}
          onChange={(e) =>
            setCode(recovery ? e.target.value : e.target.value.replace(/\D/g, '').slice(0, 6))
          }
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'login-code-error' : undefined}
          className={inputClasses(Boolean(error), 'mt-1.5 tracking-widest')}
        />
      </div>
      {error && <FormError id="login-code-error" message={error} />}
      <button
        type="submit"
        disabled={!ready || verify.isPending}
        aria-busy={verify.isPending || undefined}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        {verify.isPending && <Spinner className="size-4" />}
        {verify.isPending ? t('auth.loading') : t('auth.twoFactor.submit')}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            verify.reset();
          }}
          className="rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {recovery ? t('auth.twoFactor.useCode') : t('auth.twoFactor.useRecovery')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded font-medium text-slate-600 hover:underline dark:text-slate-400"
        >
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
