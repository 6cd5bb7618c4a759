import { create } from 'zustand';

export const THEME_STORAGE_KEY = 'karier-theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    if (themes.includes(saved as Theme)) return saved as Theme;
  } catch {
    // Blocked storage: follow the system.
  }
  return 'system';
}

/** Puts the `dark` class on <html> when the chosen (or system) theme is dark. */
export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Applies to this visit only.
    }
    applyTheme(theme);
    set({ theme });
  },
}));

/** Apply the saved theme and keep following the OS while the choice is "system". */
export function initTheme() {
  applyTheme(useThemeStore.getState().theme);
  darkQuery().addEventListener('change', () => {
    if (useThemeStore.getState().theme === 'system') applyTheme('system');
  });
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) {
      const theme = storedTheme();
      applyTheme(theme);
      useThemeStore.setState({ theme });
    }
  });
}
