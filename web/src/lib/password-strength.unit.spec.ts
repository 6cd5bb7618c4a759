import { judgePassword } from '@karier/api-types/password-strength';
import { describe, expect, it } from 'vitest';
import { judgeNewPassword } from './password-strength.ts';

/** What the three forms meet: weak, borderline, strong, with and without the account's words. */
const cases: [string, string[]][] = [
  ['123456', []],
  ['password', []],
  ['Password', ['Sari', 'sari@example.com']],
  ['rahasia123', []],
  ['q7#Zp!', []],
  ['t7#Zq!9', []],
  ['Rahmawati1990', []],
  ['Rahmawati1990', ['Siti Rahmawati', 'siti.r@example.com']],
  ['rahasia-123', ['Putri Ayu', 'putri@example.com']],
  ['Kopi-Pagi-Hujan-2026', []],
];

describe("the strength meter's verdict is the server's", () => {
  it('gives for every case exactly what the command API judges (one rule, loaded lazily)', async () => {
    for (const [password, inputs] of cases) {
      expect(await judgeNewPassword(password, inputs)).toEqual(judgePassword(password, inputs));
    }
  });

  it('calls 123456 and password too weak, and a long passphrase acceptable', async () => {
    expect(await judgeNewPassword('123456')).toMatchObject({ acceptable: false, common: true });
    expect(await judgeNewPassword('password')).toMatchObject({ acceptable: false, common: true });
    expect(await judgeNewPassword('Kopi-Pagi-Hujan-2026')).toMatchObject({ acceptable: true });
  });
});
