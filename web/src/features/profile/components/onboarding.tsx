import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { PageLoader, Spinner } from '../../../components/ui/spinner.tsx';
import { paths, safeRedirect } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSaveProfile } from '../api/save-profile.ts';
import { isValidIndonesianPhone } from '../utils/phone.ts';
import { LocationInput } from './location-input.tsx';
import { flaggedNewUser, setNewUserFlag } from './require-complete-profile.tsx';
import { SkillsInput } from './skills-input.tsx';

const STEPS = 3;

/**
 * The three-step profile wizard shown after registering (or while the profile is incomplete);
 * a complete profile goes straight on to `?next=`.
 */
export function Onboarding() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  const newUser =
    (location.state as { newUser?: boolean } | null)?.newUser === true || flaggedNewUser();
  const profile = useProfile();
  // Where to go once the profile is complete (a chosen plan's checkout, a page asked for).
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('next'), paths.app.dashboard.getHref());

  if (!user) return null;
  if (profile.isPending) return <PageLoader label={t('common.loading')} />;
  // A finished profile has nothing to onboard, except right after registering.
  if (profile.data?.complete && !newUser) {
    return <Navigate to={next} replace />;
  }
  return <OnboardingWizard name={user.name} newUser={newUser} next={next} />;
}

function OnboardingWizard({
  name,
  newUser,
  next,
}: {
  name: string;
  newUser: boolean;
  next: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const existing = profile.data ?? null;
  const [step, setStep] = useState(1);
  const [phone, setPhone] = useState(existing?.phoneDisplay || existing?.phone || '');
  const [place, setPlace] = useState(existing?.location ?? '');
  const [about, setAbout] = useState(existing?.about ?? '');
  const [skills, setSkills] = useState<string[]>(existing?.skills ?? []);
  const [touched, setTouched] = useState(false);
  const save = useSaveProfile({
    onSuccess: () => {
      setNewUserFlag(false);
      void navigate(next, { replace: true });
    },
  });

  const errors = {
    phone: !phone.trim()
      ? t('onboarding.errors.phoneRequired')
      : !isValidIndonesianPhone(phone)
        ? t('profile.phone.invalid')
        : null,
    location: !place.trim() ? t('onboarding.errors.locationRequired') : null,
    about: !about.trim()
      ? t('onboarding.errors.aboutRequired')
      : about.length > 2000
        ? t('profile.about.tooLong')
        : null,
    skills: skills.length === 0 ? t('onboarding.errors.skillsRequired') : null,
  };
  const stepErrors =
    step === 1 ? [errors.phone, errors.location] : step === 2 ? [errors.about] : [errors.skills];
  const stepValid = stepErrors.every((e) => e === null);
  const show = (e: string | null) => (touched ? e : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!stepValid) return;
    if (step < STEPS) {
      setStep(step + 1);
      setTouched(false);
      return;
    }
    if (save.isPending) return;
    save.mutate({
      phone: phone.trim(),
      location: place.trim(),
      about: about.trim(),
      skills,
      experience: existing?.experience ?? [],
      education: existing?.education ?? [],
      ...(existing ? { expectedVersion: existing.version } : {}),
    });
  };

  const stepTitles = [
    t('onboarding.steps.contact'),
    t('onboarding.steps.about'),
    t('onboarding.steps.skills'),
  ];
  const saveError = save.error ? errorMessage(save.error, t('onboarding.saveFailed')) : null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
        {t('onboarding.heading', { name })}
      </h1>
      {newUser && (
        <p className="mt-2 font-medium text-emerald-700 dark:text-emerald-400">
          {t('onboarding.created')}
        </p>
      )}
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('onboarding.lead')}</p>

      <div className="mt-8">
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
          {t('onboarding.progress', { step, total: STEPS })}
        </p>
        <div
          role="progressbar"
          aria-label={t('onboarding.progressLabel')}
          aria-valuemin={1}
          aria-valuemax={STEPS}
          aria-valuenow={step}
          aria-valuetext={t('onboarding.progress', { step, total: STEPS })}
          className="mt-2 flex gap-2"
        >
          {stepTitles.map((title, index) => (
            <span
              key={title}
              className={`h-1.5 flex-1 rounded-full ${
                index < step ? 'bg-indigo-600 dark:bg-indigo-400' : 'bg-slate-200 dark:bg-slate-800'
              }`}
            />
          ))}
        </div>
      </div>

      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {stepTitles[step - 1]}
        </h2>
        <div className="mt-5 space-y-5">
          {step === 1 && (
            <>
              <PhoneField
                id="phone"
                label={t('profile.phone.label')}
                hint={t('profile.phone.hint')}
                value={phone}
                onChange={setPhone}
                error={show(errors.phone)}
              />
              <div>
                <LocationInput
                  id="location"
                  value={place}
                  onChange={setPlace}
                  invalid={Boolean(show(errors.location))}
                  describedBy={show(errors.location) ? 'location-error' : undefined}
                />
                {show(errors.location) && (
                  <p
                    id="location-error"
                    role="alert"
                    className="mt-1.5 text-sm text-red-600 dark:text-red-400"
                  >
                    {show(errors.location)}
                  </p>
                )}
              </div>
            </>
          )}
          {step === 2 && (
            <div>
              <label htmlFor="about" className={labelClasses}>
                {t('profile.about.label')}
              </label>
              <textarea
                id="about"
                rows={6}
                value={about}
                onChange={(e) => setAbout(e.target.value)}
                placeholder={t('profile.about.placeholder')}
                aria-invalid={Boolean(show(errors.about)) || undefined}
                aria-describedby={show(errors.about) ? 'about-error' : 'about-count'}
                className={inputClasses(Boolean(show(errors.about)), 'mt-1.5 h-auto py-2')}
              />
              {show(errors.about) && (
                <p
                  id="about-error"
                  role="alert"
                  className="mt-1.5 text-sm text-red-600 dark:text-red-400"
                >
                  {show(errors.about)}
                </p>
              )}
              <p
                id="about-count"
                className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400"
              >
                {t('profile.about.count', { length: about.length, max: 2000 })}
              </p>
            </div>
          )}
          {step === 3 && (
            <SkillsInput
              id="skill"
              skills={skills}
              onChange={setSkills}
              error={show(errors.skills)}
            />
          )}
        </div>
        {saveError && (
          <div className="mt-5">
            <FormError id="onboarding-error" message={saveError} />
          </div>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <button
              type="button"
              onClick={() => {
                setStep(step - 1);
                setTouched(false);
              }}
              className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('onboarding.back')}
            </button>
          ) : (
            <span className="hidden sm:block" />
          )}
          <button
            type="submit"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
          >
            {save.isPending && <Spinner className="size-4" />}
            {step < STEPS ? t('onboarding.next') : t('onboarding.finish')}
            {step < STEPS ? (
              <ArrowRight aria-hidden="true" className="size-4" />
            ) : (
              !save.isPending && <Check aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
