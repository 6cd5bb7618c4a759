import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { PageIntro } from '../../../components/layout/page-intro.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

const items = ['ai', 'safety', 'time', 'formats', 'free'] as const;
const links = { safety: paths.privacy.getHref(), free: paths.pricing.getHref() } as const;
const inlineLink = 'font-medium text-indigo-700 underline dark:text-indigo-300';

export function FaqRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('faq.title'), { description: t('faq.description') });

  return (
    <>
      <PageIntro eyebrow={t('faq.eyebrow')} title={t('faq.heading')} lead={t('faq.lead')} />
      <div className="mx-auto max-w-3xl space-y-3 px-4 pb-12 sm:px-6">
        {items.map((key) => (
          <Disclosure key={key} headingLevel={2} question={t(`faq.items.${key}.question`)}>
            {t(`faq.items.${key}.answer`, { returnObjects: true }).map((text) => (
              <p key={text}>{text}</p>
            ))}
            {(key === 'safety' || key === 'free') && (
              <p>
                <Link to={links[key]} className={inlineLink}>
                  {t(`faq.items.${key}.link`)}
                </Link>
              </p>
            )}
          </Disclosure>
        ))}
      </div>
      <section
        aria-labelledby="faq-more"
        className="mx-4 mb-16 max-w-3xl rounded-2xl bg-slate-50 px-6 py-8 text-center sm:mx-auto dark:bg-slate-900/60"
      >
        <h2 id="faq-more" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('faq.more.heading')}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('faq.more.text')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.helpCenter.getHref()} className={buttonClasses('secondary')}>
            {t('faq.more.help')}
          </Link>
          <Link to={paths.contact.getHref()} className={buttonClasses('primary')}>
            {t('faq.more.contact')}
          </Link>
        </div>
      </section>
    </>
  );
}
