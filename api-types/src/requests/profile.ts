/** The profile and the settings (command-api/src/profile). */

import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { body } from './common.ts';

export const INVALID_PHONE = 'Nomor telepon tidak valid';

/** An Indonesian number (`08…`, `+62…`, `62…`) in E.164, or null when it is not one. */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  const withPlus = /^62\d/.test(digits) ? `+${digits}` : digits;
  const parsed = parsePhoneNumberFromString(withPlus, 'ID');
  if (!parsed || parsed.country !== 'ID' || !parsed.isValid()) return null;
  return parsed.number;
}

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`);

const required = (max: number, label: string) => text(max, label).min(1, `${label} harus diisi`);

/** A missing id gets a new one (Web Crypto: node and browsers alike). */
const entryId = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((id) => (id ? id : globalThis.crypto.randomUUID()));

function years(now: Date) {
  const max = now.getUTCFullYear() + 1;
  const message = `Tahun harus antara 1950 dan ${max}`;
  const year = z.number({ error: message }).int(message).min(1950, message).max(max, message);
  return {
    from: year,
    to: year.nullable().optional(),
    current: z.boolean({ error: 'Status "masih berlangsung" tidak valid' }).optional(),
  };
}

/** `to` is null while current; otherwise it may not come before `from`. */
function period<T extends { from: number; to?: number | null; current?: boolean }>(entry: T) {
  const current = entry.current ?? false;
  return { ...entry, current, to: current ? null : (entry.to ?? null) };
}
const toNotBeforeFrom = (e: { from: number; to: number | null }) => e.to === null || e.to >= e.from;
const TO_BEFORE_FROM = {
  message: 'Tahun selesai tidak boleh sebelum tahun mulai',
  path: ['to'],
};

export function profileInputSchema(now: Date) {
  const experience = z
    .object({
      id: entryId,
      title: required(200, 'Posisi'),
      company: required(200, 'Perusahaan'),
      ...years(now),
      description: text(2000, 'Deskripsi').default(''),
    })
    .transform(period)
    .refine(toNotBeforeFrom, TO_BEFORE_FROM);
  const education = z
    .object({
      id: entryId,
      school: required(200, 'Sekolah'),
      degree: text(200, 'Jenjang').default(''),
      fieldofstudy: text(200, 'Jurusan').default(''),
      ...years(now),
      description: text(2000, 'Deskripsi').default(''),
    })
    .transform(period)
    .refine(toNotBeforeFrom, TO_BEFORE_FROM);
  return z
    .object(
      {
        phone: z
          .string({ error: INVALID_PHONE })
          .trim()
          .max(30, INVALID_PHONE)
          .default('')
          .transform((raw, ctx) => {
            if (raw === '') return '';
            const e164 = normalisePhone(raw);
            if (!e164) {
              ctx.addIssue({ code: 'custom', message: INVALID_PHONE });
              return z.NEVER;
            }
            return e164;
          }),
        location: text(200, 'Lokasi').default(''),
        about: text(2000, 'Tentang saya').default(''),
        skills: z
          .array(
            z
              .string({ error: 'Keahlian harus berupa teks' })
              .trim()
              .max(100, 'Keahlian maksimal 100 karakter'),
            {
              error: 'Keahlian harus berupa daftar',
            },
          )
          .default([])
          .transform((list) => list.filter((s) => s !== ''))
          .superRefine((list, ctx) => {
            const seen = new Set<string>();
            for (const skill of list) {
              const key = skill.toLocaleLowerCase('id');
              if (seen.has(key)) {
                ctx.addIssue({ code: 'custom', message: `Keahlian "${skill}" sudah ada` });
                return;
              }
              seen.add(key);
            }
          })
          .refine((list) => list.length <= 50, 'Maksimal 50 keahlian'),
        experience: z
          .array(experience, { error: 'Pengalaman harus berupa daftar' })
          .max(50, 'Maksimal 50 pengalaman')
          .default([]),
        education: z
          .array(education, { error: 'Pendidikan harus berupa daftar' })
          .max(50, 'Maksimal 50 pendidikan')
          .default([]),
        expectedVersion: z
          .number({ error: 'Versi profil tidak valid' })
          .int('Versi profil tidak valid')
          .min(0, 'Versi profil tidak valid')
          .nullable()
          .optional(),
      },
      body,
    )
    .strip();
}

export const preferencesSchema = z.object(
  {
    emailNotifications: z.boolean({ error: 'Preferensi email harus benar atau salah' }),
    inAppNotifications: z.boolean({
      error: 'Preferensi notifikasi aplikasi harus benar atau salah',
    }),
  },
  body,
);

/** POST /api/profile: what the web sends, before defaults, trimming and new ids. */
export type SaveProfileRequest = z.input<ReturnType<typeof profileInputSchema>>;
/** PUT /api/settings/preferences */
export type UpdatePreferencesRequest = z.input<typeof preferencesSchema>;
