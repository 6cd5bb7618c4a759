import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_COUNT,
  judgePassword,
  MIN_PASSWORD_SCORE,
  SCORED_LENGTH,
} from './password-strength.ts';
import { registerSchema } from './requests/auth.ts';

const ranked = dictionary['passwords-common'];

describe('the new-password rule (server and strength meter)', () => {
  it('ships a ranked list of at least 10,000 common passwords and refuses each of the first 10,000', () => {
    expect(ranked.length).toBeGreaterThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(ranked.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    // Every 97th of the list, and its last one: common, refused whatever zxcvbn would say.
    for (let i = 0; i < COMMON_PASSWORD_COUNT; i += 97) {
      expect(judgePassword(ranked[i]!)).toMatchObject({
        common: true,
        acceptable: false,
        score: 0,
      });
    }
    expect(judgePassword(ranked[COMMON_PASSWORD_COUNT - 1]!).common).toBe(true);
    expect(judgePassword(ranked[COMMON_PASSWORD_COUNT]!).common).toBe(false);
  });

  it('refuses 123456 and password in any case', () => {
    for (const p of ['123456', 'password', 'PASSWORD', 'Password']) {
      expect(judgePassword(p)).toMatchObject({ common: true, acceptable: false });
    }
  });

  it('refuses what zxcvbn scores 0 or 1 though it is not on the list', () => {
    // Not among the 10,000, but guessed in under a million tries (an Indonesian word + digits,
    // a keyboard walk, l33t of a common word).
    for (const p of ['rahasia123', 'qazwsxedc1', 'P@$$w0rd!']) {
      const verdict = judgePassword(p);
      expect(verdict.common).toBe(false);
      expect(verdict.score).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(verdict.acceptable).toBe(false);
    }
  });

  it("weighs the account's own words: a password made of the user's name passes only without them", () => {
    const alone = judgePassword('Rahmawati1990');
    const withInputs = judgePassword('Rahmawati1990', ['Siti Rahmawati', 'siti.r@example.com']);
    expect(alone.acceptable).toBe(true);
    expect(withInputs.score).toBeLessThan(alone.score);
    expect(withInputs.acceptable).toBe(false);
  });

  it("accepts a good password; the minimum length stays the schema's 6", () => {
    for (const p of ['Kopi-Pagi-Hujan-2026', 'mawar merah di jendela', 'tK9#mQ2x', 't7#Zq!9']) {
      expect(judgePassword(p)).toMatchObject({ common: false, acceptable: true });
    }
    // The length is the schema's: 6 passes it, 5 is refused before any scoring. Six characters
    // are at most 10^6 guesses, so zxcvbn scores every one of them 1: the rule refuses them.
    expect(judgePassword('q7#Zp!')).toMatchObject({ common: false, score: 1, acceptable: false });
    const at = (password: string) =>
      registerSchema.safeParse({ name: 'A', email: 'a@example.com', password }).success;
    expect(at('q7#Zp!')).toBe(true);
    expect(at('q7#Zp')).toBe(false);
  });

  it('scores only the first 64 characters, in bounded time', () => {
    const long = '4@1!3$0|'.repeat(16); // 128 l33t symbols: seconds with the defaults
    const started = performance.now();
    judgePassword(long);
    expect(performance.now() - started).toBeLessThan(2000);
    const prefix = 'Kopi-Pagi-Hujan-2026'.padEnd(SCORED_LENGTH, '-');
    expect(judgePassword(prefix + 'a'.repeat(60))).toEqual(judgePassword(prefix));
  });
});
