import { LayoutDashboard, LogOut, Settings, ShieldCheck, User as UserIcon } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router.tsx';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../lib/logout.ts';
import type { User } from '@karier/api-types';
import {
  DropdownButtonItem,
  DropdownLinkItem,
  DropdownMenu,
  DropdownSeparator,
} from '../ui/dropdown-menu.tsx';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

const iconClass = 'size-4 shrink-0 text-slate-500 dark:text-slate-400';

export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Leave the page first (committed synchronously), so a protected page being left does not
  // see the session vanish and redirect to /login?redirectTo=… instead.
  const logout = useLogout({
    beforeClear: () => flushSync(() => navigate(paths.home.getHref())),
    // Keluar ends on the sign-in page (after the session is gone, so it does not bounce back).
    afterClear: () => void navigate(paths.auth.login.getHref(), { replace: true }),
  });
  return (
    <DropdownMenu
      // The accessible name starts with what the button shows (its initials), then says whose.
      label={`${initials(user.name)} (${t('nav.account')}: ${user.name})`}
      trigger={
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700 ring-2 ring-transparent transition group-hover:ring-indigo-200 dark:bg-indigo-500/20 dark:text-indigo-200"
        >
          {initials(user.name)}
        </span>
      }
      triggerClassName="group flex size-10 items-center justify-center rounded-full"
      menuClassName="w-64"
      header={
        <div className="border-b border-slate-200 px-3 pt-2 pb-3 dark:border-slate-800">
          <p className="text-sm font-semibold break-words text-slate-900 dark:text-white">
            {user.name}
          </p>
          <p className="text-sm break-all text-slate-500 dark:text-slate-400">{user.email}</p>
        </div>
      }
    >
      <div className="pt-1">
        <DropdownLinkItem
          to={paths.app.dashboard.getHref()}
          icon={<LayoutDashboard aria-hidden="true" className={iconClass} />}
        >
          {t('nav.dashboard')}
        </DropdownLinkItem>
        <DropdownLinkItem
          to={paths.app.profile.getHref()}
          icon={<UserIcon aria-hidden="true" className={iconClass} />}
        >
          {t('nav.profile')}
        </DropdownLinkItem>
        <DropdownLinkItem
          to={paths.app.settings.getHref()}
          icon={<Settings aria-hidden="true" className={iconClass} />}
        >
          {t('nav.settings')}
        </DropdownLinkItem>
        {user.role === 'admin' && (
          <DropdownLinkItem
            to={paths.app.admin.getHref()}
            icon={<ShieldCheck aria-hidden="true" className={iconClass} />}
          >
            {t('nav.admin')}
          </DropdownLinkItem>
        )}
      </div>
      <DropdownSeparator />
      <DropdownButtonItem
        onSelect={() => logout.mutate()}
        tone="danger"
        icon={<LogOut aria-hidden="true" className="size-4 shrink-0" />}
      >
        {t('nav.logout')}
      </DropdownButtonItem>
    </DropdownMenu>
  );
}
