/** Two-step verification and password reset (command-api/src/security). */

import { z } from 'zod';
import { body, emailField, newPasswordField, passwordGiven } from './common.ts';

const codeField = z
  .string({ error: 'Kode verifikasi harus diisi' })
  .trim()
  .min(1, 'Kode verifikasi harus diisi')
  .max(32, 'Kode verifikasi salah');

export const enableTwoFactorSchema = z.object({ code: codeField }, body);

export const disableTwoFactorSchema = z.object(
  {
    password: passwordGiven,
    code: codeField,
  },
  body,
);

export const loginTwoFactorSchema = z
  .object(
    {
      challengeToken: z
        .string({ error: 'Token verifikasi harus diisi' })
        .min(1, 'Token verifikasi harus diisi')
        .max(2000, 'Token verifikasi tidak valid'),
      code: codeField.optional(),
      recoveryCode: codeField.optional(),
    },
    body,
  )
  .refine((v) => v.code !== undefined || v.recoveryCode !== undefined, {
    message: 'Kode verifikasi harus diisi',
    path: ['code'],
  });

export const forgotPasswordSchema = z.object(
  {
    email: emailField,
  },
  body,
);

export const resetPasswordSchema = z.object(
  {
    token: z
      .string({ error: 'Token harus diisi' })
      .min(1, 'Token harus diisi')
      .max(200, 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.'),
    password: newPasswordField('Kata sandi'),
  },
  body,
);

/** POST /api/auth/2fa/enable */
export type EnableTwoFactorRequest = z.input<typeof enableTwoFactorSchema>;
/** POST /api/auth/2fa/disable */
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorSchema>;
/** POST /api/auth/login/2fa: a code or a recovery code (at least one). */
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorSchema>;
/** POST /api/auth/forgot-password */
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;
/** POST /api/auth/reset-password */
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
