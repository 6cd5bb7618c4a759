import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

export const CONFIRM_COUNTDOWN_SECONDS = 10;

/** Seconds left until `deadline` (a Date.now() value), checked four times a second. */
function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const done = left === 0;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [done]);
  return left;
}

/**
 * The confirmation every admin action on a person goes through: a 10-second countdown, then
 * "Lanjutkan", then the consent checkbox, then the admin's own password; only then the action.
 * A refused password keeps the dialog open (the server's message is shown) for another try.
 */
export function GuardedConfirmDialog({
  title,
  description,
  confirmLabel,
  tone = 'danger',
  pending,
  error,
  onConfirm,
  onCancel,
  seconds = CONFIRM_COUNTDOWN_SECONDS,
  children,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  pending: boolean;
  /** Why the last try failed, shown inside the dialog. */
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  seconds?: number;
  /** More fields, shown with the consent (e.g. a reason). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const passwordId = `${id}-password`;
  const errorId = `${id}-error`;
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const left = useSecondsLeft(deadline);
  const [stage, setStage] = useState<'wait' | 'consent'>('wait');
  const [agreed, setAgreed] = useState(false);
  const [password, setPassword] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);
  useEffect(() => {
    if (stage === 'consent') consentRef.current?.focus();
  }, [stage]);
  // A refused password: back to the field, its text selected for retyping.
  useEffect(() => {
    if (!error) return;
    const input = document.getElementById(passwordId);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  }, [error, passwordId]);

  const cancel = () => {
    if (!pending) onCancel();
  };
  const canSubmit = stage === 'consent' && agreed && password !== '' && !pending;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onConfirm(password);
  };
  const Icon = tone === 'danger' ? TriangleAlert : ShieldAlert;
  const progress = Math.round(((seconds - left) / seconds) * 100);

  return (
    <Modal labelledBy={titleId} describedBy={descriptionId} onClose={cancel}>
      <form noValidate onSubmit={onSubmit} className="p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
              tone === 'danger'
                ? 'bg-red-100 text-red-700 dark:bg-red-950/60 dark:text-red-300'
                : 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300'
            }`}
          >
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            <div
              id={descriptionId}
              className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300"
            >
              {description}
            </div>
          </div>
        </div>

        {stage === 'wait' && (
          <div className="mt-5 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            {left > 0 ? (
              <p
                data-testid="confirm-countdown"
                className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-200"
              >
                <span
                  role="timer"
                  aria-live="off"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-indigo-600 text-base font-bold text-indigo-700 tabular-nums dark:border-indigo-400 dark:text-indigo-300"
                >
                  {left}
                </span>
                {t('admin.confirm.wait', { count: left })}
              </p>
            ) : (
              <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('admin.confirm.ready')}
              </p>
            )}
            <div
              aria-hidden="true"
              className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <div
                className="h-full rounded-full bg-indigo-600 transition-[width] duration-300 dark:bg-indigo-400"
                style={{ width: `${progress}%` }}
              />
            </div>
            {/* Said once, when the wait is over. */}
            <p aria-live="polite" className="sr-only">
              {left === 0 ? t('admin.confirm.ready') : ''}
            </p>
          </div>
        )}

        {stage === 'consent' && (
          <div className="mt-5 space-y-4">
            {children}
            <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm font-medium text-slate-800 dark:border-slate-700 dark:text-slate-100">
              <input
                ref={consentRef}
                type="checkbox"
                checked={agreed}
                disabled={pending}
                onChange={(e) => setAgreed(e.target.checked)}
                className="mt-0.5 size-4 shrink-0 rounded accent-indigo-600"
              />
              <span>{t('admin.confirm.consent')}</span>
            </label>
            {agreed && (
              <PasswordInput
                id={passwordId}
                label={t('admin.confirm.password')}
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                showLabel={t('auth.showPassword')}
                hideLabel={t('auth.hidePassword')}
                invalid={Boolean(error)}
                describedBy={error ? errorId : `${passwordId}-hint`}
                after={
                  <p
                    id={`${passwordId}-hint`}
                    className="mt-1.5 text-xs text-slate-500 dark:text-slate-400"
                  >
                    {t('admin.confirm.passwordHint')}
                  </p>
                }
              />
            )}
            {error && <FormError id={errorId} message={error} />}
          </div>
        )}

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={cancel}
            disabled={pending}
            className={buttonClasses('secondary')}
          >
            {t('admin.confirm.cancel')}
          </button>
          {stage === 'wait' && left === 0 && (
            <button
              type="button"
              onClick={() => setStage('consent')}
              className={buttonClasses('primary')}
            >
              {t('admin.confirm.proceed')}
            </button>
          )}
          {stage === 'consent' && (
            <button
              type="submit"
              disabled={!canSubmit}
              aria-busy={pending || undefined}
              className={buttonClasses(tone === 'danger' ? 'danger' : 'primary')}
            >
              {pending && <Spinner className="size-4" />}
              {confirmLabel}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
