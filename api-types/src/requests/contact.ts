/** The public contact form (command-api/src/contact). */

import { z } from 'zod';
import { body } from './common.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} harus diisi` })
    .trim()
    .min(1, `${label} harus diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

export const contactSchema = z.object(
  {
    name: text('Nama', 100),
    email: z
      .string({ error: 'Email harus diisi' })
      .trim()
      .min(1, 'Email harus diisi')
      .pipe(z.email('Format email tidak valid').max(254, 'Email terlalu panjang')),
    subject: text('Subjek', 200),
    message: text('Pesan', 5000).refine((m) => m.length >= 10, 'Pesan minimal 10 karakter'),
  },
  body,
);

/** POST /api/contact */
export type ContactRequest = z.input<typeof contactSchema>;
