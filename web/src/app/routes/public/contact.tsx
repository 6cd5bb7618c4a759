import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import batamMap from '../../../assets/batam-map.svg';
import { PageIntro } from '../../../components/layout/page-intro.tsx';
import { contactDetails, phoneHref } from '../../../config/contact.ts';
import { ContactForm } from '../../../features/contact/components/contact-form.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { cardClasses } from '../../../components/ui/card.tsx';

const link = 'font-medium break-all text-indigo-700 hover:underline dark:text-indigo-300';

export function ContactRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'), { description: t('contact.description') });

  return (
    <>
      <PageIntro
        eyebrow={t('contact.eyebrow')}
        title={t('contact.heading')}
        lead={t('contact.lead')}
      />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <section aria-labelledby="contact-form-heading" className={cardClasses}>
          <h2
            id="contact-form-heading"
            className="mb-5 text-xl font-semibold text-slate-900 dark:text-white"
          >
            {t('contact.form.heading')}
          </h2>
          <ContactForm />
        </section>

        <div className="space-y-8">
          <section aria-labelledby="contact-info-heading">
            <h2 id="contact-info-heading" className="sr-only">
              {t('contact.info.heading')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <InfoCard Icon={Mail} label={t('contact.info.email')}>
                <a href={`mailto:${contactDetails.email}`} className={link}>
                  {contactDetails.email}
                </a>
              </InfoCard>
              <InfoCard Icon={Phone} label={t('contact.info.phone')}>
                <a href={phoneHref} className={link}>
                  {contactDetails.phone}
                </a>
              </InfoCard>
              <InfoCard Icon={MapPin} label={t('contact.info.address')}>
                {contactDetails.city}
              </InfoCard>
              <InfoCard Icon={Clock} label={t('contact.info.hours')}>
                {t('contact.info.hoursValue')}
                <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
                  {t('contact.info.timeZone')}
                </span>
              </InfoCard>
            </ul>
          </section>

          <section aria-labelledby="contact-map-heading" className={cardClasses}>
            <h2
              id="contact-map-heading"
              className="text-base font-semibold text-slate-900 dark:text-white"
            >
              {t('contact.map.heading')}
            </h2>
            <figure className="mt-4">
              <img
                src={batamMap}
                alt={t('contact.map.alt')}
                width={640}
                height={420}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-xl border border-slate-200 dark:border-slate-700"
              />
              <figcaption className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                {t('contact.map.caption')}
              </figcaption>
            </figure>
            <a
              href={contactDetails.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`mt-3 inline-block text-sm ${link}`}
            >
              {t('contact.map.open')}
            </a>
          </section>
        </div>
      </div>
    </>
  );
}

function InfoCard({
  Icon,
  label,
  children,
}: {
  Icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm text-slate-600 dark:text-slate-400">{label}</h3>
        <p className="mt-0.5 font-semibold text-slate-900 dark:text-white">{children}</p>
      </div>
    </li>
  );
}
