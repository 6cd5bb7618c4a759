import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n from '../lib/i18n.ts';

/**
 * The texts for the whole app. The query client is not here: it comes with the lazily loaded
 * parts of the page (lib/query-layer.tsx), so the landing page loads no query library.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
