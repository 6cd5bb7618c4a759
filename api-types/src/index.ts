/**
 * The API's bodies, one declaration for both sides. The answers are types: the services check
 * the bodies they send against them (`satisfies`), the web app reads them. The request bodies
 * are zod schemas (./requests): the command API validates with them, and the web app imports
 * only their input types (`import type`), so none of this ends up in its bundle.
 */
export type * from './admin.ts';
export type * from './auth.ts';
export type * from './common.ts';
export type * from './contact.ts';
export type * from './cv.ts';
export type * from './payments.ts';
export type * from './profile.ts';
export * from './roles.ts';
export type * from './stats.ts';
export * from './requests/index.ts';
