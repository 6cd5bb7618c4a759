import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { endSession } from '../../../lib/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * The danger zone: what deleting the account erases, then a dialog that confirms it with the
 * password. Afterwards the user is signed out here too and lands on the home page with a note.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="delete-heading"
      className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6 dark:border-red-900/60 dark:bg-slate-900"
    >
      <h2
        id="delete-heading"
        className="flex items-center gap-2 text-base font-semibold text-red-700 dark:text-red-400"
      >
        <TriangleAlert aria-hidden="true" className="size-5" />
        {t('settings.delete.heading')}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('settings.delete.lead')}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-300">
        {t('settings.delete.erased', { returnObjects: true }).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {t('settings.delete.kept')}{' '}
        <Link
          to={paths.privacy.getHref()}
          className="font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          {t('settings.delete.privacy')}
        </Link>
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses('danger', 'md', 'mt-5')}
      >
        {t('settings.delete.open')}
      </button>
      {open && <DeleteAccountDialog onCancel={() => setOpen(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const passwordRef = useRef<HTMLDivElement>(null);
  const remove = useDeleteAccount({
    onSuccess: () => {
      // Leave the protected page first, so it does not send the signed-out user to /login.
      flushSync(() =>
        navigate(paths.home.getHref(), { replace: true, state: { notice: 'accountDeleted' } }),
      );
      endSession(queryClient);
    },
  });
  useEffect(() => passwordRef.current?.querySelector('input')?.focus(), []);

  const error = missing
    ? t('settings.delete.required')
    : remove.error
      ? errorMessage(remove.error, t('settings.delete.failed'))
      : null;
  const wrongPassword =
    missing || (remove.error instanceof ApiError && remove.error.field === 'password');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    remove.mutate({ password });
  };

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={() => {
        if (!remove.isPending) onCancel();
      }}
    >
      <form noValidate onSubmit={onSubmit} className="p-5 sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('settings.delete.dialogTitle')}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {t('settings.delete.dialogText')}
        </p>
        <div ref={passwordRef} className="mt-5">
          <PasswordInput
            id="delete-password"
            label={t('settings.delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            invalid={Boolean(error) && wrongPassword}
            describedBy={error ? 'delete-error' : undefined}
          />
        </div>
        {error && (
          <div className="mt-4">
            <FormError id="delete-error" message={error} />
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onCancel}
            disabled={remove.isPending}
            className={buttonClasses('secondary')}
          >
            {t('settings.delete.cancel')}
          </button>
          <button
            type="submit"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            className={buttonClasses('danger')}
          >
            {remove.isPending && <Spinner className="size-4" />}
            {t('settings.delete.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
