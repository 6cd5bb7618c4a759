import { UserRoundPen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvResult, TemplateName } from '@karier/api-types';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Card } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateCvFromProfile } from '../api/from-profile.ts';

/**
 * "Buat CV dari profil": for someone without a CV file, a CV built from the career profile;
 * `onCreated` gets the result (the caller opens its results page).
 */
export function FromProfileCard({
  template = 'modern',
  onCreated,
}: {
  template?: TemplateName;
  onCreated: (result: CvResult) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const create = useCreateCvFromProfile();
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="from-profile">
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('cv.fromProfile.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('cv.fromProfile.lead')}</p>
      {create.isError && (
        <div className="mt-3">
          <FormError
            id={errorId}
            message={errorMessage(create.error, t('cv.fromProfile.failed'))}
          />
        </div>
      )}
      <button
        type="button"
        disabled={create.isPending}
        aria-describedby={create.isError ? errorId : undefined}
        onClick={() => create.mutate(template, { onSuccess: onCreated })}
        className={buttonClasses('secondary', 'md', 'mt-4 w-full sm:w-auto')}
      >
        {create.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <UserRoundPen aria-hidden="true" className="size-4" />
        )}
        {create.isPending ? t('cv.fromProfile.busy') : t('cv.fromProfile.button')}
      </button>
    </Card>
  );
}
