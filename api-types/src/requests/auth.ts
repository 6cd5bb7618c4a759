/** Accounts (command-api/src/auth): registering, signing in, changing name, email, password. */

import { z } from 'zod';
import { body } from './common.ts';

const nameField = z
  .string({ error: 'Nama harus diisi' })
  .trim()
  .min(1, 'Nama harus diisi')
  .max(100, 'Nama maksimal 100 karakter');

const emailField = z
  .string({ error: 'Email harus diisi' })
  .trim()
  .min(1, 'Email harus diisi')
  .max(254, 'Email terlalu panjang')
  .toLowerCase()
  .pipe(z.email('Format email tidak valid'));

const passwordField = (label: string) =>
  z
    .string({ error: `${label} harus diisi` })
    .min(6, `${label} minimal 6 karakter`)
    .max(128, `${label} maksimal 128 karakter`);

export const registerSchema = z.object(
  { name: nameField, email: emailField, password: passwordField('Kata sandi') },
  body,
);

export const loginSchema = z.object(
  {
    email: emailField,
    password: z
      .string({ error: 'Kata sandi harus diisi' })
      .min(1, 'Kata sandi harus diisi')
      .max(128, 'Kata sandi maksimal 128 karakter'),
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
    newPassword: passwordField('Kata sandi baru'),
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
