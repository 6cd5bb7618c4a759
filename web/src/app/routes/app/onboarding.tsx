import { useTranslation } from 'react-i18next';
import { Onboarding } from '../../../features/profile/components/onboarding.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

export function OnboardingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('onboarding.title'));
  return <Onboarding />;
}
