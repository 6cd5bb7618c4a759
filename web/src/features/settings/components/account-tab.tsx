import { Monitor, Moon, Sun } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { themes, useThemeStore, type Theme } from '../../../stores/theme-store.ts';
import type { User } from '@karier/api-types';
import { FormError } from '../../../components/ui/form-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { Preferences } from '@karier/api-types';
import { usePreferences } from '../api/get-preferences.ts';
import { useUpdateDetails } from '../api/update-details.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { DeleteAccount } from './delete-account.tsx';
import { SuccessMessage, useFlash } from './status-message.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

export function AccountTab({ user }: { user: User }) {
  return (
    <div className="space-y-6">
      <DetailsForm user={user} />
      <ThemeChooser />
      <NotificationPreferences />
      <DeleteAccount />
    </div>
  );
}

function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [missing, setMissing] = useState<'details' | 'password' | null>(null);
  const [flash, setFlash] = useFlash();
  const update = useUpdateDetails({
    onSuccess: () => {
      setCurrentPassword('');
      setFlash(t('settings.account.saved'));
    },
  });
  // A new email moves the account: the server wants the current password for it.
  const emailChanging = email.trim().toLowerCase() !== user.email.toLowerCase();
  const error =
    missing === 'details'
      ? t('settings.account.required')
      : missing === 'password'
        ? t('settings.account.passwordRequired')
        : update.error
          ? errorMessage(update.error, t('settings.account.failed'))
          : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim() || !email.trim()) {
      setMissing('details');
      return;
    }
    if (emailChanging && !currentPassword) {
      setMissing('password');
      return;
    }
    setMissing(null);
    if (!update.isPending) {
      update.mutate({
        name: name.trim(),
        email: email.trim(),
        ...(emailChanging ? { currentPassword } : {}),
      });
    }
  };

  return (
    <section aria-labelledby="details-heading" className={cardClasses}>
      <h2 id="details-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('settings.account.heading')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <TextField
          id="settings-name"
          label={t('settings.account.name')}
          autoComplete="name"
          value={name}
          onChange={setName}
          invalid={missing === 'details' && !name.trim()}
        />
        <TextField
          id="settings-email"
          type="email"
          label={t('settings.account.email')}
          autoComplete="email"
          value={email}
          onChange={setEmail}
          invalid={missing === 'details' && !email.trim()}
        />
        {emailChanging && (
          <PasswordInput
            id="settings-email-password"
            label={t('settings.account.currentPassword')}
            autoComplete="current-password"
            value={currentPassword}
            onChange={setCurrentPassword}
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            invalid={missing === 'password'}
            describedBy="settings-email-password-hint"
            after={
              <p
                id="settings-email-password-hint"
                className="mt-1.5 text-xs text-slate-500 dark:text-slate-400"
              >
                {t('settings.account.emailChangeHint')}
              </p>
            }
          />
        )}
        {error && <FormError id="details-error" message={error} />}
        <SuccessMessage message={flash} />
        <button
          type="submit"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
          className={buttonClasses('primary')}
        >
          {update.isPending && <Spinner className="size-4" />}
          {t('settings.account.submit')}
        </button>
      </form>
    </section>
  );
}

function ThemeChooser() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <section aria-labelledby="theme-heading" className={cardClasses}>
      <h2 id="theme-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('settings.theme.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('settings.theme.lead')}</p>
      <div
        role="radiogroup"
        aria-labelledby="theme-heading"
        className="mt-4 grid gap-3 sm:grid-cols-3"
      >
        {themes.map((option: Theme) => {
          const Icon = themeIcons[option];
          const checked = theme === option;
          return (
            <label
              key={option}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 ${
                checked
                  ? 'border-indigo-600 bg-indigo-50 text-indigo-900 dark:border-indigo-400 dark:bg-indigo-500/15 dark:text-white'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800'
              }`}
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={checked}
                onChange={() => setTheme(option)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {t(`theme.${option}`)}
            </label>
          );
        })}
      </div>
    </section>
  );
}

function NotificationPreferences() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const data: Preferences = update.isPending
    ? update.variables
    : (preferences.data ?? { emailNotifications: true, inAppNotifications: true });
  const toggle = (key: keyof Preferences) => update.mutate({ ...data, [key]: !data[key] });

  return (
    <section aria-labelledby="notifications-heading" className={cardClasses}>
      <h2
        id="notifications-heading"
        className="text-base font-semibold text-slate-900 dark:text-white"
      >
        {t('settings.notifications.heading')}
      </h2>
      {preferences.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-500 dark:text-slate-400">
          {t('common.loading')}
        </p>
      ) : preferences.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
          {t('settings.notifications.loadFailed')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {(['emailNotifications', 'inAppNotifications'] as const).map((key) => (
            <li key={key}>
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={data[key]}
                  disabled={update.isPending}
                  onChange={() => toggle(key)}
                  className="mt-0.5 size-4 rounded accent-indigo-600"
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">
                    {t(`settings.notifications.${key}`)}
                  </span>
                  <span className="block text-slate-500 dark:text-slate-400">
                    {t(`settings.notifications.${key}Hint`)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {update.isError && (
        <div className="mt-4">
          <FormError
            id="preferences-error"
            message={errorMessage(update.error, t('settings.notifications.saveFailed'))}
          />
        </div>
      )}
    </section>
  );
}
