import { useTranslation } from 'react-i18next';
import type { User } from '@karier/api-types';
import { Card } from '../../../components/ui/card.tsx';

/** Who is signed in: name and email. */
export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="account-heading">
      <h2 id="account-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('dashboard.account')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <div className="py-2.5">
          <dt className="text-slate-500 dark:text-slate-400">{t('dashboard.name')}</dt>
          <dd className="font-medium break-words text-slate-900 dark:text-white">{user.name}</dd>
        </div>
        <div className="py-2.5">
          <dt className="text-slate-500 dark:text-slate-400">{t('dashboard.email')}</dt>
          <dd className="font-medium break-all text-slate-900 dark:text-white">{user.email}</dd>
        </div>
      </dl>
    </Card>
  );
}
