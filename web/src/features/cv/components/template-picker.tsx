import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { useTranslation } from 'react-i18next';
import type { TemplateName } from '@karier/api-types';

/** The revised CV's templates, in the order the picker shows them. */
const templates = ['modern', 'classic', 'creative'] as const satisfies readonly TemplateName[];

/** A small CSS drawing of a page laid out in each template. */
function Thumbnail({ template }: { template: TemplateName }) {
  const line = 'h-1 rounded-full bg-slate-300 dark:bg-slate-600';
  if (template === 'creative') {
    // One column like the others; the lists close it in a coloured box.
    return (
      <div
        aria-hidden="true"
        className="flex h-20 w-16 flex-col gap-1 overflow-hidden rounded border border-slate-200 bg-white p-1.5 shadow-sm dark:border-slate-600 dark:bg-slate-800"
      >
        <div className="h-1.5 w-9 rounded-full bg-rose-500 dark:bg-rose-400" />
        <div className="h-0.5 w-10 rounded-full bg-slate-400" />
        <div className="mt-0.5 h-1 w-5 rounded-full bg-rose-500/80" />
        <div className={line} />
        <div className={`${line} w-3/4`} />
        <div className="mt-auto flex flex-col gap-0.5 rounded-sm bg-slate-800 p-1 dark:bg-slate-900">
          <div className="h-0.5 w-3 rounded-full bg-amber-400" />
          <div className="h-0.5 w-8 rounded-full bg-white/70" />
        </div>
      </div>
    );
  }
  if (template === 'classic') {
    return (
      <div
        aria-hidden="true"
        className="flex h-20 w-16 flex-col items-center gap-1 overflow-hidden rounded border border-slate-200 bg-white p-1.5 shadow-sm dark:border-slate-600 dark:bg-slate-800"
      >
        <div className="h-1.5 w-9 rounded-full bg-slate-700 dark:bg-slate-300" />
        <div className="h-0.5 w-7 rounded-full bg-slate-400" />
        <div className="my-0.5 h-px w-full bg-slate-400" />
        <div className="h-1 w-6 self-start rounded-full bg-slate-600 dark:bg-slate-400" />
        <div className={`${line} w-full`} />
        <div className={`${line} w-full`} />
        <div className="h-1 w-6 self-start rounded-full bg-slate-600 dark:bg-slate-400" />
        <div className={`${line} w-full`} />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex h-20 w-16 flex-col overflow-hidden rounded border border-slate-200 bg-white shadow-sm dark:border-slate-600 dark:bg-slate-800"
    >
      <div className="flex flex-col gap-0.5 bg-indigo-600 px-1.5 py-1.5 dark:bg-indigo-500">
        <div className="h-1.5 w-8 rounded-full bg-white" />
        <div className="h-0.5 w-6 rounded-full bg-white/70" />
      </div>
      <div className="flex flex-col gap-1 p-1.5">
        <div className="h-1 w-5 rounded-full bg-indigo-500" />
        <div className={line} />
        <div className={`${line} w-3/4`} />
        <div className="h-1 w-5 rounded-full bg-indigo-500" />
        <div className={line} />
      </div>
    </div>
  );
}

interface TemplatePickerProps {
  value: TemplateName;
  onChange: (template: TemplateName) => void;
  disabled?: boolean;
}

/** Modern, classic or creative as radio cards (arrow keys move between them). */
export function TemplatePicker({ value, onChange, disabled }: TemplatePickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('cv.upload.template')}
      </legend>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {t('cv.upload.templateHint')}
      </p>
      <div className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        {templates.map((template) => {
          const checked = value === template;
          return (
            <RadioCard
              key={template}
              name="cv-template"
              value={template}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(template)}
              layout="p-3 min-[420px]:flex-col min-[420px]:text-center"
              visual={<Thumbnail template={template} />}
              label={t(`cv.upload.templates.${template}`)}
              hint={t(`cv.upload.templates.${template}Hint`)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
