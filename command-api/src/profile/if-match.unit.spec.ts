import { describe, expect, it } from 'vitest';
import { parseIfMatch } from './if-match.ts';

describe('parseIfMatch', () => {
  it.each([
    ['', null],
    ['"3"', 3],
    ['W/"4"', 4],
    ['5', 5],
    ['"x"', undefined],
    ['*', undefined],
  ])('%j → %j', (header, version) => {
    expect(parseIfMatch(header)).toBe(version);
  });
});
