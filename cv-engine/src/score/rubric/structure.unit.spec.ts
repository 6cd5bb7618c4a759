import { describe, expect, it } from 'vitest';
import { lengthPoints } from './structure.ts';

describe('lengthPoints', () => {
  it('gives 5 points inside 300–900 words and fewer the further outside', () => {
    expect(lengthPoints(600)).toBe(5);
    expect(lengthPoints(150)).toBeLessThan(lengthPoints(250));
    expect(lengthPoints(3000)).toBeLessThan(lengthPoints(1200));
  });
});
