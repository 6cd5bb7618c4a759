export * from './config.ts';
export * from './standalone.ts';
