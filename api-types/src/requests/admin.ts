/** What an admin sends (command-api/src/admin), and the password-only body of an erasure. */

import { z } from 'zod';
import { userRoles } from '../roles.ts';

export const PASSWORD_REQUIRED = 'Kata sandi harus diisi';

/** The admin's own password, confirmed for every action ('Kata sandi harus diisi' when empty). */
export const passwordField = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .max(1024, 'Kata sandi terlalu panjang');

/** A body that holds only that password. */
export const passwordOnly = z.object({ password: passwordField });

export const changeRoleSchema = z.object({
  password: passwordField,
  role: z.enum(userRoles, { error: "Peran harus 'admin' atau 'user'" }),
});

export const banSchema = z.object({
  password: passwordField,
  reason: z.string().trim().max(500, 'Alasan maksimal 500 karakter').optional(),
});

/**
 * POST /api/admin/users/{id}/unban, DELETE /api/admin/users/{id}, DELETE /api/admin/cvs/{id},
 * DELETE /api/auth/account (the user's own password there).
 */
export type PasswordOnlyRequest = z.input<typeof passwordOnly>;
/** PUT /api/admin/users/{id}/role */
export type ChangeUserRoleRequest = z.input<typeof changeRoleSchema>;
/** POST /api/admin/users/{id}/ban */
export type BanUserRequest = z.input<typeof banSchema>;
