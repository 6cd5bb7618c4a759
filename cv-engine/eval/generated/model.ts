/**
 * What a generated CV prints, independent of how it is drawn: the contact items with their
 * labels, and the sections in order with their entries. Every family draws this model its own
 * way (HTML or Word), so all of them print the same facts.
 */
import type { SectionKey } from '../../src/types.ts';
import { hashSeed, makeRng, type GeneratedCv, type Rng } from './truth.ts';

export interface Entry {
  /** Job title, degree + major, project or role name. */
  title: string;
  /** Employer, school or organisation; empty for a project. */
  org: string;
  location: string | null;
  dates: string | null;
  bullets: string[];
  /** A line under the header that is not a bullet ("IPK 3,57"). */
  note: string | null;
}

export type SectionBody =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'entries'; entries: Entry[] };

export interface ModelSection {
  key: SectionKey;
  heading: string;
  body: SectionBody;
}

export interface ContactItem {
  kind: 'phone' | 'email' | 'location' | 'linkedin';
  label: string | null;
  value: string;
}

/** The layout choices of one document, from its own seed (so they vary inside a family). */
export function layoutRng(cv: GeneratedCv, salt = 'layout'): Rng {
  return makeRng(hashSeed(`${cv.seed}:${salt}`));
}

export function contactItems(cv: GeneratedCv): ContactItem[] {
  const s = cv.style;
  const items: ContactItem[] = [];
  if (cv.phone) items.push({ kind: 'phone', label: s.phoneLabel, value: cv.phone });
  items.push({ kind: 'email', label: s.emailLabel, value: cv.email });
  items.push({ kind: 'location', label: s.locationLabel, value: cv.location });
  if (cv.linkedin) items.push({ kind: 'linkedin', label: s.linkedinLabel, value: cv.linkedin });
  return items;
}

export function contactText(c: ContactItem): string {
  return c.label ? `${c.label}: ${c.value}` : c.value;
}

function gpaNote(cv: GeneratedCv, gpa: string | null): string | null {
  if (!gpa) return null;
  return cv.lang === 'id' ? `IPK ${gpa.replace('.', ',')} / 4,00` : `GPA ${gpa}/4.00`;
}

export function educationTitle(s: GeneratedCv['education'][number]): string {
  return `${s.degree} ${s.major}`;
}

export interface ModelOptions {
  /** Section order: skills before experience (functional), education first (academic). */
  order?: 'standard' | 'skills-first' | 'education-first';
  /** Leave out sections the family prints elsewhere (a sidebar). */
  omit?: SectionKey[];
  /** Print skills as a list (bullets) rather than one comma line. */
  skillsAsList?: boolean;
}

export function sectionsOf(cv: GeneratedCv, opts: ModelOptions = {}): ModelSection[] {
  const h = cv.style.headings;
  const all: ModelSection[] = [];
  if (cv.summary)
    all.push({ key: 'summary', heading: h.summary!, body: { kind: 'text', text: cv.summary } });
  all.push({
    key: 'experience',
    heading: h.experience!,
    body: {
      kind: 'entries',
      entries: cv.experience.map((j) => ({
        title: j.title,
        org: j.organisation,
        location: j.location,
        dates: j.dates,
        bullets: j.bullets,
        note: null,
      })),
    },
  });
  all.push({
    key: 'education',
    heading: h.education!,
    body: {
      kind: 'entries',
      entries: cv.education.map((s) => ({
        title: educationTitle(s),
        org: s.institution,
        location: s.location,
        dates: s.dates,
        bullets: [],
        note: gpaNote(cv, s.gpa),
      })),
    },
  });
  all.push({
    key: 'skills',
    heading: h.skills!,
    body: opts.skillsAsList
      ? { kind: 'list', items: cv.skills }
      : { kind: 'text', text: cv.skills.join(', ') },
  });
  if (cv.certifications.length) {
    all.push({
      key: 'certifications',
      heading: h.certifications!,
      body: {
        kind: 'list',
        items: cv.certifications.map((c) => (c.dates ? `${c.name} (${c.dates})` : c.name)),
      },
    });
  }
  if (cv.languages.length) {
    all.push({
      key: 'languages',
      heading: h.languages!,
      body: { kind: 'list', items: cv.languages },
    });
  }
  if (cv.organizations.length) {
    all.push({
      key: 'organizations',
      heading: h.organizations!,
      body: {
        kind: 'entries',
        entries: cv.organizations.map((o) => {
          const [org, role] = o.name.split(' — ');
          return {
            title: role ?? o.name,
            org: org ?? '',
            location: null,
            dates: o.dates,
            bullets: o.details,
            note: null,
          };
        }),
      },
    });
  }
  if (cv.projects.length) {
    all.push({
      key: 'projects',
      heading: h.projects!,
      body: {
        kind: 'entries',
        entries: cv.projects.map((p) => ({
          title: p.name,
          org: '',
          location: null,
          dates: p.dates,
          bullets: p.details,
          note: null,
        })),
      },
    });
  }
  if (cv.publications.length) {
    all.push({
      key: 'publications',
      heading: h.publications!,
      body: { kind: 'list', items: cv.publications },
    });
  }
  const omit = new Set(opts.omit ?? []);
  const kept = all.filter((s) => !omit.has(s.key));
  const rank = (k: SectionKey): number => {
    if (opts.order === 'skills-first' && k === 'skills') return 0.5;
    if (opts.order === 'education-first' && k === 'education') return 0.5;
    return all.findIndex((s) => s.key === k) + 1;
  };
  return kept.sort((a, b) => rank(a.key) - rank(b.key));
}

export function sectionOf(
  cv: GeneratedCv,
  key: SectionKey,
  opts: ModelOptions = {},
): ModelSection | undefined {
  return sectionsOf(cv, opts).find((s) => s.key === key);
}

/** "Staf Akuntansi — PT Mitra, Jakarta" or "PT Mitra | Staf Akuntansi". */
export function entryHeader(e: Entry, orgFirst: boolean, sep = ' — '): string {
  const org = [e.org, e.location].filter(Boolean).join(', ');
  if (!org) return e.title;
  return orgFirst ? `${org}${sep}${e.title}` : `${e.title}${sep}${org}`;
}
