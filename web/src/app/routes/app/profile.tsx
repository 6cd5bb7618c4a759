import { Briefcase, FileText, GraduationCap, Pencil, RotateCw } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { PageLoader, Spinner } from '../../../components/ui/spinner.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useProfile } from '../../../features/profile/api/get-profile.ts';
import { useSaveProfile } from '../../../features/profile/api/save-profile.ts';
import {
  EntriesEditor,
  entryProblem,
  type EntryDraft,
} from '../../../features/profile/components/entries-editor.tsx';
import { LocationInput } from '../../../features/profile/components/location-input.tsx';
import { SkillsInput } from '../../../features/profile/components/skills-input.tsx';
import type { Education, Experience, Profile } from '../../../features/profile/types.ts';
import {
  formatIndonesianPhone,
  isValidIndonesianPhone,
} from '../../../features/profile/utils/phone.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { ProfileLoadError } from '../../../features/profile/components/profile-load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { cardClasses } from '../../../components/ui/card.tsx';

function toDrafts(profile: Profile | null) {
  return {
    phone: profile ? profile.phoneDisplay || formatIndonesianPhone(profile.phone) : '',
    location: profile?.location ?? '',
    about: profile?.about ?? '',
    skills: profile?.skills ?? [],
    experience: (profile?.experience ?? []).map((e): EntryDraft => ({
      id: e.id,
      primary: e.title,
      secondary: e.company,
      field: '',
      from: String(e.from),
      to: e.to === null ? '' : String(e.to),
      current: e.current,
      description: e.description,
    })),
    education: (profile?.education ?? []).map((e): EntryDraft => ({
      id: e.id,
      primary: e.school,
      secondary: e.degree,
      field: e.fieldofstudy,
      from: String(e.from),
      to: e.to === null ? '' : String(e.to),
      current: e.current,
      description: e.description,
    })),
  };
}

type Draft = ReturnType<typeof toDrafts>;

export function ProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const user = useAuthStore((s) => s.user);
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  // Bumped by "reload" after a conflict: a fresh form from the freshly loaded profile.
  const [formKey, setFormKey] = useState(0);

  if (!user) return null;
  if (profile.isPending) return <PageLoader label={t('profile.loading')} />;
  if (profile.isError) return <ProfileLoadError onRetry={() => void profile.refetch()} />;
  const data = profile.data;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('profile.heading')}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('profile.lead')}</p>
        </div>
        <div className="flex gap-2">
          <Link to={paths.app.createCv.getHref()} className={buttonClasses('secondary')}>
            <FileText aria-hidden="true" className="size-4" />
            {t('profile.generateCv')}
          </Link>
          {!editing && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={buttonClasses('primary')}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('profile.edit')}
            </button>
          )}
        </div>
      </div>
      {editing ? (
        <ProfileEditor
          key={`${data?.version ?? 0}-${formKey}`}
          profile={data}
          name={user.name}
          email={user.email}
          onDone={() => setEditing(false)}
          onReload={() => void profile.refetch().then(() => setFormKey((k) => k + 1))}
        />
      ) : (
        <ProfileView profile={data} name={user.name} email={user.email} />
      )}
    </div>
  );
}

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={cardClasses}>
      <h2
        id={id}
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const years = (from: number, to: number | null, current: boolean, present: string) =>
  `${from} – ${current ? present : (to ?? '')}`;

function ProfileView({
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

function ProfileEditor({
  profile,
  name,
  email,
  onDone,
  onReload,
}: {
  profile: Profile | null;
  name: string;
  email: string;
  onDone: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => toDrafts(profile));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveProfile({ onSuccess: onDone });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const phoneError =
    draft.phone.trim() && !isValidIndonesianPhone(draft.phone) ? t('profile.phone.invalid') : null;
  const aboutError = draft.about.length > 2000 ? t('profile.about.tooLong') : null;
  const entriesInvalid = [...draft.experience, ...draft.education].some(
    (e) => entryProblem(e) !== null,
  );
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const saveError = save.error ? errorMessage(save.error, t('profile.saveFailed')) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (phoneError || aboutError || entriesInvalid || save.isPending) return;
    const toYear = (v: string) => Number(v);
    save.mutate({
      phone: draft.phone.trim(),
      location: draft.location.trim(),
      about: draft.about.trim(),
      skills: draft.skills,
      experience: draft.experience.map((e) => ({
        id: e.id,
        title: e.primary.trim(),
        company: e.secondary.trim(),
        from: toYear(e.from),
        to: e.current ? null : toYear(e.to),
        current: e.current,
        description: e.description.trim(),
      })),
      education: draft.education.map((e) => ({
        id: e.id,
        school: e.primary.trim(),
        degree: e.secondary.trim(),
        fieldofstudy: e.field.trim(),
        from: toYear(e.from),
        to: e.current ? null : toYear(e.to),
        current: e.current,
        description: e.description.trim(),
      })),
      ...(profile ? { expectedVersion: profile.version } : {}),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-6">
      <Section title={t('profile.personal')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="name" className={labelClasses}>
              {t('profile.name')}
            </label>
            <input
              id="name"
              value={name}
              disabled
              className={inputClasses(
                false,
                'mt-1.5 disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400',
              )}
            />
          </div>
          <div>
            <label htmlFor="email" className={labelClasses}>
              {t('profile.email')}
            </label>
            <input
              id="email"
              value={email}
              disabled
              className={inputClasses(
                false,
                'mt-1.5 disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400',
              )}
            />
          </div>
          <p className="-mt-2 text-xs text-slate-500 sm:col-span-2 dark:text-slate-400">
            {t('profile.nameEmailHint')}
          </p>
          <PhoneField
            id="phone"
            label={t('profile.phone.label')}
            hint={t('profile.phone.hint')}
            value={draft.phone}
            onChange={(v) => set('phone', v)}
            onBlur={() => set('phone', formatIndonesianPhone(draft.phone))}
            error={phoneError}
          />
          <LocationInput
            id="location"
            value={draft.location}
            onChange={(v) => set('location', v)}
          />
        </div>
      </Section>
      <Section title={t('profile.about.label')}>
        <label htmlFor="about" className="sr-only">
          {t('profile.about.label')}
        </label>
        <textarea
          id="about"
          rows={5}
          value={draft.about}
          placeholder={t('profile.about.placeholder')}
          onChange={(e) => set('about', e.target.value)}
          aria-invalid={Boolean(aboutError) || undefined}
          className={inputClasses(Boolean(aboutError), 'h-auto py-2')}
        />
        <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
          {aboutError ?? t('profile.about.count', { length: draft.about.length, max: 2000 })}
        </p>
      </Section>
      <Section title={t('profile.experience.heading')}>
        <EntriesEditor
          kind="experience"
          entries={draft.experience}
          onChange={(v) => set('experience', v)}
          showErrors={showErrors}
        />
      </Section>
      <Section title={t('profile.education.heading')}>
        <EntriesEditor
          kind="education"
          entries={draft.education}
          onChange={(v) => set('education', v)}
          showErrors={showErrors}
        />
      </Section>
      <Section title={t('profile.skills.label')}>
        <SkillsInput id="skill" skills={draft.skills} onChange={(v) => set('skills', v)} />
      </Section>
      {saveError && (
        <div className="space-y-3">
          <FormError id="profile-error" message={conflict ? t('profile.conflict') : saveError} />
          {conflict && (
            <button type="button" onClick={onReload} className={buttonClasses('secondary')}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('profile.reload')}
            </button>
          )}
        </div>
      )}
      <div className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-3 border-t border-slate-200 bg-white/90 px-4 py-4 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:px-0 sm:backdrop-blur-none dark:border-slate-800 dark:bg-slate-950/90 sm:dark:bg-transparent">
        <button type="button" onClick={onDone} className={buttonClasses('secondary', 'lg')}>
          {t('profile.cancel')}
        </button>
        <button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
          className={buttonClasses('primary', 'lg')}
        >
          {save.isPending && <Spinner className="size-4" />}
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </button>
      </div>
    </form>
  );
}
