import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBanUser } from '../api/ban-user.ts';
import { useChangeUserRole } from '../api/change-user-role.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUnbanUser } from '../api/unban-user.ts';
import type { AdminCommandResult } from '@karier/api-types';
import { GuardedConfirmDialog } from './guarded-confirm-dialog.tsx';
import { useNotify } from './toast.tsx';

export type UserActionKind = 'promote' | 'demote' | 'ban' | 'unban' | 'delete';

export interface UserActionTarget {
  id: string;
  name: string;
  email: string;
}

/**
 * One admin action on a user, through the guarded confirmation. Success: the dialog closes
 * and a message shows; a failure keeps it open with the server's reason (e.g. a wrong
 * password, or the last admin).
 */
export function UserActionDialog({
  kind,
  user,
  onDone,
}: {
  kind: UserActionKind;
  user: UserActionTarget;
  /** Closed: cancelled, or done (with the result). */
  onDone: (result: AdminCommandResult | null) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const succeed = (message: string) => (result: AdminCommandResult) => {
    notify(message);
    onDone(result);
  };
  const role = useChangeUserRole({
    onSuccess: (result) =>
      succeed(kind === 'promote' ? t('admin.users.promoted') : t('admin.users.demoted'))(result),
  });
  const ban = useBanUser({ onSuccess: (result) => succeed(result.message)(result) });
  const unban = useUnbanUser({ onSuccess: (result) => succeed(result.message)(result) });
  const remove = useDeleteUser({ onSuccess: succeed(t('admin.users.deleted')) });

  const mutation =
    kind === 'promote' || kind === 'demote'
      ? role
      : kind === 'ban'
        ? ban
        : kind === 'unban'
          ? unban
          : remove;
  const fallback = {
    promote: t('admin.users.promoteFailed'),
    demote: t('admin.users.demoteFailed'),
    ban: t('admin.users.banFailed'),
    unban: t('admin.users.unbanFailed'),
    delete: t('admin.users.deleteFailed'),
  }[kind];

  const onConfirm = (password: string) => {
    const userId = user.id;
    switch (kind) {
      case 'promote':
        return role.mutate({ userId, role: 'admin', password });
      case 'demote':
        return role.mutate({ userId, role: 'user', password });
      case 'ban':
        return ban.mutate({ userId, password, reason: reason.trim() || undefined });
      case 'unban':
        return unban.mutate({ userId, password });
      case 'delete':
        return remove.mutate({ userId, password });
    }
  };

  return (
    <GuardedConfirmDialog
      title={t(`admin.users.dialog.${kind}.title`)}
      description={
        <p>
          <Trans
            i18nKey={`admin.users.dialog.${kind}.text`}
            values={{ name: user.name, email: user.email }}
            components={{ b: <strong className="font-semibold text-slate-900 dark:text-white" /> }}
            tOptions={{ interpolation: { escapeValue: true } }}
            shouldUnescape
          />
        </p>
      }
      confirmLabel={t(`admin.users.dialog.${kind}.confirm`)}
      tone={kind === 'promote' || kind === 'unban' ? 'primary' : 'danger'}
      pending={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error, fallback) : null}
      onConfirm={onConfirm}
      onCancel={() => onDone(null)}
    >
      {kind === 'ban' && (
        <div>
          <label htmlFor="ban-reason" className={labelClasses}>
            {t('admin.users.dialog.ban.reason')}
          </label>
          <textarea
            id="ban-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={inputClasses(false, 'mt-1.5 h-auto py-2')}
          />
        </div>
      )}
    </GuardedConfirmDialog>
  );
}
