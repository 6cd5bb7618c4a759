export const adminTabs = [
  'dashboard',
  'users',
  'cvs',
  'messages',
  'payments',
  'activities',
  'settings',
] as const;
export type AdminTab = (typeof adminTabs)[number];

/** The tab named by `?tab=`, the dashboard when none or an unknown one. */
export function readTab(params: URLSearchParams): AdminTab {
  const tab = params.get('tab');
  return adminTabs.includes(tab as AdminTab) ? (tab as AdminTab) : 'dashboard';
}
