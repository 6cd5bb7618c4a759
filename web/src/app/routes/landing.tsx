import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/router.tsx';
import { buttonClasses } from '../../components/ui/button.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { lazyPage } from '../lazy-page.ts';

const LandingSections = lazyPage(
  () => import('./landing-sections.tsx'),
  'LandingSections',
  ['landing'],
  () =>
    import('../../features/stats/api/get-public-stats.ts').then(
      (m) => (queryClient) => queryClient.prefetchQuery(m.getPublicStatsQueryOptions()),
    ),
);

const muted = 'text-slate-600 dark:text-slate-400';

export function LandingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.title'), { exact: true, description: t('landing.description') });
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  return (
    <>
      {notice === 'accountDeleted' && (
        <p
          role="status"
          className="bg-emerald-50 px-4 py-3 text-center text-sm font-medium text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200"
        >
          {t('landing.accountDeleted')}
        </p>
      )}
      <section className="bg-gradient-to-b from-indigo-50 via-white to-white dark:from-indigo-950/40 dark:via-slate-950 dark:to-slate-950">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-24">
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
            <a href="#cara-kerja" className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
              {t('landing.howLink')}
            </a>
          </div>
          <p className={`mt-6 text-sm ${muted}`}>{t('landing.note')}</p>
        </div>
      </section>

      {/* Below the fold: its own chunk, fetched as soon as the hero has rendered. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
