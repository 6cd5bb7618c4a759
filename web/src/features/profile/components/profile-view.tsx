import { Briefcase, GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Education, Experience, Profile } from '@karier/api-types';
import { formatIndonesianPhone } from '../utils/phone.ts';
import { Section } from './profile-section.tsx';

const years = (from: number, to: number | null, current: boolean, present: string) =>
  `${from} – ${current ? present : (to ?? '')}`;

/** The profile as read: personal details, about, experience, education and skills. */
export function ProfileView({
  profile,
  name,
  email,
}: {
  profile: Profile | null;
  name: string;
  email: string;
}) {
  const { t } = useTranslation();
  const dash = <span className="text-slate-400 dark:text-slate-500">{t('profile.notSet')}</span>;
  const rows: [string, ReactNode][] = [
    [t('profile.name'), name],
    [t('profile.email'), email],
    [
      t('profile.phone.label'),
      profile?.phone ? profile.phoneDisplay || formatIndonesianPhone(profile.phone) : dash,
    ],
    [t('profile.location.label'), profile?.location || dash],
  ];
  const present = t('profile.entries.present');
  return (
    <div className="mt-8 space-y-6">
      {!profile && (
        <p className="rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-900/60 dark:bg-indigo-950/40 dark:text-indigo-200">
          {t('profile.emptyNote')}
        </p>
      )}
      <Section title={t('profile.personal')}>
        <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-3 gap-4 py-3">
              <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="col-span-2 font-medium break-words text-slate-900 dark:text-white">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('profile.about.label')}>
        <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {profile?.about || dash}
        </p>
      </Section>
      <Section
        title={t('profile.experience.heading')}
        icon={
          <Briefcase aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
        }
      >
        {profile?.experience.length ? (
          <ul className="space-y-4">
            {profile.experience.map((e: Experience) => (
              <li key={e.id}>
                <p className="font-medium text-slate-900 dark:text-white">{e.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {e.company} · {years(e.from, e.to, e.current, present)}
                </p>
                {e.description && (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                    {e.description}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('profile.experience.empty')}
          </p>
        )}
      </Section>
      <Section
        title={t('profile.education.heading')}
        icon={
          <GraduationCap
            aria-hidden="true"
            className="size-4 text-indigo-600 dark:text-indigo-400"
          />
        }
      >
        {profile?.education.length ? (
          <ul className="space-y-4">
            {profile.education.map((e: Education) => (
              <li key={e.id}>
                <p className="font-medium text-slate-900 dark:text-white">{e.school}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {[e.degree, e.fieldofstudy].filter(Boolean).join(', ')} ·{' '}
                  {years(e.from, e.to, e.current, present)}
                </p>
                {e.description && (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                    {e.description}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('profile.education.empty')}
          </p>
        )}
      </Section>
      <Section title={t('profile.skills.label')}>
        {profile?.skills.length ? (
          <ul className="flex flex-wrap gap-2">
            {profile.skills.map((s) => (
              <li
                key={s}
                className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200"
              >
                {s}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile.skills.empty')}</p>
        )}
      </Section>
    </div>
  );
}
