import type { Education, Experience, Profile, SaveProfileRequest } from '@karier/api-types';
import type { CvStructure, CvStructureEntry, RevisionScore } from '../api/lengkapi.ts';

/**
 * Before → after → potential of a revision: `before` is the original's when the answer has
 * none, `after` null when the revision was not measured, `potential` null unless given.
 */
export function scoreView(
  score: RevisionScore,
  originalScore: number,
  potential: number | null = null,
): { before: number; after: number | null; potential: number | null } {
  if (score === null || typeof score === 'number') {
    return { before: originalScore, after: score, potential };
  }
  return {
    before: score.before ?? originalScore,
    after: score.after,
    potential: score.potential ?? potential,
  };
}

/** The first four-digit year (1950–2099) in a date as the CV wrote it: "Mar 2021" → 2021. */
export function yearOf(date: string | null | undefined): number | null {
  const m = /\b(19[5-9]\d|20\d\d)\b/.exec(date ?? '');
  return m ? Number(m[1]) : null;
}

/** A section of work experience or of education, by its key or its title. */
export function sectionKind(section: {
  key: string;
  title: string;
}): 'experience' | 'education' | null {
  const name = `${section.key} ${section.title}`.toLowerCase();
  if (/experience|pengalaman|work|kerja|organi[sz]ation|organisasi|internship|magang/.test(name)) {
    return 'experience';
  }
  if (/education|pendidikan/.test(name)) return 'education';
  return null;
}

const clean = (s: string | null | undefined) => (s ?? '').trim();
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function asExperience(entry: CvStructureEntry, from: number): Omit<Experience, 'id'> {
  const to = entry.current ? null : yearOf(entry.end);
  return {
    title: clean(entry.title),
    company: clean(entry.organisation),
    from,
    to: to !== null && to >= from ? to : null,
    current: entry.current,
    description: entry.bullets
      .map((b) => b.trim())
      .filter(Boolean)
      .join('\n'),
  };
}

function asEducation(entry: CvStructureEntry, from: number): Omit<Education, 'id'> {
  const to = entry.current ? null : yearOf(entry.end);
  return {
    school: clean(entry.organisation) || clean(entry.title),
    degree: clean(entry.organisation) ? clean(entry.title) : '',
    fieldofstudy: '',
    from,
    to: to !== null && to >= from ? to : null,
    current: entry.current,
    description: entry.bullets
      .map((b) => b.trim())
      .filter(Boolean)
      .join('\n'),
  };
}

/**
 * "Simpan ke profil": the profile with the corrected CV's work and education entries added.
 * An entry the profile has already (same title and organisation, same start year) is not added
 * twice; one without a start year or a name cannot be a profile entry and is counted as skipped.
 */
export function profileWithEntries(
  profile: Profile,
  structure: CvStructure,
): { request: SaveProfileRequest; added: number; skipped: number } {
  const experience: SaveProfileRequest['experience'] = [...profile.experience];
  const education: SaveProfileRequest['education'] = [...profile.education];
  let added = 0;
  let skipped = 0;
  for (const section of structure.sections) {
    const kind = sectionKind(section);
    if (!kind) continue;
    for (const entry of section.entries) {
      const from = yearOf(entry.start);
      if (from === null) {
        skipped++;
        continue;
      }
      if (kind === 'experience') {
        const next = asExperience(entry, from);
        if (!next.title || !next.company) {
          skipped++;
          continue;
        }
        const known = profile.experience.some(
          (e) =>
            sameText(e.title, next.title) && sameText(e.company, next.company) && e.from === from,
        );
        if (!known) {
          experience.push(next);
          added++;
        }
      } else {
        const next = asEducation(entry, from);
        if (!next.school) {
          skipped++;
          continue;
        }
        const known = profile.education.some(
          (e) => sameText(e.school, next.school) && e.from === from,
        );
        if (!known) {
          education.push(next);
          added++;
        }
      }
    }
  }
  return {
    request: {
      phone: profile.phone,
      location: profile.location,
      about: profile.about,
      skills: profile.skills,
      experience,
      education,
      expectedVersion: profile.version,
    },
    added,
    skipped,
  };
}
