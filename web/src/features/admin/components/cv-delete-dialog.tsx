import { Trans, useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteCv } from '../api/delete-cv.ts';
import { GuardedConfirmDialog } from './guarded-confirm-dialog.tsx';
import { useNotify } from './toast.tsx';

/** Deleting a CV goes through the same guarded confirmation as the actions on users. */
export function CvDeleteDialog({
  cv,
  onDone,
}: {
  cv: { id: string; title: string; owner?: string | null };
  /** `deleted` is true once the CV is gone. */
  onDone: (deleted: boolean) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const remove = useDeleteCv({
    onSuccess: (result) => {
      notify(result.message || t('admin.cvs.deleted'));
      onDone(true);
    },
  });
  return (
    <GuardedConfirmDialog
      title={t('admin.cvs.dialog.title')}
      description={
        <p>
          <Trans
            i18nKey={cv.owner ? 'admin.cvs.dialog.textOwner' : 'admin.cvs.dialog.text'}
            values={{ title: cv.title, owner: cv.owner ?? '' }}
            components={{ b: <strong className="font-semibold text-slate-900 dark:text-white" /> }}
            tOptions={{ interpolation: { escapeValue: true } }}
            shouldUnescape
          />
        </p>
      }
      confirmLabel={t('admin.cvs.dialog.confirm')}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error, t('admin.cvs.deleteFailed')) : null}
      onConfirm={(password) => remove.mutate({ cvId: cv.id, password })}
      onCancel={() => onDone(false)}
    />
  );
}
