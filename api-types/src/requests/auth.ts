/** Accounts (command-api/src/auth): registering, signing in, changing name, email, password. */

import { z } from 'zod';
import { body, emailField, newPasswordField, passwordGiven } from './common.ts';

const nameField = z
  .string({ error: 'Nama harus diisi' })
  .trim()
  .min(1, 'Nama harus diisi')
  .max(100, 'Nama maksimal 100 karakter');

export const registerSchema = z.object(
  { name: nameField, email: emailField, password: newPasswordField('Kata sandi') },
  body,
);

export const loginSchema = z.object(
  {
    email: emailField,
    password: passwordGiven,
  },
  body,
);

/** A new email also needs the current password (checked by the decider, not here). */
export const updateDetailsSchema = z.object(
  {
    name: nameField,
    email: emailField,
    currentPassword: z
      .string({ error: 'Kata sandi saat ini harus berupa teks' })
      .max(128, 'Kata sandi maksimal 128 karakter')
      .optional(),
  },
  body,
);

export const updatePasswordSchema = z.object(
  {
    currentPassword: z
      .string({ error: 'Kata sandi saat ini harus diisi' })
      .min(1, 'Kata sandi saat ini harus diisi')
      .max(128, 'Kata sandi maksimal 128 karakter'),
    newPassword: newPasswordField('Kata sandi baru'),
  },
  body,
);

/** POST /api/auth/register */
export type RegisterRequest = z.input<typeof registerSchema>;
/** POST /api/auth/login */
export type LoginRequest = z.input<typeof loginSchema>;
/** PUT /api/auth/updatedetails */
export type UpdateDetailsRequest = z.input<typeof updateDetailsSchema>;
/** PUT /api/auth/updatepassword */
export type UpdatePasswordRequest = z.input<typeof updatePasswordSchema>;
