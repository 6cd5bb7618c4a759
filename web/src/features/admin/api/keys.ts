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
  parked: () => ['admin', 'projections', 'parked'] as const,
  audit: () => ['admin', 'audit'] as const,
};
