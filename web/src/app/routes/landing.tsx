import { FileCheck2, Lightbulb, ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const features = [
  { key: 'score', Icon: ScanSearch },
  { key: 'advice', Icon: Lightbulb },
  { key: 'templates', Icon: FileCheck2 },
] as const;

export function LandingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'), { exact: true });

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white dark:from-indigo-950/40 dark:via-slate-950 dark:to-slate-950">
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
            {t('landing.eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            {t('landing.headline')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-300">
            {t('landing.lead')}
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              to={paths.auth.register.getHref()}
              className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
            >
              {t('landing.cta')}
            </Link>
            <Link
              to={paths.auth.login.getHref()}
              className={buttonClasses('ghost', 'lg', 'w-full sm:w-auto')}
            >
              {t('landing.secondary')}
            </Link>
          </div>
          <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">
            {t('landing.pricingNote')}
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map(({ key, Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="mt-4 font-semibold text-slate-900 dark:text-white">
                {t(`landing.features.${key}.title`)}
              </h2>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t(`landing.features.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
