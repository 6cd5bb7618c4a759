import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';

/** A list or a panel that failed to load, with the way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
    >
      <span className="min-w-0 flex-1 font-medium">{message}</span>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClasses('secondary', 'sm')}
      >
        <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        {t('admin.retry')}
      </button>
    </div>
  );
}
