import { LegalPage } from './legal-page.tsx';

export function TermsRoute() {
  return <LegalPage page="terms" />;
}
