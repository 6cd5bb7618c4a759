import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { cardClasses } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { User } from '@karier/api-types';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useSetupTwoFactor } from '../api/setup-two-factor.ts';

/** Two-factor sign-in: set up (QR code, first code, recovery codes) or turned off again. */
export function TwoFactor({ user }: { user: User }) {
  const { t } = useTranslation();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [disableCode, setDisableCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = user.twoFactorEnabled === true;

  const onEnable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6 || enable.isPending) return;
    enable.mutate(
      { code },
      {
        onSuccess: (data) => {
          setRecoveryCodes(data.recoveryCodes);
          setCode('');
          setup.reset();
        },
      },
    );
  };

  const onDisable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || !disableCode.trim() || disable.isPending) return;
    disable.mutate(
      { password, code: disableCode.trim() },
      {
        onSuccess: () => {
          setPassword('');
          setDisableCode('');
          setRecoveryCodes(null);
        },
      },
    );
  };

  return (
    <section aria-labelledby="twofactor-heading" className={cardClasses}>
      <h2
        id="twofactor-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        {enabled ? (
          <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-4 text-slate-400" />
        )}
        {t('settings.security.twoFactor.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {enabled ? t('settings.security.twoFactor.on') : t('settings.security.twoFactor.off')}
      </p>

      {recoveryCodes && (
        <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700/60 dark:bg-amber-950/40">
          <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
            {t('settings.security.twoFactor.recoveryHeading')}
          </p>
          <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">
            {t('settings.security.twoFactor.recoveryNote')}
          </p>
          <ul
            aria-label={t('settings.security.twoFactor.recoveryHeading')}
            className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 dark:text-white"
          >
            {recoveryCodes.map((c) => (
              <li key={c} className="rounded bg-white px-2 py-1 dark:bg-slate-900">
                {c}
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => setRecoveryCodes(null)}
            className={buttonClasses('secondary', 'sm', 'mt-3')}
          >
            {t('settings.security.twoFactor.recoveryDone')}
          </button>
        </div>
      )}

      {!enabled && !setup.data && (
        <>
          {setup.isError && (
            <div className="mt-4">
              <FormError
                id="twofactor-setup-error"
                message={errorMessage(setup.error, t('settings.security.twoFactor.setupFailed'))}
              />
            </div>
          )}
          <button
            type="button"
            onClick={() => setup.mutate()}
            disabled={setup.isPending}
            className={buttonClasses('primary', 'md', 'mt-4')}
          >
            {setup.isPending && <Spinner className="size-4" />}
            {t('settings.security.twoFactor.enable')}
          </button>
        </>
      )}

      {!enabled && setup.data && (
        <form noValidate onSubmit={onEnable} className="mt-4 space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('settings.security.twoFactor.scan')}
          </p>
          <img
            src={setup.data.qrCodeDataUrl}
            alt={t('settings.security.twoFactor.qrAlt')}
            width={192}
            height={192}
            className="size-48 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700"
          />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('settings.security.twoFactor.secret')}{' '}
            <code
              data-testid="twofactor-secret"
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all text-slate-900 dark:bg-slate-800 dark:text-white"
            >
              {setup.data.secret}
            </code>
          </p>
          <div>
            <label htmlFor="twofactor-code" className={labelClasses}>
              {t('settings.security.twoFactor.code')}
            </label>
            <input
              id="twofactor-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              className={inputClasses(enable.isError, 'mt-1.5 max-w-40 tracking-widest')}
            />
          </div>
          {enable.isError && (
            <FormError
              id="twofactor-enable-error"
              message={errorMessage(enable.error, t('settings.security.twoFactor.enableFailed'))}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={code.length !== 6 || enable.isPending}
              className={buttonClasses('primary')}
            >
              {enable.isPending && <Spinner className="size-4" />}
              {t('settings.security.twoFactor.confirm')}
            </button>
            <button
              type="button"
              onClick={() => setup.reset()}
              className={buttonClasses('secondary')}
            >
              {t('settings.security.twoFactor.cancel')}
            </button>
          </div>
        </form>
      )}

      {enabled && (
        <form noValidate onSubmit={onDisable} className="mt-4 space-y-4">
          <PasswordInput
            id="twofactor-password"
            label={t('settings.security.twoFactor.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
          />
          <div>
            <label htmlFor="twofactor-disable-code" className={labelClasses}>
              {t('settings.security.twoFactor.codeOrRecovery')}
            </label>
            <input
              id="twofactor-disable-code"
              autoComplete="one-time-code"
              value={disableCode}
              onChange={(e) => setDisableCode(e.target.value)}
              className={inputClasses(disable.isError, 'mt-1.5')}
            />
          </div>
          {disable.isError && (
            <FormError
              id="twofactor-disable-error"
              message={errorMessage(disable.error, t('settings.security.twoFactor.disableFailed'))}
            />
          )}
          <button
            type="submit"
            disabled={!password || !disableCode.trim() || disable.isPending}
            className={buttonClasses('secondary')}
          >
            {disable.isPending && <Spinner className="size-4" />}
            {t('settings.security.twoFactor.disable')}
          </button>
        </form>
      )}
    </section>
  );
}
