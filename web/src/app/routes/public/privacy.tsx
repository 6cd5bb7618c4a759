import { LegalPage } from './legal-page.tsx';

export function PrivacyRoute() {
  return <LegalPage page="privacy" />;
}
