import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, languages } from '../../lib/i18n.ts';
import { buttonClasses } from '../ui/button.ts';
import { DropdownMenu, DropdownRadioItem } from '../ui/dropdown-menu.tsx';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const lang = currentLanguage();

  return (
    <DropdownMenu
      // The visible code ("ID") is part of the name too (WCAG 2.5.3, label in name).
      label={`${t('language.label')}: ${lang.toUpperCase()}, ${t(`language.${lang}`)}`}
      trigger={
        <>
          <Languages aria-hidden="true" className="size-5" />
          <span className="hidden text-xs font-semibold uppercase sm:inline">{lang}</span>
        </>
      }
      triggerClassName={buttonClasses('ghost', 'sm', 'h-10 min-w-10 gap-1.5 px-2.5')}
      menuClassName="w-48"
    >
      {languages.map((option) => (
        <DropdownRadioItem
          key={option}
          lang={option}
          checked={lang === option}
          onSelect={() => void changeLanguage(option)}
          icon={
            <Check
              aria-hidden="true"
              className={`size-4 shrink-0 ${lang === option ? '' : 'invisible'}`}
            />
          }
        >
          {t(`language.${option}`)}
        </DropdownRadioItem>
      ))}
    </DropdownMenu>
  );
}
