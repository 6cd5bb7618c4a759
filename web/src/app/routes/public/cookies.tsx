import { LegalPage } from './legal-page.tsx';

export function CookiesRoute() {
  return <LegalPage page="cookies" />;
}
