import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserStatusCode } from '@karier/api-types';

const pill =
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const tones = {
  green:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300',
  slate:
    'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
  red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300',
  indigo:
    'border-indigo-200 bg-indigo-50 text-indigo-800 dark:border-indigo-900/60 dark:bg-indigo-950/50 dark:text-indigo-200',
  amber:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200',
  violet:
    'border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-900/60 dark:bg-violet-950/40 dark:text-violet-200',
} as const;

/** Aktif (green), Tidak Aktif (grey), Diblokir (red). */
export function UserStatusBadge({ code }: { code: UserStatusCode }) {
  const { t } = useTranslation();
  const tone =
    code === 'active'
      ? tones.green
      : code === 'banned'
        ? tones.red
        : code === 'erased'
          ? `${tones.slate} line-through decoration-1`
          : tones.slate;
  return (
    <span data-testid="user-status" className={`${pill} ${tone}`}>
      {t(`admin.users.status.${code}`)}
    </span>
  );
}

export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  const admin = role === 'admin';
  return (
    <span data-testid="user-role" className={`${pill} ${admin ? tones.indigo : tones.slate}`}>
      {admin ? t('admin.users.roles.admin') : t('admin.users.roles.user')}
    </span>
  );
}

/** Selesai (green) or Draft (amber). */
export function CvStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const completed = status === 'completed';
  return (
    <span className={`${pill} ${completed ? tones.green : tones.amber}`}>
      {completed ? t('admin.cvs.status.completed') : t('admin.cvs.status.draft')}
    </span>
  );
}

/** Analysed or revised with the AI model. */
export function AiBadge() {
  const { t } = useTranslation();
  return (
    <span title={t('admin.cvs.aiHint')} className={`${pill} ${tones.violet}`}>
      <Sparkles aria-hidden="true" className="size-3" />
      {t('admin.cvs.ai')}
    </span>
  );
}
