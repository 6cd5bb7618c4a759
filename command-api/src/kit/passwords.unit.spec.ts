import { weakPasswordMessage } from '@karier/api-types';
import { judgePassword } from '@karier/api-types/password-strength';
import { AppError } from '@karier/events';
import { describe, expect, it } from 'vitest';
import { refuseWeakPassword } from './passwords.ts';

describe('refuseWeakPassword: the server side of the one new-password rule', () => {
  it('refuses exactly what the rule (and so the web meter) calls not acceptable', () => {
    const cases: [string, string[]][] = [
      ['123456', []],
      ['password', []],
      ['rahasia123', []],
      ['Rahmawati1990', []],
      ['Rahmawati1990', ['Siti Rahmawati', 'siti.r@example.com']],
      ['rahasia-123', []],
      ['Kopi-Pagi-Hujan-2026', []],
    ];
    for (const [password, userInputs] of cases) {
      const refused = (() => {
        try {
          refuseWeakPassword(password, { field: 'password', label: 'Kata sandi', userInputs });
          return false;
        } catch (err) {
          expect(err).toBeInstanceOf(AppError);
          expect(err).toMatchObject({
            status: 400,
            code: 'VALIDATION_ERROR',
            message: weakPasswordMessage('Kata sandi'),
            details: { field: 'password' },
          });
          return true;
        }
      })();
      expect(refused).toBe(!judgePassword(password, userInputs).acceptable);
    }
  });

  it('names the field and label it is given (the change form: newPassword)', () => {
    expect(() =>
      refuseWeakPassword('123456', { field: 'newPassword', label: 'Kata sandi baru' }),
    ).toThrow(
      'Kata sandi baru terlalu umum atau mudah ditebak. Gunakan gabungan beberapa kata yang tidak berhubungan, angka, atau simbol.',
    );
  });
});
