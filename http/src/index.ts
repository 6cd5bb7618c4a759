export * from './answers.ts';
export * from './body.ts';
export * from './consistency.ts';
export * from './context.ts';
export * from './errors.ts';
export * from './hot-reads.ts';
export * from './validate.ts';
