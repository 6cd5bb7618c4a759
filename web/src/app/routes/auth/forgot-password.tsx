import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useForgotPassword } from '../../../features/auth/api/forgot-password.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || forgot.isPending) return;
    forgot.mutate({ email: email.trim() });
  };

  return (
    <AuthCard
      heading={t('auth.forgot.heading')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link
          to={paths.auth.login.getHref()}
          className="rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-300"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('auth.forgot.sent')}</span>
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            id="email"
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            value={email}
            onChange={setEmail}
            autoFocus
          />
          {forgot.isError && (
            <FormError
              id="forgot-error"
              message={errorMessage(forgot.error, t('auth.forgot.failed'))}
            />
          )}
          <button
            type="submit"
            disabled={!email.trim() || forgot.isPending}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {forgot.isPending && <Spinner className="size-4" />}
            {t('auth.forgot.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
