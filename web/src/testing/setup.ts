import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { changeLanguage, loadTexts } from '../lib/i18n.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { server } from './server.ts';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadTexts(['app']);
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  useAuthStore.getState().clear();
  sessionStorage.clear();
  localStorage.clear();
  await changeLanguage('id');
});

afterAll(() => server.close());
