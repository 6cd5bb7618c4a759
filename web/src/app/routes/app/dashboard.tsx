import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router.tsx';
import { paths } from '../../../config/paths.ts';
import { FromProfileCard } from '../../../features/cv/components/from-profile-card.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useCvs } from '../../../lib/cv-list.ts';
import { AccountCard } from '../../../features/settings/components/account-card.tsx';
import { CompletenessCard } from '../../../features/profile/components/completeness-card.tsx';
import { CvGrid } from '../../../features/cv/components/cv-grid.tsx';
import { DashboardStats } from '../../../features/cv/components/dashboard-stats.tsx';
import { PlanCard } from '../../../features/payments/components/plan-card.tsx';
import { cvStats } from '../../../features/cv/utils/cv-stats.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/**
 * /dashboard: the user's CVs (search, counters, a card each with its next step), the plan and
 * this month's analyses, and how complete the profile is. Signed-in users with a finished
 * profile only (ProtectedRoute, RequireCompleteProfile).
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const user = useAuthStore((s) => s.user);
  const cvs = useCvs();
  const navigate = useNavigate();
  if (!user) return null;
  if (cvs.isPending) return <PageLoader label={t('dashboard.loading')} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('dashboard.heading')}
      </h1>
      <p className="mt-2 text-lg font-medium break-words text-slate-800 dark:text-slate-200">
        {t('dashboard.greeting', { name: user.name })}
      </p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('dashboard.lead')}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {cvs.isError ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="text-slate-700 dark:text-slate-300">
                {errorMessage(cvs.error, t('dashboard.loadFailed'))}
              </span>
              <button
                type="button"
                onClick={() => void cvs.refetch()}
                className={buttonClasses('secondary', 'sm')}
              >
                {t('dashboard.retry')}
              </button>
            </div>
          ) : (
            <>
              <DashboardStats {...cvStats(cvs.data)} />
              <CvGrid cvs={cvs.data} />
            </>
          )}
        </div>
        <aside className="min-w-0 space-y-6">
          <PlanCard />
          <FromProfileCard
            onCreated={(result) => void navigate(paths.app.createCv.getHref(result.cv.id))}
          />
          <CompletenessCard />
          <AccountCard user={user} />
        </aside>
      </div>
    </div>
  );
}
