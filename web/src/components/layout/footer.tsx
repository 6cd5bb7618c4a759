import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Logo } from './logo.tsx';

const links = [
  { to: paths.faq.getHref(), key: 'nav.faq' },
  { to: paths.pricing.getHref(), key: 'nav.pricing' },
  { to: paths.contact.getHref(), key: 'nav.contact' },
  { to: paths.about.getHref(), key: 'nav.about' },
  { to: paths.helpCenter.getHref(), key: 'nav.helpCenter' },
  { to: paths.terms.getHref(), key: 'footer.terms' },
  { to: paths.privacy.getHref(), key: 'footer.privacy' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-xs">
          <Link to={paths.home.getHref()} className="inline-block rounded-lg">
            <Logo />
          </Link>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-3 text-sm sm:flex sm:flex-wrap sm:justify-end sm:gap-x-6">
            {links.map((link) => (
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
