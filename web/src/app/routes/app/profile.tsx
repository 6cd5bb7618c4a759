import { useTranslation } from 'react-i18next';
import { ProfilePage } from '../../../features/profile/components/profile-page.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

export function ProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  return <ProfilePage />;
}
