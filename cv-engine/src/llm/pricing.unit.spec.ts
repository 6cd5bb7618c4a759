import { describe, expect, it } from 'vitest';
import { estimateCostUsd } from './pricing.ts';

describe('estimateCostUsd', () => {
  it('should price prompt and completion tokens per million', () => {
    expect(estimateCostUsd('gpt-4o-mini', 1_000_000, 1_000_000)).toBe(0.75);
    expect(estimateCostUsd('gpt-4o', 1200, 300)).toBe(0.006);
  });

  it('should price a dated snapshot as its base model', () => {
    expect(estimateCostUsd('gpt-4o-mini-2024-07-18', 1_000_000, 0)).toBe(0.15);
  });

  it('should give null for an unknown model or unknown usage', () => {
    expect(estimateCostUsd('local-llama', 100, 100)).toBeNull();
    expect(estimateCostUsd('gpt-4o-mini', null, null)).toBeNull();
  });
});
