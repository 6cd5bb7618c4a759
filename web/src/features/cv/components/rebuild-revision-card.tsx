import { RefreshCw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useRebuildRevision } from '../api/rebuild-revision.ts';
import type { TemplateName } from '@karier/api-types';
import { JobDescriptionField } from './job-description-field.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { Card } from '../../../components/ui/card.tsx';

/**
 * What can still be changed about a stored CV: its template and the vacancy it is matched to.
 * "Buat ulang CV revisi" builds the revised CV again from the original (no analysis of the
 * month is used).
 */
export function RebuildRevisionCard({
  cvId,
  template: current,
}: {
  cvId: string;
  template: TemplateName;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const [template, setTemplate] = useState<TemplateName>(current);
  const [jobDescription, setJobDescription] = useState('');
  const rebuild = useRebuildRevision(cvId);
  const busy = rebuild.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    rebuild.mutate({ template, jobDescription });
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('cv.rebuild.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('cv.rebuild.lead')}</p>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="mt-4 space-y-5">
        <TemplatePicker value={template} onChange={setTemplate} disabled={busy} />
        <JobDescriptionField value={jobDescription} onChange={setJobDescription} disabled={busy} />
        {rebuild.isError && (
          <FormError id={errorId} message={errorMessage(rebuild.error, t('cv.rebuild.failed'))} />
        )}
        {rebuild.isSuccess && !busy && (
          <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
            {t('cv.rebuild.done')}
          </p>
        )}
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          {busy ? (
            <Spinner className="size-4" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4" />
          )}
          {busy ? t('cv.rebuild.busy') : t('cv.rebuild.submit')}
        </button>
      </form>
    </Card>
  );
}
