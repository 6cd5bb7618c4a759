export * from './checkpoints.ts';
export * from './checksum.ts';
export * from './projection.ts';
export * from './registry.ts';
export * from './runner.ts';
export type { UserRow } from './projections/users.ts';
export type { SessionRow } from './projections/sessions.ts';
export type { ActivityRow } from './projections/activity-log.ts';
export { activityLabels } from './projections/activity-log.ts';
