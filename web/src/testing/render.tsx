import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '../lib/router.tsx';
import type { User } from '@karier/api-types';
import i18n, { changeLanguage, type Language } from '../lib/i18n.ts';
import { useAuthStore } from '../stores/auth-store.ts';

export const TEST_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sari Wulandari',
  email: 'sari@example.com',
  role: 'user',
  status: 'active',
  registeredAt: '2026-11-01T08:00:00.000Z',
  lastLoginAt: null,
};

/** Where the router is now, for specs that follow a navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * Renders `ui` as the signed-in test user would see it at `url` (in `path`'s route), with a
 * fresh query cache (no retries) and the app's texts in `lang`.
 */
export async function renderPage(
  ui: ReactElement,
  { url = '/', path = '*', lang = 'id' }: { url?: string; path?: string; lang?: Language } = {},
): Promise<RenderResult & { user: ReturnType<typeof userEvent.setup>; queryClient: QueryClient }> {
  useAuthStore.getState().setSession('test-token', TEST_USER);
  await changeLanguage(lang);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, user, queryClient };
}
