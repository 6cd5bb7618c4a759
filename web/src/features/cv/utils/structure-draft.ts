import type { CvStructure } from '../api/lengkapi.ts';

/*
 * The structure editor's draft (`components/structure-editor.tsx`): the CV structure the engine
 * read, as the form edits it — every text a string, lists one line each — and back.
 */

export const CONTACT_ORDER = ['name', 'email', 'phone', 'location', 'linkedin', 'website'];
export const ENTRY_TEXT = ['title', 'organisation', 'location', 'start', 'end'] as const;

/** The editor's copy: every text a string, lists as one line each. */
export interface Draft {
  contact: Record<string, string>;
  summary: string;
  sections: {
    key: string;
    title: string;
    items: string | null;
    entries: (Record<(typeof ENTRY_TEXT)[number], string> & {
      current: boolean;
      bullets: string;
    })[];
  }[];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function toDraft(s: CvStructure): Draft {
  const contact: Record<string, string> = {};
  for (const [k, v] of Object.entries(s.contact ?? {})) {
    if (typeof v === 'string' || v === null) contact[k] = v ?? '';
  }
  return {
    contact,
    summary: s.summary ?? '',
    sections: s.sections.map((section) => ({
      key: section.key,
      title: section.title ?? '',
      items: Array.isArray(section.items) ? section.items.join('\n') : null,
      entries: section.entries.map((e) => ({
        title: e.title ?? '',
        organisation: e.organisation ?? '',
        location: e.location ?? '',
        start: e.start ?? '',
        end: e.end ?? '',
        current: Boolean(e.current),
        bullets: (e.bullets ?? []).join('\n'),
      })),
    })),
  };
}

/** The draft in the contract's shape; the contact's other fields (lists, links) as read. */
export function fromDraft(draft: Draft, read: CvStructure): CvStructure {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    contact: {
      ...read.contact,
      ...Object.fromEntries(Object.entries(draft.contact).map(([k, v]) => [k, orNull(v)])),
    },
    summary: draft.summary.trim(),
    sections: draft.sections.map((section, i) => ({
      key: section.key,
      title: section.title.trim(),
      entries: section.entries.map((e) => ({
        title: orNull(e.title),
        organisation: orNull(e.organisation),
        location: orNull(e.location),
        start: orNull(e.start),
        end: e.current ? null : orNull(e.end),
        current: e.current,
        bullets: lines(e.bullets),
      })),
      items: section.items === null ? (read.sections[i]?.items ?? []) : lines(section.items),
    })),
  };
}

/** Every field path the editor shows (`contact.email`, `sections.0.entries.1.start`, …). */
export function fieldPaths(draft: Draft): Set<string> {
  const paths = new Set(['summary', ...Object.keys(draft.contact).map((k) => `contact.${k}`)]);
  draft.sections.forEach((section, i) => {
    paths.add(`sections.${i}.title`);
    if (section.items !== null) paths.add(`sections.${i}.items`);
    section.entries.forEach((_, j) => {
      for (const name of [...ENTRY_TEXT, 'current', 'bullets']) {
        paths.add(`sections.${i}.entries.${j}.${name}`);
      }
    });
  });
  return paths;
}

export type DraftSection = Draft['sections'][number];
