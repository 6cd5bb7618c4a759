export * from './catalogue/index.ts';
export * from './errors.ts';
export * from './metadata.ts';
export * from './recorded.ts';
export * from './stream-ids.ts';
