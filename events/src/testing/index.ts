export * from './decider-spec.ts';
