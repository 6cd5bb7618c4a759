/** The request bodies the command API validates, and the types the web sends them as. */
export * from './admin.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './payments.ts';
export * from './profile.ts';
export * from './security.ts';
export { weakPasswordMessage } from './common.ts';
export * from './cv.ts';
