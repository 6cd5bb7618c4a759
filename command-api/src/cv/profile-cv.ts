import { badRequest, profileStreamId, type EventStore } from '@karier/events';
import {
  buildRevisedCv,
  type Locale,
  type RevisedCvInput,
  type TemplateName,
} from '@karier/cv-engine';
import { profiles } from '../aggregates.ts';

export const EMPTY_PROFILE =
  'Profil karier Anda masih kosong. Isi pengalaman, pendidikan, atau keahlian di halaman Profil terlebih dahulu, lalu buat CV dari profil.';

const lines = (text: string) =>
  text
    .split(/\r?\n/u)
    .map((l) => l.replace(/^\s*[•\-*]\s*/u, '').trim())
    .filter(Boolean);

/**
 * Issue 28, "Buat CV dari profil": the career profile (experience, education, skills, about)
 * and the account's name and email printed as a plain DOCX — every field as the user typed it,
 * nothing added — which the route then reads, analyses and revises like an upload. A profile
 * with no experience, education or skills is a 400.
 */
export async function profileCvFile(
  deps: { store: EventStore },
  input: { userId: string; name: string; email: string; template: TemplateName; locale: Locale },
): Promise<{ buffer: Buffer; originalname: string }> {
  const { state } = await profiles.load(deps.store, profileStreamId(input.userId));
  const p = state.profile;
  if (!p || (p.experience.length === 0 && p.education.length === 0 && p.skills.length === 0)) {
    throw badRequest(EMPTY_PROFILE, { field: 'profile' });
  }
  const year = (y: number | null) => (y === null ? null : String(y));
  const content: RevisedCvInput = {
    language: input.locale,
    contact: {
      name: input.name,
      email: input.email,
      phone: p.phone || null,
      location: p.location || null,
      linkedin: null,
      website: null,
    },
    summary: p.about.trim(),
    experience: p.experience.map((e) => ({
      title: e.title,
      company: e.company,
      start: year(e.from),
      end: e.current ? null : year(e.to),
      current: e.current,
      bullets: lines(e.description),
    })),
    education: p.education.map((e) => ({
      institution: e.school,
      degree: e.degree,
      field: e.fieldofstudy,
      gpa: null,
      start: year(e.from),
      end: e.current ? null : year(e.to),
      current: e.current,
    })),
    skills: p.skills,
    languages: [],
    certifications: [],
    organizations: [],
    projects: [],
    awards: [],
  };
  const buffer = await buildRevisedCv(content, input.template);
  return { buffer, originalname: 'CV dari profil.docx' };
}
