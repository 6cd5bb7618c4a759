import { z } from 'zod';

export const actorRoles = ['user', 'admin', 'system', 'anonymous'] as const;
export type ActorRole = (typeof actorRoles)[number];

/** Who did it, from where, as part of which request. Stored on every event. */
export const eventMetadataSchema = z.object({
  actorId: z.string().nullable(),
  actorRole: z.enum(actorRoles),
  correlationId: z.string(),
  causationId: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** What a command handler knows about the request it serves. */
export interface CommandContext {
  actorId: string | null;
  actorRole: ActorRole;
  correlationId: string;
  /** Id of the message (request or event) that caused this one. */
  causationId: string;
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

export function systemContext(
  now = new Date(),
  correlationId = crypto.randomUUID(),
): CommandContext {
  return {
    actorId: null,
    actorRole: 'system',
    correlationId,
    causationId: correlationId,
    ip: null,
    userAgent: null,
    now,
  };
}
