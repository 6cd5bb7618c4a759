export * from './checkpoints.ts';
export * from './bus-options.ts';
export * from './bus-projector.ts';
export * from './checksum.ts';
export * from './parked.ts';
export * from './progress.ts';
export * from './projection.ts';
export * from './registry.ts';
export * from './runner.ts';
export * from './status.ts';
export { REBUILD_REQUESTS } from './reset.ts';
export type { UserRow } from './projections/users.ts';
export {
  USER_SEARCH_TABLE,
  type UserSearchGramRow,
  type UserSearchTable,
} from './projections/user-search.ts';
export type { SessionRow } from './projections/sessions.ts';
export type { ActivityRow } from './projections/activity-log.ts';
export type { AdminCvFlagRow } from './projections/admin-cv-flags.ts';
export type { ContactMessageRow } from './projections/contact-messages.ts';
export type { CvRow } from './projections/cvs.ts';
export type { EntitlementOrderRow } from './projections/entitlements.ts';
export type { PaymentRow } from './projections/payments.ts';
export type { UsageAnalysisRow, UsageDownloadRow } from './projections/order-usage.ts';
export type { PreferencesRow, ProfileRow } from './projections/profiles.ts';
export { activityLabels } from './projections/activity-log.ts';
export { startProjector, type ProjectorProcess } from './main.ts';
