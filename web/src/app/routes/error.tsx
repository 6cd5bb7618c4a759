import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Something broke while rendering (or a page failed to load after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  useDocumentTitle(t('error.title'));
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('error.title')}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('error.text')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses('primary')}
        >
          {t('error.reload')}
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          {t('notFound.home')}
        </a>
      </div>
    </div>
  );
}
