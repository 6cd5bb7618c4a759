import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../../lib/router.tsx';
import { PageIntro } from '../../../components/layout/page-intro.tsx';
import { contactDetails } from '../../../config/contact.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  notes?: string[];
  links?: { label: string; to: string }[];
}

/** `name` in backticks reads as code (the names of stored items on the cookie page). */
function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 === 1 ? (
      <code
        key={i}
        className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em] text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {part}
      </code>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

const link = 'font-medium text-indigo-700 underline dark:text-indigo-300';

/** Privacy, terms and cookies: one layout, with a table of contents and linkable sections. */
export function LegalPage({ page }: { page: 'privacy' | 'terms' | 'cookies' }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`legal.${page}.title`), { description: t(`legal.${page}.description`) });
  const sections = t(`legal.${page}.sections`, {
    returnObjects: true,
    email: contactDetails.email,
  }) as LegalSection[];
  const { hash } = useLocation();

  // A link to one section (/terms#garansi) lands on it once the page is there.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageIntro eyebrow={t('legal.updated')} title={t(`legal.${page}.heading`)}>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-slate-600 dark:text-slate-300">
          {t(`legal.${page}.intro`)}
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <nav
          aria-labelledby="legal-toc"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900/60"
        >
          <h2 id="legal-toc" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('legal.onThisPage')}
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10 scroll-mt-20"
          >
            <h2
              id={`${section.id}-heading`}
              className="text-xl font-bold tracking-tight text-slate-900 dark:text-white"
            >
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">
              {section.paragraphs?.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.items && (
                <ul className="list-disc space-y-2 pl-5 marker:text-slate-400">
                  {section.items.map((text) => (
                    <li key={text}>{withCode(text)}</li>
                  ))}
                </ul>
              )}
              {section.notes?.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.links && (
                <p className="flex flex-wrap gap-x-6 gap-y-2">
                  {section.links.map((l) => (
                    <Link key={l.to} to={l.to} className={link}>
                      {l.label}
                    </Link>
                  ))}
                </p>
              )}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
