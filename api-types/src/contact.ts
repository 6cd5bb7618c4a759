import type { CommandBody } from './common.ts';

/** POST /api/contact: the stored message's id. */
export type ContactResult = CommandBody<{ id: string }>;
