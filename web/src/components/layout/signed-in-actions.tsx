import { LayoutDashboard, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router.tsx';
import { paths } from '../../config/paths.ts';
import type { User } from '@karier/api-types';
import { buttonClasses } from '../ui/button.ts';
import { AccountMenu } from './account-menu.tsx';

/** The navbar's part for a signed-in user: loaded only for them, not with every first visit. */
export function SignedInActions({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={paths.app.dashboard.getHref()}
        aria-label={t('nav.dashboard')}
        title={t('nav.dashboard')}
        className={buttonClasses('ghost', 'icon')}
      >
        <LayoutDashboard aria-hidden="true" className="size-5" />
      </Link>
      {user.role === 'admin' && (
        // Phones reach it through the account menu.
        <span className="hidden sm:inline-flex">
          <Link
            to={paths.app.admin.getHref()}
            aria-label={t('nav.admin')}
            title={t('nav.admin')}
            className={buttonClasses('ghost', 'icon')}
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
          </Link>
        </span>
      )}
      <AccountMenu user={user} />
    </>
  );
}
