import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@karier/api-types';

export const AUTH_STORAGE_KEY = 'auth-storage';
/** The bare token is also kept under its own key, as earlier versions of the app read it there. */
export const TOKEN_STORAGE_KEY = 'token';

interface AuthState {
  user: User | null;
  token: string | null;
  setSession: (token: string, user: User) => void;
  setUser: (user: User) => void;
  clear: () => void;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked: the session lives in memory only.
  }
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      setSession: (token, user) => {
        writeToken(token);
        set({ token, user });
      },
      setUser: (user) => set({ user }),
      clear: () => {
        writeToken(null);
        set({ token: null, user: null });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, token: state.token }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<AuthState, 'user' | 'token'>>;
        const token = readToken() ?? saved.token ?? null;
        return { ...current, token, user: token ? (saved.user ?? null) : null };
      },
    },
  ),
);

// Signing in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === TOKEN_STORAGE_KEY) {
      void useAuthStore.persist.rehydrate();
    }
  });
}
