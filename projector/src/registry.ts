import type { Projection } from './projection.ts';
import { activityLogProjection } from './projections/activity-log.ts';
import { adminCvFlagsProjection } from './projections/admin-cv-flags.ts';
import { contactMessagesProjection } from './projections/contact-messages.ts';
import { cvsProjection } from './projections/cvs.ts';
import { entitlementsProjection } from './projections/entitlements.ts';
import { orderUsageProjection } from './projections/order-usage.ts';
import { paymentsProjection } from './projections/payments.ts';
import { profilesProjection } from './projections/profiles.ts';
import { sessionsProjection } from './projections/sessions.ts';
import { userSearchProjection } from './projections/user-search.ts';
import { usersProjection } from './projections/users.ts';

/** The live projections. Analysts add theirs here (see docs/projections.md: writing a projection). */
export const projections: readonly Projection[] = [
  usersProjection,
  userSearchProjection,
  sessionsProjection,
  activityLogProjection,
  profilesProjection,
  cvsProjection,
  paymentsProjection,
  orderUsageProjection,
  entitlementsProjection,
  adminCvFlagsProjection,
  contactMessagesProjection,
];

export function findProjection(
  name: string,
  list: readonly Projection[] = projections,
): Projection {
  const p = list.find((x) => x.name === name);
  if (!p) {
    throw new Error(
      `Proyeksi '${name}' tidak dikenal. Yang tersedia: ${list.map((x) => x.name).join(', ')}`,
    );
  }
  return p;
}
