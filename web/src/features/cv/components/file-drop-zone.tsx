import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { checkCvFile, CV_ACCEPT, formatFileSize, type FileProblem } from '../utils/file-check.ts';

interface FileDropZoneProps {
  file: File | null;
  /** A file that passed the browser checks, or null when removed. */
  onFile: (file: File | null) => void;
  /** A file was refused before upload. */
  onReject: (problem: FileProblem | 'oneFile') => void;
  disabled?: boolean;
  describedBy?: string;
}

/** Drag and drop a CV, or choose one with the button (a real file input behind it). */
export function FileDropZone({ file, onFile, onReject, disabled, describedBy }: FileDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      onReject('oneFile');
      return;
    }
    const chosen = files[0]!;
    const problem = checkCvFile(chosen);
    if (problem) onReject(problem);
    else onFile(chosen);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    if (disabled) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  return (
    <div
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      className={[
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-6',
        dragging
          ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/40'
          : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60',
        disabled ? 'opacity-70' : '',
      ].join(' ')}
    >
      <input
        ref={input}
        type="file"
        accept={CV_ACCEPT}
        aria-label={t('cv.upload.fileLabel')}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(e) => {
          take(e.currentTarget.files);
          // Choosing the same file again after an error fires change again.
          e.currentTarget.value = '';
        }}
      />
      {file ? (
        <div className="flex w-full max-w-md items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-3 text-left dark:border-slate-700 dark:bg-slate-900">
          <FileText
            aria-hidden="true"
            className="size-8 shrink-0 text-indigo-600 dark:text-indigo-400"
          />
          <div className="min-w-0 flex-1">
            <p className="sr-only">{t('cv.upload.selected')}</p>
            <p className="truncate text-sm font-medium text-slate-900 dark:text-white">
              {file.name}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {formatFileSize(file.size, currentLanguage())}
            </p>
          </div>
          <button
            type="button"
            onClick={() => onFile(null)}
            disabled={disabled}
            aria-label={t('cv.upload.remove')}
            className={buttonClasses('ghost', 'icon', 'size-9')}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : (
        <>
          <UploadCloud
            aria-hidden="true"
            className="size-10 text-indigo-600 dark:text-indigo-400"
          />
          <p className="font-medium text-slate-900 dark:text-white">
            {dragging ? t('cv.upload.dropActive') : t('cv.upload.dropTitle')}
          </p>
          <p aria-hidden="true" className="text-sm text-slate-500 dark:text-slate-400">
            {t('cv.upload.or')}
          </p>
        </>
      )}
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled}
        className={buttonClasses(file ? 'secondary' : 'primary', 'md')}
      >
        {file ? t('cv.upload.change') : t('cv.upload.choose')}
      </button>
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        {t('cv.upload.dropHint')}
      </p>
    </div>
  );
}
