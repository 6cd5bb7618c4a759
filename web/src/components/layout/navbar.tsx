import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../lib/router.tsx';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { buttonClasses } from '../ui/button.ts';
import { DropdownLinkItem, DropdownMenu } from '../ui/dropdown-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

// With the query layer: the account menu signs out through a mutation.
const SignedInActions = lazy(() =>
  Promise.all([import('./signed-in-actions.tsx'), import('../../lib/query-layer.tsx')]).then(
    ([m, { withQueryLayer }]) => ({ default: withQueryLayer(m.SignedInActions) }),
  ),
);

const desktopLinks = [
  { to: paths.faq.getHref(), key: 'nav.faq' },
  { to: paths.pricing.getHref(), key: 'nav.pricing' },
  { to: paths.contact.getHref(), key: 'nav.contact' },
  { to: paths.about.getHref(), key: 'nav.about' },
] as const;

const mobileLinks = [
  { to: paths.faq.getHref(), key: 'nav.faq' },
  { to: paths.pricing.getHref(), key: 'nav.pricing' },
  { to: paths.helpCenter.getHref(), key: 'nav.helpCenter' },
  { to: paths.contact.getHref(), key: 'nav.contact' },
  { to: paths.about.getHref(), key: 'nav.about' },
] as const;

export function Navbar() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const token = useAuthStore((s) => s.token);
  const signedIn = Boolean(token && user);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70 dark:border-slate-800/80 dark:bg-slate-950/85 dark:supports-[backdrop-filter]:bg-slate-950/70">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8"
      >
        <Link to={paths.home.getHref()} className="mr-2 rounded-lg sm:mr-4">
          <Logo />
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {desktopLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                    isActive
                      ? 'text-indigo-700 dark:text-indigo-300'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
                  }`
                }
              >
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
          {signedIn && user ? (
            <Suspense fallback={<span className="size-10" />}>
              <SignedInActions user={user} />
            </Suspense>
          ) : (
            <Link
              to={paths.auth.login.getHref()}
              className={buttonClasses('primary', 'sm', 'ml-1 px-4')}
            >
              {t('nav.login')}
            </Link>
          )}
          <div className="md:hidden">
            <DropdownMenu
              label={t('nav.openMenu')}
              trigger={<Menu aria-hidden="true" className="size-5" />}
              triggerClassName={buttonClasses('ghost', 'icon')}
              menuClassName="w-56"
            >
              {mobileLinks.map((link) => (
                <DropdownLinkItem key={link.to} to={link.to}>
                  {t(link.key)}
                </DropdownLinkItem>
              ))}
            </DropdownMenu>
          </div>
        </div>
      </nav>
    </header>
  );
}
