import { z } from 'zod';
import { defineEvent } from './define.ts';

const userId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });
const year = z.number().int();

export const experienceEntry = z.object({
  id: z.string().min(1),
  title: z.string(),
  company: z.string(),
  from: year,
  to: year.nullable(),
  current: z.boolean(),
  description: z.string(),
});
export type ExperienceEntry = z.infer<typeof experienceEntry>;

export const educationEntry = z.object({
  id: z.string().min(1),
  school: z.string(),
  degree: z.string(),
  fieldofstudy: z.string(),
  from: year,
  to: year.nullable(),
  current: z.boolean(),
  description: z.string(),
});
export type EducationEntry = z.infer<typeof educationEntry>;

export const ProfileSaved = defineEvent({
  type: 'ProfileSaved',
  version: 2,
  label: { id: 'Menyimpan profil', en: 'Saved the profile' },
  description:
    'A job seeker saved their career profile: a full snapshot (phone in E.164 or empty, location, about, skills, experience, education). v2: the skills they typed are sealed too.',
  schema: z.object({
    userId,
    phone: z.union([z.literal(''), z.string().regex(/^\+[1-9]\d{6,14}$/)]),
    location: z.string(),
    about: z.string(),
    skills: z.array(z.string().min(1)),
    experience: z.array(experienceEntry),
    education: z.array(educationEntry),
    savedAt: isoDate,
  }),
  pii: ['phone', 'location', 'about', 'skills', 'experience', 'education'],
  subject: (d) => d.userId,
  // v1 stored the skills in clear; the data is the same.
  upcasters: { 1: (d) => d },
});

export const NotificationPreferencesChanged = defineEvent({
  type: 'NotificationPreferencesChanged',
  version: 1,
  label: { id: 'Mengubah preferensi notifikasi', en: 'Changed notification preferences' },
  description: 'A user turned email and/or in-app notifications on or off.',
  schema: z.object({
    userId,
    emailNotifications: z.boolean(),
    inAppNotifications: z.boolean(),
    changedAt: isoDate,
  }),
});

/** Career profile and preferences events (issue 4). */
export const profileEvents = [ProfileSaved, NotificationPreferencesChanged] as const;
