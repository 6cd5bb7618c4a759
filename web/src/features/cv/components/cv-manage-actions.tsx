import { PencilLine, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, type ButtonSize } from '../../../components/ui/button.ts';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useDeleteCv, useRenameCv } from '../api/manage-cv.ts';

/** The longest title the server takes (CV_TITLE_MAX). */
export const CV_TITLE_MAX = 120;

/**
 * "Ganti judul" and "Hapus" for one CV of the signed-in user, each with its dialog. `onDeleted`
 * runs once the CV is gone (the results page leaves, the dashboard just loses the card).
 */
export function CvManageActions({
  cvId,
  title,
  onDeleted,
  size = 'sm',
}: {
  cvId: string;
  title: string;
  onDeleted?: () => void;
  size?: ButtonSize;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen('rename')}
        aria-label={t('cv.manage.renameLabel', { title })}
        className={buttonClasses('ghost', size)}
      >
        <PencilLine aria-hidden="true" className="size-4" />
        {t('cv.manage.rename')}
      </button>
      <button
        type="button"
        onClick={() => setOpen('delete')}
        aria-label={t('cv.manage.deleteLabel', { title })}
        className={buttonClasses(
          'ghost',
          size,
          'text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950/40 dark:hover:text-red-200',
        )}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('cv.manage.delete')}
      </button>
      {open === 'rename' && (
        <RenameCvDialog cvId={cvId} title={title} onClose={() => setOpen(null)} />
      )}
      {open === 'delete' && (
        <DeleteCvDialog
          cvId={cvId}
          title={title}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            onDeleted?.();
          }}
        />
      )}
    </>
  );
}

function RenameCvDialog({
  cvId,
  title,
  onClose,
}: {
  cvId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(title);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useRenameCv(cvId);
  const busy = rename.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next = value.replace(/\s+/g, ' ').trim();
    if (!next) return setProblem(t('cv.manage.titleEmpty'));
    if (next.length > CV_TITLE_MAX)
      return setProblem(t('cv.manage.titleTooLong', { max: CV_TITLE_MAX }));
    setProblem(null);
    rename.mutate(next, { onSuccess: onClose });
  }

  const error =
    problem ?? (rename.isError ? errorMessage(rename.error, t('cv.manage.renameFailed')) : null);

  return (
    <Modal labelledBy={headingId} onClose={() => !busy && onClose()}>
      <form onSubmit={onSubmit} noValidate className="space-y-4 p-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('cv.manage.renameHeading')}
        </h2>
        <div className="space-y-1.5">
          <label htmlFor={inputId} className={labelClasses}>
            {t('cv.manage.titleLabel')}
          </label>
          <input
            id={inputId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={CV_TITLE_MAX + 20}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClasses(Boolean(error))}
          />
        </div>
        {error && <FormError id={errorId} message={error} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className={buttonClasses('secondary')}
          >
            {t('cv.manage.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonClasses('primary')}>
            {busy && <Spinner className="size-4" />}
            {t('cv.manage.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteCvDialog({
  cvId,
  title,
  onClose,
  onDeleted,
}: {
  cvId: string;
  title: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const textId = useId();
  const errorId = useId();
  const remove = useDeleteCv(cvId);
  const busy = remove.isPending;

  return (
    <Modal labelledBy={headingId} describedBy={textId} onClose={() => !busy && onClose()}>
      <div className="space-y-4 p-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('cv.manage.deleteHeading')}
        </h2>
        <p id={textId} className="text-sm break-words text-slate-700 dark:text-slate-300">
          {t('cv.manage.deleteText', { title })}
        </p>
        {remove.isError && (
          <FormError
            id={errorId}
            message={errorMessage(remove.error, t('cv.manage.deleteFailed'))}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            autoFocus
            className={buttonClasses('secondary')}
          >
            {t('cv.manage.cancel')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
            className={buttonClasses('danger')}
          >
            {busy && <Spinner className="size-4" />}
            {t('cv.manage.confirmDelete')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
