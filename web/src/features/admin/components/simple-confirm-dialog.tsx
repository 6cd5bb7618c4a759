import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';

/** A plain "are you sure?" for actions that touch no one's account (rebuilding a read model). */
export function SimpleConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-description`} onClose={onCancel}>
      <div className="p-5 sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <div id={`${id}-description`} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {description}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            className={buttonClasses('secondary')}
          >
            {t('admin.confirm.cancel')}
          </button>
          <button type="button" onClick={onConfirm} className={buttonClasses('primary')}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
