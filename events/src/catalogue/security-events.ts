import { z } from 'zod';
import { defineEvent } from './define.ts';

/** Account security events: sessions, two-factor, password reset, external sign-in (issue 4). */

const userId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });

export const OtherSessionsRevoked = defineEvent({
  type: 'OtherSessionsRevoked',
  version: 1,
  description: 'The user signed out every other session; only the current one stays live.',
  schema: z.object({
    userId,
    keptSessionId: z.string().min(1),
    revokedSessionIds: z.array(z.string()),
    revokedAt: isoDate,
  }),
});

export const securityEvents = [OtherSessionsRevoked] as const;
