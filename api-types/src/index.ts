/**
 * The API's request answers, one declaration for both sides: the services check the bodies
 * they send against these types (`satisfies`), the web app reads them. Types only: importing
 * this package adds nothing to a bundle.
 */
export type * from './admin.ts';
export type * from './auth.ts';
export type * from './common.ts';
export type * from './contact.ts';
export type * from './cv.ts';
export type * from './payments.ts';
export type * from './profile.ts';
export type * from './stats.ts';
