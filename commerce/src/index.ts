export * from './entitlements.ts';
export * from './pricing.ts';
