/**
 * The words of first-person headings, as personal and informal CVs word them ("Where I've
 * Worked", "Languages I Speak", "Tempat Saya Bekerja", "Bahasa yang Saya Kuasai"): data for
 * `firstPersonHeading` in heading-grammar.ts.
 */
import type { SectionKey } from '../types.ts';
import { commaList } from '../lexicon/list.ts';

/** Verbs of a first-person heading, by the section they name (heading-grammar.ts). */
const FIRST_PERSON_VERBS: Partial<Record<SectionKey, string>> = {
  experience: 'worked, work, interned, bekerja, berkarier, berkarir, magang',
  education:
    'studied, study, learned, learnt, went to school, belajar, kuliah, bersekolah, sekolah',
  projects: `built, build, made, make, created, create, shipped, launched,
    buat, membuat, bangun, membangun, kerjakan, hasilkan, ciptakan`,
  skills: 'do best, know, can do, excel at, kuasai',
  organizations: 'volunteered, volunteer, give back, gave back',
};

/**
 * The words of a first-person heading ("Where I've Worked", "Languages I Speak", "Tempat Saya
 * Bekerja", "Bahasa yang Saya Kuasai"), read by `firstPersonHeading` in heading-grammar.ts:
 * the pronoun; the relative word and the auxiliaries it passes over; the words before it that
 * name no section (so the verb does); the verbs.
 */
export const FIRST_PERSON = {
  pronouns: new Set(commaList('i, ive, saya, aku')),
  relatives: new Set(commaList('that, which, yang')),
  auxiliaries: new Set(commaList('have, had, pernah, telah, sudah')),
  empty: new Set(commaList('where, what, things, stuff, places, tempat, hal, apa')),
  verbs: new Map<string, SectionKey>(
    (Object.entries(FIRST_PERSON_VERBS) as [SectionKey, string][]).flatMap(([key, list]) =>
      commaList(list).map((v) => [v, key] as [string, SectionKey]),
    ),
  ),
};
