import { ArrowLeft, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../lib/router.tsx';
import { buttonClasses } from '../../components/ui/button.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const navigate = useNavigate();

  // A fresh tab has nothing to go back to: "back" goes home instead.
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(paths.home.getHref());
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold tracking-tight text-indigo-600 dark:text-indigo-400">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-pretty text-slate-600 dark:text-slate-400">{t('notFound.text')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.home.getHref()} className={buttonClasses('primary', 'lg')}>
          <Home aria-hidden="true" className="size-4" />
          {t('notFound.home')}
        </Link>
        <button type="button" onClick={goBack} className={buttonClasses('secondary', 'lg')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('notFound.back')}
        </button>
      </div>
    </div>
  );
}
