import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The Karier mark and word; the word is the accessible name. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm dark:bg-indigo-500">
        <BriefcaseBusiness aria-hidden="true" className="size-[18px]" />
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
        {t('common.appName')}
      </span>
    </span>
  );
}
