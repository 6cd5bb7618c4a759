/**
 * Every query key of the web app in one place, so one feature's command can refresh what another
 * feature shows without importing that feature.
 */

/** The signed-in user (GET /api/auth/me). */
export const currentUserQueryKey = ['auth', 'me'] as const;

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

/** Query keys of the admin panel; everything under `all`, so a command can refresh it all. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: (days: number) => ['admin', 'stats', days] as const,
  users: (params: object) => ['admin', 'users', params] as const,
  userTimeline: (id: string) => ['admin', 'user-timeline', id] as const,
  cvs: (params: object) => ['admin', 'cvs', params] as const,
  activities: (params: object) => ['admin', 'activities', params] as const,
  allMessages: ['admin', 'messages'] as const,
  messages: (params: object) => ['admin', 'messages', params] as const,
  payments: (params: object) => ['admin', 'payments', params] as const,
  projections: () => ['admin', 'projections'] as const,
  audit: () => ['admin', 'audit'] as const,
};
