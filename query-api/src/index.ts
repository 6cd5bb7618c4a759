export * from './app.ts';
export * from './auth/authenticate.ts';
