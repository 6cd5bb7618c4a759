import { BadgeCheck, Factory, FileText, Sparkles, Zap, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router.tsx';
import { inputClasses } from '../../components/ui/input.ts';
import { paths } from '../../config/paths.ts';
import { EMAIL_PATTERN } from '../../features/contact/utils/validate-contact.ts';
import { StatFigures } from '../../features/stats/components/stat-figures.tsx';

const steps = ['upload', 'read', 'download'] as const;
const features: [key: string, Icon: LucideIcon][] = [
  ['ai', Sparkles],
  ['instant', Zap],
  ['industry', Factory],
  ['summary', FileText],
  ['free', BadgeCheck],
];
const stories = ['rina', 'bayu', 'maya'] as const;

const section = 'mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8';
const h2 = 'text-3xl font-bold tracking-tight text-balance text-slate-900 dark:text-white';
const card =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';
const muted = 'text-slate-600 dark:text-slate-400';

// The landing page below the hero: how it works, features, stories and the closing call to action.
export function LandingSections() {
  const { t } = useTranslation();
  return (
    <>
      <section
        aria-labelledby="figures-heading"
        className="border-y border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
      >
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
          <h2 id="figures-heading" className="sr-only">
            {t('landing.figures')}
          </h2>
          <StatFigures figures={['cvsAnalysed', 'professionalsHelpedThisWeek', 'users']} />
        </div>
      </section>
      <section id="cara-kerja" aria-labelledby="how-heading" className={`${section} scroll-mt-16`}>
        <h2 id="how-heading" className={`${h2} text-center`}>
          {t('landing.how.heading')}
        </h2>
        <p className={`mx-auto mt-3 max-w-2xl text-center ${muted}`}>{t('landing.how.lead')}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((key, i) => (
            <li key={key} className={card}>
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white dark:bg-indigo-500"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
                {t(`landing.how.${key}.title`)}
              </h3>
              <p className={`mt-2 text-sm ${muted}`}>{t(`landing.how.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features-heading" className="bg-slate-50 dark:bg-slate-900/40">
        <div className={section}>
          <h2 id="features-heading" className={`${h2} text-center`}>
            {t('landing.features.heading')}
          </h2>
          {/* Five cards: the last row centred. */}
          <ul className="mt-10 flex flex-wrap justify-center gap-6">
            {features.map(([key, Icon]) => (
              <li
                key={key}
                className={`${card} w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]`}
              >
                <Icon aria-hidden="true" className="size-6 text-indigo-600 dark:text-indigo-400" />
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">
                  {t(`landing.features.${key}.title` as 'landing.features.ai.title')}
                </h3>
                <p className={`mt-2 text-sm ${muted}`}>
                  {t(`landing.features.${key}.text` as 'landing.features.ai.text')}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="stories-heading" className={section}>
        <h2 id="stories-heading" className={`${h2} text-center`}>
          {t('landing.stories.heading')}
        </h2>
        <p className={`mx-auto mt-3 max-w-2xl text-center text-sm ${muted}`}>
          {t('landing.stories.note')}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {stories.map((key) => (
            <li key={key} className={card}>
              <figure>
                <blockquote className="text-slate-700 dark:text-slate-300">
                  “{t(`landing.stories.${key}.content`)}”
                </blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200"
                  >
                    {t(`landing.stories.${key}.name`).charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {t(`landing.stories.${key}.name`)}
                    </span>
                    <span className={`block text-sm ${muted}`}>
                      {t(`landing.stories.${key}.role`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <ClosingCta />
    </>
  );
}

/** "Mulai Gratis" with the email typed here carried into the sign-up form. */
function ClosingCta() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    // Not an address ("bukan-email"): said here, not carried into the sign-up form.
    if (value && !EMAIL_PATTERN.test(value)) {
      setInvalid(true);
      return;
    }
    navigate(
      value
        ? `${paths.auth.register.getHref()}?email=${encodeURIComponent(value)}`
        : paths.auth.register.getHref(),
    );
  };

  return (
    <section aria-labelledby="cta-heading" className="bg-indigo-700 dark:bg-indigo-950">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white">
          {t('landing.closing.heading')}
        </h2>
        <p className="mt-3 text-indigo-100">{t('landing.closing.lead')}</p>
        <form
          noValidate
          onSubmit={onSubmit}
          className="mx-auto mt-8 flex max-w-lg flex-col gap-3 text-left sm:flex-row sm:items-end"
        >
          <div className="sm:flex-1">
            <label htmlFor="cta-email" className="text-sm font-medium text-indigo-100">
              {t('landing.closing.email')}
            </label>
            <input
              id="cta-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setInvalid(false);
              }}
              placeholder={t('landing.closing.placeholder')}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'cta-email-error' : undefined}
              className={inputClasses(invalid, 'mt-1.5 h-12')}
            />
            {invalid && (
              <p
                id="cta-email-error"
                role="alert"
                className="mt-1.5 rounded bg-white px-2 py-1 text-sm font-medium text-red-700"
              >
                {t('landing.closing.invalid')}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="h-12 rounded-lg bg-white px-6 font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-white"
          >
            {t('landing.cta')}
          </button>
        </form>
      </div>
    </section>
  );
}
