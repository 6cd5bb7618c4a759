import { z } from 'zod';

/** What every request schema shares: the answer to a body that is not a JSON object. */
export const body = { error: 'Data harus berupa objek JSON.' };

export const emailField = z
  .string({ error: 'Email harus diisi' })
  .trim()
  .min(1, 'Email harus diisi')
  .max(254, 'Email terlalu panjang')
  .toLowerCase()
  .pipe(z.email('Format email tidak valid'));

/**
 * A password being chosen (6–128 characters), named by `label` in its messages. The command API
 * also refuses a common or easily guessed one (`weakPasswordMessage`, the rule in
 * `../password-strength.ts`).
 */
export const newPasswordField = (label: string) =>
  z
    .string({ error: `${label} harus diisi` })
    .min(6, `${label} minimal 6 karakter`)
    .max(128, `${label} maksimal 128 karakter`);

/** The account's password, given to sign in or to confirm a change. */
export const passwordGiven = z
  .string({ error: 'Kata sandi harus diisi' })
  .min(1, 'Kata sandi harus diisi')
  .max(128, 'Kata sandi maksimal 128 karakter');

/**
 * The answer to a new password the rule of `../password-strength.ts` refuses (among the 10,000
 * most common, or scored 0–1 by zxcvbn), named by `label` like `newPasswordField`'s messages.
 */
export const weakPasswordMessage = (label: string) =>
  `${label} terlalu umum atau mudah ditebak. Gunakan gabungan beberapa kata yang tidak berhubungan, angka, atau simbol.`;
