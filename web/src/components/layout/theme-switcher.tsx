import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useThemeStore, type Theme } from '../../stores/theme-store.ts';
import { buttonClasses } from '../ui/button.ts';
import { DropdownMenu, DropdownRadioItem } from '../ui/dropdown-menu.tsx';

const icons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const Current = icons[theme];

  return (
    <DropdownMenu
      label={`${t('theme.label')}: ${t(`theme.${theme}`)}`}
      trigger={<Current aria-hidden="true" className="size-5" />}
      triggerClassName={buttonClasses('ghost', 'icon')}
      menuClassName="w-44"
    >
      {(['light', 'dark', 'system'] as const).map((option) => {
        const Icon = icons[option];
        return (
          <DropdownRadioItem
            key={option}
            checked={theme === option}
            onSelect={() => setTheme(option)}
            icon={<Icon aria-hidden="true" className="size-4 shrink-0" />}
          >
            {t(`theme.${option}`)}
          </DropdownRadioItem>
        );
      })}
    </DropdownMenu>
  );
}
