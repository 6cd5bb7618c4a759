import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { i18nReady } from './lib/i18n.ts';
import { initTheme } from './stores/theme-store.ts';
import './index.css';

initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A visitor who chose English waits for its texts instead of seeing Indonesian flash by.
await i18nReady;
// The first render in its own task, after the one that ran the code, and as a transition, so
// React yields to the browser as it goes: no single long task keeps a slow phone from
// answering a tap while the page starts.
await new Promise((resolve) => setTimeout(resolve, 0));
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
