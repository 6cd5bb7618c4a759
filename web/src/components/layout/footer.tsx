import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router.tsx';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { Logo } from './logo.tsx';

/** Shown to a signed-in user only (the spec's footer lists them). */
const accountGroup = {
  key: 'footer.account',
  links: [
    { to: paths.app.dashboard.getHref(), key: 'nav.dashboard' },
    { to: paths.app.profile.getHref(), key: 'footer.profile' },
  ],
} as const;

const groups = [
  {
    key: 'footer.explore',
    links: [
      { to: paths.faq.getHref(), key: 'nav.faq' },
      { to: paths.pricing.getHref(), key: 'nav.pricing' },
      { to: paths.helpCenter.getHref(), key: 'nav.helpCenter' },
    ],
  },
  {
    key: 'footer.company',
    links: [
      { to: paths.about.getHref(), key: 'nav.about' },
      { to: paths.contact.getHref(), key: 'nav.contact' },
    ],
  },
  {
    key: 'footer.legal',
    links: [
      { to: paths.terms.getHref(), key: 'footer.terms' },
      { to: paths.privacy.getHref(), key: 'footer.privacy' },
      { to: paths.cookies.getHref(), key: 'footer.cookies' },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const shown = signedIn ? [accountGroup, ...groups] : groups;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1fr_auto] lg:px-8">
        <div className="max-w-xs">
          <Link to={paths.home.getHref()} className="inline-block rounded-lg">
            <Logo />
          </Link>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav
          aria-label={t('footer.links')}
          className={`grid grid-cols-2 gap-8 sm:gap-12 ${signedIn ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}
        >
          {shown.map((group) => (
            <div key={group.key}>
              <h2 className="text-xs font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
                {t(group.key)}
              </h2>
              <ul className="mt-3 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded text-slate-600 hover:text-indigo-700 hover:underline dark:text-slate-400 dark:hover:text-indigo-300"
                    >
                      {t(link.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-500 sm:px-6 lg:px-8 dark:text-slate-400">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
