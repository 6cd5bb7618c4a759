/**
 * Query keys, so one feature's command can refresh what another shows without importing it.
 * The admin panel keeps its own (features/admin/api/keys.ts); the signed-in user's key, needed
 * on every page, is in session.ts, so the first page loads none of these.
 */

/** The signed-in user's profile (GET /api/profile/me). */
export const profileQueryKey = ['profile', 'me'] as const;

/** The user's sessions (settings → security). */
export const sessionsQueryKey = ['auth', 'sessions'] as const;

/** The user's notification preferences (settings). */
export const preferencesQueryKey = ['settings', 'preferences'] as const;

/** Query keys of the CV feature; the UI language is part of those whose text it changes. */
export const cvKeys = {
  all: ['cvs'] as const,
  list: () => ['cvs', 'list'] as const,
  detailAll: (id: string) => ['cvs', 'detail', id] as const,
  detail: (id: string, lang: string) => ['cvs', 'detail', id, lang] as const,
  preview: (id: string, lang: string, revision: string | null) =>
    ['cvs', 'preview', id, lang, revision] as const,
};

/** Payments, pricing and the account plan. */
export const paymentKeys = {
  all: ['payments'] as const,
  detail: (id: string) => ['payments', 'detail', id] as const,
  list: () => ['payments', 'list'] as const,
  pricing: () => ['pricing'] as const,
  plan: () => ['account', 'plan'] as const,
};
