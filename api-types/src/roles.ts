/**
 * The account roles, written once: the admin's role change (./requests/admin.ts), the user the
 * API sends, and @karier/events' token and event schemas, which read this module through
 * '@karier/api-types/roles'. It imports nothing, so events loads no request schema with it.
 */
export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
