import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../components/ui/input.ts';
import { ENTRY_TEXT, type Draft, type DraftSection } from '../utils/structure-draft.ts';
import { StructureField, type FieldError } from './structure-field.tsx';

/**
 * One section of the structure editor: its title, each entry (title, organisation, place,
 * dates, "current", bullets) and its items. `set` changes the editor's draft.
 */
export function StructureSection({
  section,
  i,
  busy,
  fieldError,
  set,
}: {
  section: DraftSection;
  i: number;
  busy: boolean;
  fieldError: FieldError | null;
  set: (update: (d: Draft) => void) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      data-testid="structure-section"
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        {section.title || section.key}
      </legend>
      <StructureField
        label={t('cv.structure.sectionTitle')}
        path={`sections.${i}.title`}
        error={fieldError}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            value={section.title}
            disabled={busy}
            onChange={(e) => set((d) => void (d.sections[i]!.title = e.target.value))}
            className={inputClasses(props['aria-invalid'], 'mt-1')}
          />
        )}
      </StructureField>
      {section.entries.map((entry, j) => (
        <fieldset
          key={j}
          className="space-y-3 border-t border-slate-100 pt-4 dark:border-slate-800"
        >
          <legend className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('cv.structure.entryHeading', { n: j + 1 })}
            {entry.title ? ` · ${entry.title}` : ''}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {ENTRY_TEXT.map((name) => (
              <StructureField
                key={name}
                label={t(`cv.structure.entry.${name}`)}
                path={`sections.${i}.entries.${j}.${name}`}
                error={fieldError}
              >
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    value={entry[name]}
                    disabled={busy || (name === 'end' && entry.current)}
                    onChange={(e) =>
                      set((d) => void (d.sections[i]!.entries[j]![name] = e.target.value))
                    }
                    className={inputClasses(props['aria-invalid'], 'mt-1')}
                  />
                )}
              </StructureField>
            ))}
            <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                data-field={`sections.${i}.entries.${j}.current`}
                checked={entry.current}
                disabled={busy}
                onChange={(e) =>
                  set((d) => void (d.sections[i]!.entries[j]!.current = e.target.checked))
                }
                className="size-4 rounded border-slate-300"
              />
              {t('cv.structure.entry.current')}
            </label>
          </div>
          <StructureField
            label={t('cv.structure.entry.bullets')}
            path={`sections.${i}.entries.${j}.bullets`}
            error={fieldError}
          >
            {(props) => (
              <textarea
                {...props}
                rows={Math.min(8, Math.max(2, entry.bullets.split('\n').length))}
                value={entry.bullets}
                disabled={busy}
                onChange={(e) =>
                  set((d) => void (d.sections[i]!.entries[j]!.bullets = e.target.value))
                }
                className={inputClasses(props['aria-invalid'], 'mt-1 h-auto py-2')}
              />
            )}
          </StructureField>
        </fieldset>
      ))}
      {section.items !== null && (
        <StructureField
          label={t('cv.structure.items')}
          path={`sections.${i}.items`}
          error={fieldError}
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              value={section.items ?? ''}
              disabled={busy}
              onChange={(e) => set((d) => void (d.sections[i]!.items = e.target.value))}
              className={inputClasses(props['aria-invalid'], 'mt-1 h-auto py-2')}
            />
          )}
        </StructureField>
      )}
    </fieldset>
  );
}
