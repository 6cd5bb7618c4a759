import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordScore } from '../utils/password-strength.ts';

const colours = ['bg-red-500', 'bg-orange-500', 'bg-amber-500', 'bg-lime-500', 'bg-emerald-500'];
const levels = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

/** A live strength meter; the estimator loads the first time something is typed. */
export function PasswordStrength({
  id,
  password,
  userInputs,
}: {
  id: string;
  password: string;
  userInputs: string[];
}) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      passwordScore(password, inputsKey.split('\n').filter(Boolean))
        .then((s) => !cancelled && setScore(s))
        .catch(() => !cancelled && setScore(null));
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password || score === null) return null;
  const level = levels[score] ?? 'veryWeak';
  return (
    <div id={id} className="mt-2" aria-live="polite">
      <div aria-hidden="true" className="flex gap-1">
        {levels.map((l, i) => (
          <span
            key={l}
            className={`h-1.5 flex-1 rounded-full ${i <= score ? colours[score] : 'bg-slate-200 dark:bg-slate-800'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('settings.security.strength.label')}: {t(`settings.security.strength.${level}`)}
      </p>
    </div>
  );
}
