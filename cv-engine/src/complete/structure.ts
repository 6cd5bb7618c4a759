import { z } from 'zod';
import {
  SECTION_KEYS,
  type EducationEntry,
  type ExperienceEntry,
  type ParsedCv,
  type SectionKey,
} from '../types.ts';

/**
 * The structure the engine read, as the user sees and corrects it (GET/PUT
 * /api/cvs/{id}/structure): contact, summary, and each section with its entries (title,
 * organisation, place, dates, bullets) or its items. A correction replaces what was read; the
 * revision is rebuilt from it.
 */
const MAX = { line: 300, summary: 2000, sections: 16, entries: 30, bullets: 30, items: 60 };

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} harus berupa teks.` })
    .max(max, { error: `${label} terlalu panjang (maksimal ${max} karakter).` })
    .transform((s) => s.replace(/\s+/gu, ' ').trim());
const optionalText = (max: number, label: string) => text(max, label).nullable();
const date = z
  .string({ error: 'Tanggal harus berupa teks.' })
  .regex(/^\d{4}(-\d{2})?$/u, { error: 'Tanggal harus berbentuk TTTT atau TTTT-BB.' })
  .nullable();

export const cvStructureEntrySchema = z.object(
  {
    title: text(MAX.line, 'Judul'),
    organisation: text(MAX.line, 'Organisasi'),
    location: text(MAX.line, 'Lokasi'),
    start: date,
    end: date,
    current: z.boolean({ error: 'Status "masih berlangsung" harus true atau false.' }),
    bullets: z
      .array(text(MAX.line, 'Poin'), { error: 'Poin harus berupa daftar.' })
      .max(MAX.bullets, { error: `Paling banyak ${MAX.bullets} poin per entri.` }),
  },
  { error: 'Entri harus berupa objek.' },
);

export const cvStructureSchema = z.object(
  {
    contact: z.object(
      {
        name: optionalText(120, 'Nama'),
        email: optionalText(254, 'Email'),
        phone: optionalText(40, 'Nomor telepon'),
        location: optionalText(120, 'Lokasi'),
        linkedin: optionalText(200, 'LinkedIn'),
        website: optionalText(200, 'Situs web'),
      },
      { error: 'Kontak harus berupa objek.' },
    ),
    summary: optionalText(MAX.summary, 'Ringkasan'),
    sections: z
      .array(
        z.object(
          {
            key: z.enum(SECTION_KEYS, { error: 'Jenis bagian tidak dikenal.' }),
            title: text(MAX.line, 'Judul bagian'),
            entries: z
              .array(cvStructureEntrySchema, { error: 'Entri harus berupa daftar.' })
              .max(MAX.entries, { error: `Paling banyak ${MAX.entries} entri per bagian.` }),
            items: z
              .array(text(MAX.line, 'Isi'), { error: 'Isi bagian harus berupa daftar.' })
              .max(MAX.items, { error: `Paling banyak ${MAX.items} isi per bagian.` }),
          },
          { error: 'Bagian harus berupa objek.' },
        ),
        { error: 'Bagian CV harus berupa daftar.' },
      )
      .max(MAX.sections, { error: `Paling banyak ${MAX.sections} bagian.` }),
  },
  { error: 'Struktur CV harus berupa objek.' },
);

export type CvStructure = z.output<typeof cvStructureSchema>;
export type CvStructureEntry = CvStructure['sections'][number]['entries'][number];

/** The first problem of a structure, worded with the field's path ("sections[1].entries[0].title: …"). */
export function parseStructure(
  input: unknown,
): { ok: true; value: CvStructure } | { ok: false; message: string; field: string } {
  const r = cvStructureSchema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0]!;
  const field = issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
  return { ok: false, field, message: field ? `${field}: ${issue.message}` : issue.message };
}

const LIST_KEYS = [
  'skills',
  'languages',
  'certifications',
  'organizations',
  'projects',
  'awards',
] as const;
type ListKey = (typeof LIST_KEYS)[number];
const isList = (k: SectionKey): k is ListKey => (LIST_KEYS as readonly string[]).includes(k);

/** The structure as read: what the editor opens with. */
export function structureOf(parsed: ParsedCv): CvStructure {
  const headingOf = (key: SectionKey) =>
    parsed.sectionBlocks.find((b) => b.key === key)?.heading ?? key;
  const sections: CvStructure['sections'] = [];
  for (const key of parsed.sections) {
    if (key === 'summary') continue;
    if (key === 'experience') {
      sections.push({
        key,
        title: headingOf(key),
        entries: parsed.experience.map((e) => ({
          title: e.title,
          organisation: e.company,
          location: '',
          start: e.start,
          end: e.end,
          current: e.current,
          bullets: [...e.bullets],
        })),
        items: [],
      });
    } else if (key === 'education') {
      sections.push({
        key,
        title: headingOf(key),
        entries: parsed.education.map((e) => ({
          title: [e.degree, e.field].filter(Boolean).join(' ').trim(),
          organisation: e.institution,
          location: '',
          start: e.start,
          end: e.end,
          current: e.current ?? false,
          bullets: e.gpa ? [`IPK ${e.gpa}`] : [],
        })),
        items: [],
      });
    } else if (isList(key)) {
      sections.push({ key, title: headingOf(key), entries: [], items: [...parsed[key]] });
    } else {
      const lines = parsed.sectionBlocks.filter((b) => b.key === key).flatMap((b) => b.lines);
      sections.push({
        key,
        title: headingOf(key),
        entries: [],
        items: lines.map((l) => l.trim()).filter(Boolean),
      });
    }
  }
  return {
    contact: { ...parsed.contact },
    summary: parsed.summaryText,
    sections,
  };
}

/**
 * The parsed CV as the user corrected it: their structure replaces what was read (contact,
 * summary, entries, lists); what was kept "as printed" goes, since the user's structure is now
 * the source. Language, industry and the reading report stay.
 */
export function parsedFromStructure(parsed: ParsedCv, s: CvStructure): ParsedCv {
  const byKey = (key: SectionKey) => s.sections.filter((x) => x.key === key);
  const experience: ExperienceEntry[] = byKey('experience').flatMap((x) =>
    x.entries.map((e) => ({
      title: e.title,
      // The writer prints a place with the organisation ("PT Maju, Medan"): it is kept.
      company: [e.organisation, e.location].filter(Boolean).join(', '),
      start: e.start,
      end: e.current ? null : e.end,
      current: e.current,
      bullets: e.bullets.filter(Boolean),
    })),
  );
  const education: EducationEntry[] = byKey('education').flatMap((x) =>
    x.entries.map((e) => {
      const gpa = e.bullets.map((b) => /^(?:IPK|GPA)\s*:?\s*(\S+)/iu.exec(b)?.[1]).find(Boolean);
      return {
        institution: [e.organisation, e.location].filter(Boolean).join(', '),
        degree: e.title,
        field: '',
        gpa: gpa ?? null,
        start: e.start,
        end: e.current ? null : e.end,
        current: e.current,
      };
    }),
  );
  const list = (key: ListKey) => byKey(key).flatMap((x) => x.items.filter(Boolean));
  const keys = [...new Set(s.sections.map((x) => x.key))];
  if (s.summary && !keys.includes('summary')) keys.unshift('summary');
  const blocks = s.sections
    .filter((x) => !isList(x.key) && x.key !== 'experience' && x.key !== 'education')
    .map((x) => ({ key: x.key, heading: x.title, lines: x.items }));
  return {
    ...parsed,
    contact: { ...s.contact },
    summaryText: s.summary || null,
    sections: keys,
    sectionBlocks: blocks,
    experience,
    education,
    skills: list('skills'),
    languages: list('languages'),
    certifications: list('certifications'),
    organizations: list('organizations'),
    projects: list('projects'),
    awards: list('awards'),
    verbatim: undefined,
  };
}
