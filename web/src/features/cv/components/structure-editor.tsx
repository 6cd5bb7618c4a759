import { ChevronDown, ScanSearch, Save, UserRoundPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Card } from '../../../components/ui/card.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { inputClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  useSaveStructure,
  useStructure,
  type CvStructure,
  type LengkapiRevision,
} from '../api/lengkapi.ts';
import { useSaveEntriesToProfile } from '../api/save-to-profile.ts';
import {
  CONTACT_ORDER,
  fieldPaths,
  fromDraft,
  toDraft,
  type Draft,
} from '../utils/structure-draft.ts';
import { StructureField } from './structure-field.tsx';
import { StructureSection } from './structure-section.tsx';

function StructureForm({
  cvId,
  read,
  onRevision,
}: {
  cvId: string;
  read: CvStructure;
  onRevision: (revision: LengkapiRevision) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(() => toDraft(read));
  const save = useSaveStructure(cvId, onRevision);
  const toProfile = useSaveEntriesToProfile();
  const busy = save.isPending;

  const fieldError =
    save.error instanceof ApiError && save.error.field && save.error.serverMessage
      ? { field: save.error.field.replace(/\[(\d+)\]/g, '.$1'), message: save.error.serverMessage }
      : null;
  const errorField = fieldError?.field ?? null;
  const fieldShown = errorField !== null && fieldPaths(draft).has(errorField);

  // A refused field takes the focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (!errorField) return;
    form.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(errorField)}"]`)?.focus();
  }, [errorField, save.submittedAt]);

  const set = (update: (d: Draft) => void) =>
    setDraft((old) => {
      const next = structuredClone(old);
      update(next);
      return next;
    });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    toProfile.reset();
    save.mutate(fromDraft(draft, read));
  }

  const contactKeys = [
    ...CONTACT_ORDER.filter((k) => k in draft.contact),
    ...Object.keys(draft.contact).filter((k) => !CONTACT_ORDER.includes(k)),
  ];

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-busy={busy} className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('cv.structure.contact')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {contactKeys.map((key) => (
            <StructureField
              key={key}
              label={t(`cv.structure.contactFields.${key}`, { defaultValue: key })}
              path={`contact.${key}`}
              error={fieldError}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  value={draft.contact[key] ?? ''}
                  disabled={busy}
                  onChange={(e) => set((d) => void (d.contact[key] = e.target.value))}
                  className={inputClasses(props['aria-invalid'], 'mt-1')}
                />
              )}
            </StructureField>
          ))}
        </div>
      </fieldset>

      <StructureField label={t('cv.structure.summary')} path="summary" error={fieldError}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={draft.summary}
            disabled={busy}
            onChange={(e) => set((d) => void (d.summary = e.target.value))}
            className={inputClasses(props['aria-invalid'], 'mt-1 h-auto py-2')}
          />
        )}
      </StructureField>

      {draft.sections.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('cv.structure.noSections')}</p>
      )}
      {draft.sections.map((section, i) => (
        <StructureSection
          key={`${section.key}-${i}`}
          section={section}
          i={i}
          busy={busy}
          fieldError={fieldError}
          set={set}
        />
      ))}

      {save.isError && !fieldShown && (
        <FormError id={errorId} message={errorMessage(save.error, t('cv.structure.failed'))} />
      )}
      {save.isSuccess && !busy && (
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {t('cv.structure.saved')}
        </p>
      )}
      {toProfile.isError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {errorMessage(toProfile.error, t('cv.structure.toProfileFailed'))}
        </p>
      )}
      {toProfile.isSuccess && (
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {toProfile.data.added > 0
            ? t('cv.structure.toProfileDone', { count: toProfile.data.added })
            : t('cv.structure.toProfileNone')}
          {toProfile.data.skipped > 0 &&
            ` ${t('cv.structure.toProfileSkipped', { count: toProfile.data.skipped })}`}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button type="submit" disabled={busy} className={buttonClasses('primary')}>
          {busy ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
          {busy ? t('cv.structure.saving') : t('cv.structure.save')}
        </button>
        <button
          type="button"
          disabled={busy || toProfile.isPending}
          className={buttonClasses('secondary')}
          onClick={() => toProfile.mutate(fromDraft(draft, read))}
        >
          {toProfile.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <UserRoundPlus aria-hidden="true" className="size-4" />
          )}
          {toProfile.isPending ? t('cv.structure.toProfileBusy') : t('cv.structure.toProfile')}
        </button>
      </div>
    </form>
  );
}

/**
 * "Periksa hasil baca": the structure the engine read, in an editor. It opens by itself when
 * the engine doubts its reading; saving rebuilds the revision, "Simpan ke profil" adds the
 * corrected entries to the career profile.
 */
export function StructureEditor({
  cvId,
  defaultOpen,
  onRevision,
}: {
  cvId: string;
  defaultOpen: boolean;
  onRevision: (revision: LengkapiRevision) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const structure = useStructure(cvId, open);

  return (
    <Card as="section" aria-labelledby={headingId} data-testid="structure-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
        >
          <ScanSearch aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-400" />
          {t('cv.structure.title')}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((v) => !v)}
          className={buttonClasses('secondary', 'sm')}
        >
          {open ? t('cv.structure.close') : t('cv.structure.open')}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      <div id={bodyId} hidden={!open} className="mt-4 space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('cv.structure.lead')}</p>
        {open &&
          (structure.isPending ? (
            <p
              role="status"
              className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
            >
              <Spinner className="size-4" />
              {t('cv.structure.loading')}
            </p>
          ) : structure.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-red-700 dark:text-red-300">
                {errorMessage(structure.error, t('cv.structure.loadFailed'))}
              </span>
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                onClick={() => void structure.refetch()}
              >
                {t('cv.structure.retry')}
              </button>
            </div>
          ) : (
            <StructureForm cvId={cvId} read={structure.data} onRevision={onRevision} />
          ))}
      </div>
    </Card>
  );
}
