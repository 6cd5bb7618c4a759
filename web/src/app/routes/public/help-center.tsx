import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import { PageIntro } from '../../../components/layout/page-intro.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses } from '../../../components/ui/input.ts';
import { paths } from '../../../config/paths.ts';
import { matches } from '../../../features/help/utils/search.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

export function HelpCenterRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.title'), { description: t('help.description') });
  const [query, setQuery] = useState('');
  const categories = Object.entries(t('help.categories', { returnObjects: true })).map(
    ([key, category]) => ({
      key,
      title: category.title,
      articles: Object.entries(category.articles)
        .map(([id, article]) => ({ id, title: article.title, body: article.body as string[] }))
        .filter((article) => matches(query, category.title, article.title, ...article.body)),
    }),
  );
  const found = categories.reduce((sum, category) => sum + category.articles.length, 0);
  const searching = query.trim() !== '';

  return (
    <>
      <PageIntro eyebrow={t('help.eyebrow')} title={t('help.heading')} lead={t('help.lead')}>
        <div role="search" className="mx-auto mt-8 max-w-xl text-left">
          <label
            htmlFor="help-search"
            className="text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('help.search')}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="help-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('help.placeholder')}
              autoComplete="off"
              className={inputClasses(false, 'h-12 pl-10')}
            />
          </div>
        </div>
      </PageIntro>

      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {searching && found > 0 ? t('help.results', { count: found }) : ''}
        </p>
        {found === 0 ? (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            <p className="font-semibold text-slate-900 dark:text-white">
              {t('help.noResults', { query: query.trim() })}
            </p>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('help.noResultsHint')}</p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to={paths.faq.getHref()} className={buttonClasses('secondary')}>
                {t('help.faq')}
              </Link>
              <Link to={paths.contact.getHref()} className={buttonClasses('primary')}>
                {t('help.contact')}
              </Link>
            </div>
          </div>
        ) : (
          categories
            .filter((category) => category.articles.length > 0)
            .map((category) => (
              <section key={category.key} aria-labelledby={`help-${category.key}`} className="mt-8">
                <h2
                  id={`help-${category.key}`}
                  className="text-xl font-bold tracking-tight text-slate-900 dark:text-white"
                >
                  {category.title}
                </h2>
                <div className="mt-4 grid gap-4 md:grid-cols-2">
                  {category.articles.map((article) => (
                    <article
                      key={article.id}
                      data-testid="help-article"
                      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
                    >
                      <h3 className="font-semibold text-slate-900 dark:text-white">
                        {article.title}
                      </h3>
                      {article.body.map((text) => (
                        <p key={text} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                          {text}
                        </p>
                      ))}
                    </article>
                  ))}
                </div>
              </section>
            ))
        )}
      </div>
    </>
  );
}
