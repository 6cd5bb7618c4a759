export * from './app.ts';
export * from './config.ts';
export { userDecider, type UserCommand, type UserState } from './auth/user-decider.ts';
