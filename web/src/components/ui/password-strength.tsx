import { useTranslation } from 'react-i18next';
import type { PasswordVerdict } from '../../lib/password-strength.ts';

const colours = ['bg-red-500', 'bg-orange-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-500'];
const levels = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

/**
 * The strength meter of a new password: the server's own verdict (`useNewPasswordForm`), so a
 * password it shows as too weak is the one the server refuses, and nothing it accepts is shown
 * so. Nothing while the field is empty or the rule is still loading.
 */
export function PasswordStrength({
  id,
  strength,
}: {
  id: string;
  strength: PasswordVerdict | null;
}) {
  const { t } = useTranslation();
  if (!strength) return null;
  const { score, acceptable } = strength;
  return (
    <div
      id={id}
      className="mt-2"
      aria-live="polite"
      data-score={score}
      data-acceptable={acceptable}
    >
      <div aria-hidden="true" className="flex gap-1">
        {levels.map((l, i) => (
          <span
            key={l}
            className={`h-1.5 flex-1 rounded-full ${i <= score ? colours[score] : 'bg-slate-200 dark:bg-slate-800'}`}
          />
        ))}
      </div>
      {acceptable ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('settings.security.strength.label')}:{' '}
          {t(`settings.security.strength.${levels[score]}`)}
        </p>
      ) : (
        <p className="mt-1 text-xs text-red-600 dark:text-red-400">
          {t('settings.security.strength.label')}: {t('settings.security.strength.tooWeak')}
        </p>
      )}
    </div>
  );
}
