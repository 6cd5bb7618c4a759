import { z } from 'zod';
import { defineEvent } from './define.ts';

export const ProjectionRebuildRequested = defineEvent({
  type: 'ProjectionRebuildRequested',
  version: 1,
  label: { id: 'Meminta pembangunan ulang read model', en: 'Requested a read model rebuild' },
  description:
    "An admin asked for a read model to be rebuilt: the projector drops the projection's tables and replays the whole history into them (once, whichever projector process takes it).",
  schema: z.object({
    projection: z.string().min(1).max(100),
    /** The projection's version when it was asked for. */
    version: z.number().int().positive(),
    requestedBy: z.uuid(),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
});

/** Operations on the platform itself (issue 7). */
export const systemEvents = [ProjectionRebuildRequested] as const;
