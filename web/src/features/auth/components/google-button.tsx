import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { API_BASE } from '../../../lib/api-client.ts';
import { useGoogleConfig } from '../api/get-google-config.ts';

/** "Masuk dengan Google", shown only when the server has Google sign-in configured. */
export function GoogleButton({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const config = useGoogleConfig();
  if (config.data !== true) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        {t('auth.google.or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      </div>
      <a
        href={`${API_BASE}/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`}
        className={buttonClasses('secondary', 'lg', 'mt-4 w-full')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill="#EA4335"
            d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.7 2.3 2.4 6.6 2.4 12s4.3 9.7 9.6 9.7c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z"
          />
        </svg>
        {t('auth.google.button')}
      </a>
    </div>
  );
}
