import { RotateCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import type { Profile } from '@karier/api-types';
import { formatIndonesianPhone, isValidIndonesianPhone } from '../utils/phone.ts';
import { EntriesEditor, entryProblem, type EntryDraft } from './entries-editor.tsx';
import { LocationInput } from './location-input.tsx';
import { Section } from './profile-section.tsx';
import { SkillsInput } from './skills-input.tsx';

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

/** The profile form; saves with the version it was loaded at (409 → reload). */
export function ProfileEditor({
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
