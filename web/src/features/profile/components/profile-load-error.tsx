import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';

/** The profile could not be loaded: say so and offer to try again. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <p className="text-slate-700 dark:text-slate-300">{t('profile.loadFailed')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('secondary')}>
        {t('auth.guard.retry')}
      </button>
    </div>
  );
}
