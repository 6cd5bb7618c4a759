import { Globe2, HandCoins, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router.tsx';
import andi from '../../../assets/team/andi.svg';
import siti from '../../../assets/team/siti.svg';
import yohanes from '../../../assets/team/yohanes.svg';
import { PageIntro } from '../../../components/layout/page-intro.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { paths } from '../../../config/paths.ts';
import { StatFigures } from '../../../features/stats/components/stat-figures.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

const values: [key: 'honest' | 'privacy' | 'affordable' | 'local', Icon: LucideIcon][] = [
  ['honest', Scale],
  ['privacy', ShieldCheck],
  ['affordable', HandCoins],
  ['local', Globe2],
];
const team = [
  ['andi', andi],
  ['siti', siti],
  ['yohanes', yohanes],
] as const;

const section = 'mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8';
const h2 = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';
const card =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

export function AboutRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'), { description: t('about.description') });

  return (
    <>
      <PageIntro eyebrow={t('about.eyebrow')} title={t('about.heading')} lead={t('about.lead')} />

      <section aria-labelledby="about-story" className="mx-auto max-w-3xl px-4 pb-6 sm:px-6">
        <h2 id="about-story" className={h2}>
          {t('about.story.heading')}
        </h2>
        {t('about.story.paragraphs', { returnObjects: true }).map((text) => (
          <p key={text} className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            {text}
          </p>
        ))}
      </section>

      <section aria-labelledby="about-figures" className={section}>
        <div className="rounded-2xl bg-slate-50 px-6 py-10 dark:bg-slate-900/60">
          <h2 id="about-figures" className={`${h2} text-center`}>
            {t('about.figures.heading')}
          </h2>
          <StatFigures
            figures={['cvsAnalysed', 'cvsAnalysedThisWeek', 'professionalsHelpedThisWeek']}
            className="mt-8"
          />
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('about.figures.note')}
          </p>
        </div>
      </section>

      <section aria-labelledby="about-values" className={section}>
        <h2 id="about-values" className={`${h2} text-center`}>
          {t('about.values.heading')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(([key, Icon]) => (
            <li key={key} className={card}>
              <Icon aria-hidden="true" className="size-6 text-indigo-600 dark:text-indigo-400" />
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
                {t(`about.values.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {t(`about.values.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className={section}>
        <h2 id="about-team" className={`${h2} text-center`}>
          {t('about.team.heading')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {team.map(([key, image]) => (
            <li key={key} className={`${card} text-center`}>
              <img
                src={image}
                alt={t('about.team.portrait', { name: t(`about.team.${key}.name`) })}
                width={112}
                height={112}
                loading="lazy"
                decoding="async"
                className="mx-auto size-28 rounded-full"
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {t(`about.team.${key}.name`)}
              </h3>
              <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
                {t(`about.team.${key}.position`)}
              </p>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {t(`about.team.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-cta"
        className="mx-auto max-w-3xl px-4 pt-4 pb-16 text-center sm:px-6"
      >
        <h2 id="about-cta" className={h2}>
          {t('about.cta.heading')}
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('about.cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.auth.register.getHref()} className={buttonClasses('primary', 'lg')}>
            {t('about.cta.primary')}
          </Link>
          <Link to={paths.contact.getHref()} className={buttonClasses('secondary', 'lg')}>
            {t('about.cta.secondary')}
          </Link>
        </div>
      </section>
    </>
  );
}
