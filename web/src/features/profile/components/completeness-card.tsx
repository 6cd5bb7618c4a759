import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths } from '../../../config/paths.ts';
import { useProfile } from '../api/get-profile.ts';
import { profileCompleteness } from '../utils/completeness.ts';
import { Card } from '../../../components/ui/card.tsx';

/** How much of the profile is filled in, with the way to the profile page. */
export function CompletenessCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const percent = profileCompleteness(profile.data ?? null);
  return (
    <Card as="section" aria-labelledby="completeness-heading">
      <h2
        id="completeness-heading"
        className="text-base font-semibold text-slate-900 dark:text-white"
      >
        {t('dashboard.completeness')}
      </h2>
      <p className="mt-3 text-3xl font-bold text-indigo-700 dark:text-indigo-300">{percent}%</p>
      <div
        role="progressbar"
        aria-labelledby="completeness-heading"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {percent < 100 ? t('dashboard.completenessHint') : t('dashboard.completenessDone')}
      </p>
      <Link to={paths.app.profile.getHref()} className={buttonClasses('secondary', 'sm', 'mt-4')}>
        {t('dashboard.toProfile')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
