import {
  ChevronDown,
  CreditCard,
  FileText,
  LayoutDashboard,
  Mail,
  ScrollText,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { paths } from '../../../config/paths.ts';
import { useUnhandledMessages } from '../api/get-admin-messages.ts';
import { adminTabs, type AdminTab } from '../utils/tabs.ts';
import { GlobalSearch } from './global-search.tsx';

const icons: Record<AdminTab, LucideIcon> = {
  dashboard: LayoutDashboard,
  users: Users,
  cvs: FileText,
  messages: Mail,
  payments: CreditCard,
  activities: ScrollText,
  settings: Settings,
};

/**
 * The admin panel's frame: the heading and the global search, a sidebar of tabs (a menu
 * button on phones and tablets), and the active tab's content.
 */
export function AdminShell({ active, children }: { active: AdminTab; children: ReactNode }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const unhandled = useUnhandledMessages().data ?? 0;

  // A phone's open menu closes on a tap outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuPanel.current?.contains(target) && !menuButton.current?.contains(target)) {
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      event.preventDefault();
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  };

  const links = (
    <ul className="space-y-1">
      {adminTabs.map((tab) => {
        const Icon = icons[tab];
        const current = tab === active;
        return (
          <li key={tab}>
            <Link
              to={paths.app.admin.getHref(tab)}
              aria-current={current ? 'page' : undefined}
              onClick={() => setMenuOpen(false)}
              className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                current
                  ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
              }`}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`admin.tabs.${tab}`)}
              {tab === 'messages' && unhandled > 0 && (
                <span
                  data-testid="messages-badge"
                  className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
                >
                  <span aria-hidden="true">{unhandled}</span>
                  <span className="sr-only">{t('admin.messages.badge', { count: unhandled })}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
  const ActiveIcon = icons[active];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('admin.heading')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('admin.lead')}</p>
        </div>
        <div className="w-full lg:w-96">
          <GlobalSearch />
        </div>
      </div>

      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label={t('admin.nav')} onKeyDown={onMenuKeyDown} className="relative">
          {/* Phones and tablets: the tabs behind a menu button. */}
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((v) => !v)}
            className="flex h-11 w-full items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 shadow-sm lg:hidden dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <ActiveIcon
              aria-hidden="true"
              className="size-4 shrink-0 text-indigo-600 dark:text-indigo-400"
            />
            <span className="min-w-0 flex-1 truncate text-left">
              <span className="sr-only">{t('admin.menu')}: </span>
              {t(`admin.tabs.${active}`)}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`size-4 shrink-0 transition-transform ${menuOpen ? 'rotate-180' : ''}`}
            />
          </button>
          <div
            ref={menuPanel}
            id={menuId}
            className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full z-30 mt-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg lg:static lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-slate-800 dark:bg-slate-900 lg:dark:bg-transparent`}
          >
            <div className="lg:sticky lg:top-24">{links}</div>
          </div>
        </nav>
        <div className="mt-6 min-w-0 lg:mt-0">{children}</div>
      </div>
    </div>
  );
}
