/** Stream naming: `<category>-<id>`. One helper so nobody hand-builds stream ids. */
export const userStreamId = (userId: string) => `user-${userId}`;

export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

export function streamEntityId(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? '' : streamId.slice(dash + 1);
}

/** A job seeker's career profile (issue 4). */
export const profileStreamId = (userId: string) => `profile-${userId}`;
/** A user's notification preferences: own stream so they never bump the profile's version. */
export const preferencesStreamId = (userId: string) => `preferences-${userId}`;
/** One uploaded CV: its analysis, summary variants and revisions (issue 5). */
export const cvStreamId = (cvId: string) => `cv-${cvId}`;
/** One order: requested, then settled or failed (issue 6). */
export const paymentStreamId = (paymentId: string) => `payment-${paymentId}`;
/** Requests about one projection (rebuilds), for the audit trail (issue 7). */
export const projectionStreamId = (name: string) => `projection-${name}`;
/** One message sent through the contact form (issue 8). */
export const contactStreamId = (messageId: string) => `contact-${messageId}`;
