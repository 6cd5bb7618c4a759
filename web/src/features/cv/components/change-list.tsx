import { FileText, MessageSquareText, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CvChange } from '../api/lengkapi.ts';

/** "dari CV Anda" / "dari jawaban Anda": where a change's words come from. */
export function SourceBadge({ source }: { source: CvChange['source'] }) {
  const { t } = useTranslation();
  const fromAnswer = source === 'answer';
  const Icon = fromAnswer ? MessageSquareText : FileText;
  return (
    <span
      data-testid="change-source"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
        fromAnswer
          ? 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {fromAnswer ? t('cv.lengkapi.changes.sourceAnswer') : t('cv.lengkapi.changes.sourceCv')}
    </span>
  );
}

/**
 * Every change of the revision: section, reason and source, the text before → after, and
 * "Urungkan" for each (the one being undone shows a spinner; the others wait).
 */
export function ChangeList({
  changes,
  undoing,
  onUndo,
}: {
  changes: readonly CvChange[];
  /** The change being undone now. */
  undoing: string | null;
  onUndo: (change: CvChange) => void;
}) {
  const { t } = useTranslation();
  if (changes.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('cv.lengkapi.changes.none')}</p>
    );
  }
  return (
    <ul data-testid="lengkapi-changes" className="space-y-3">
      {changes.map((change) => (
        <li
          key={change.id}
          data-testid="lengkapi-change"
          className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <div className="flex flex-wrap items-center gap-2">
            <SourceBadge source={change.source} />
            {change.section && (
              <span className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {t(`cv.sections.${change.section}`, { defaultValue: change.section })}
              </span>
            )}
          </div>
          <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-x-3">
            {change.before ? (
              <>
                <dt className="text-slate-500 dark:text-slate-400">
                  {t('cv.lengkapi.changes.before')}
                </dt>
                <dd className="break-words text-slate-600 line-through decoration-slate-400 dark:text-slate-400">
                  {change.before}
                </dd>
              </>
            ) : null}
            <dt className="text-slate-500 dark:text-slate-400">
              {change.before ? t('cv.lengkapi.changes.after') : t('cv.lengkapi.changes.added')}
            </dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">
              {change.after ?? t('cv.lengkapi.changes.removed')}
            </dd>
          </dl>
          {change.reason && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{change.reason}</p>
          )}
          <button
            type="button"
            className={buttonClasses('secondary', 'sm', 'mt-3')}
            disabled={undoing !== null}
            aria-busy={undoing === change.id}
            aria-label={t('cv.lengkapi.changes.undoLabel', {
              text: change.after ?? change.before ?? change.section,
            })}
            onClick={() => onUndo(change)}
          >
            {undoing === change.id ? (
              <Spinner className="size-4" />
            ) : (
              <Undo2 aria-hidden="true" className="size-4" />
            )}
            {undoing === change.id
              ? t('cv.lengkapi.changes.undoing')
              : t('cv.lengkapi.changes.undo')}
          </button>
        </li>
      ))}
    </ul>
  );
}
