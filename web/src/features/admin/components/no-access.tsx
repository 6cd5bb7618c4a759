import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths } from '../../../config/paths.ts';

/** A signed-in user who is not an admin. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950/50 dark:text-red-400"
      >
        <ShieldOff className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('admin.noAccess.heading')}
      </h1>
      <p role="alert" className="mt-3 text-pretty text-slate-600 dark:text-slate-400">
        {t('admin.noAccess.text')}
      </p>
      <Link to={paths.app.dashboard.getHref()} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('admin.noAccess.back')}
      </Link>
    </div>
  );
}
