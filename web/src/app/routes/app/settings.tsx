import { CreditCard, Shield, UserRound } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router.tsx';
import { OrderHistory } from '../../../features/payments/components/order-history.tsx';
import { AccountTab } from '../../../features/settings/components/account-tab.tsx';
import { SecurityTab } from '../../../features/settings/components/security-tab.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

const tabs = [
  { key: 'account', Icon: UserRound },
  { key: 'security', Icon: Shield },
  { key: 'payments', Icon: CreditCard },
] as const;
type Tab = (typeof tabs)[number]['key'];

export function SettingsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const user = useAuthStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: Tab = tabs.find((x) => x.key === asked)?.key ?? 'account';
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({
    account: null,
    security: null,
    payments: null,
  });

  const select = (tab: Tab, focus = false) => {
    setParams(tab === 'account' ? {} : { tab }, { replace: true });
    if (focus) refs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const i = tabs.findIndex((x) => x.key === active);
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    select(tabs[(i + step) % tabs.length]!.key, true);
  };

  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('settings.heading')}
      </h1>
      <div
        role="tablist"
        aria-label={t('settings.heading')}
        onKeyDown={onKeyDown}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map(({ key, Icon }) => (
          <button
            key={key}
            ref={(el) => {
              refs.current[key] = el;
            }}
            id={`tab-${key}`}
            type="button"
            role="tab"
            aria-selected={active === key}
            aria-controls={`panel-${key}`}
            tabIndex={active === key ? 0 : -1}
            onClick={() => select(key)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 sm:px-4 text-sm font-medium transition-colors ${
              active === key
                ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`settings.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div
        id={`panel-${active}`}
        role="tabpanel"
        aria-labelledby={`tab-${active}`}
        tabIndex={0}
        className="mt-6 focus:outline-none"
      >
        {active === 'account' ? (
          <AccountTab user={user} />
        ) : active === 'security' ? (
          <SecurityTab user={user} />
        ) : (
          <OrderHistory />
        )}
      </div>
    </div>
  );
}
