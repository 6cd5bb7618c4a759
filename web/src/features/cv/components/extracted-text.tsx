import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The text read from the file, folded away; monospace so the layout shows as read. */
export function ExtractedText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <details className="group min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-base font-semibold text-slate-900 dark:text-white">
            {t('cv.results.extracted')}
          </span>
          <span className="block text-sm text-slate-500 dark:text-slate-400">
            {t('cv.results.extractedHint')}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <pre
        data-testid="cv-extracted-text"
        className="mx-5 mb-5 max-h-96 overflow-auto rounded-lg bg-slate-50 p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-800 sm:mx-6 dark:bg-slate-950 dark:text-slate-200"
      >
        {text}
      </pre>
    </details>
  );
}
