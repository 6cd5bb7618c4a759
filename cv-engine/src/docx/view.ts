/**
 * The revised CV as printable strings (CvView) and its parts: the types the writer (content.ts),
 * the readable-structure rules (readable.ts) and both renderers share.
 */
import type { Lang } from '../types.ts';

export interface SkillGroup {
  label: string;
  skills: string[];
}

export type HeadingKey =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'languages'
  | 'organizations'
  | 'projects'
  | 'awards'
  | 'contact';

export interface ContactItem {
  kind: 'email' | 'phone' | 'location' | 'linkedin' | 'website';
  text: string;
  /** Link target for email and web addresses. */
  href?: string;
}

export interface ExperienceView {
  title: string;
  company: string;
  dates: string;
  bullets: string[];
  /** Lines printed after the bullets ("• " marks a bullet). */
  notes: string[];
}

export interface EducationView {
  institution: string;
  /** 'S1 Teknik Informatika' — degree and field joined. */
  degree: string;
  gpa: string;
  dates: string;
  notes: string[];
}

/**
 * The CV reduced to printable strings: empty entries and sections dropped, whitespace
 * normalised, dates formatted. Both renderers draw from this.
 */
export interface CvView {
  lang: Lang;
  name: string;
  headline: string;
  /** List items are bullets only when they start with "• " (else: every item is a bullet). */
  asPrinted: boolean;
  contact: ContactItem[];
  summary: string;
  experience: ExperienceView[];
  education: EducationView[];
  skills: SkillGroup[];
  languages: string[];
  certifications: string[];
  organizations: string[];
  projects: string[];
  awards: string[];
  extra: { heading: string; items: string[] }[];
  /**
   * The header's rows printed apart from the headline (the first of `extra` when any): personal
   * data ("Nama: …") and the lines under the name that did not fit the headline.
   */
  headerRows: string[];
  /** Headings that replace the standard ones (the experience section's own, when joined). */
  headings: Partial<Record<HeadingKey, string>>;
  /**
   * What the writer had to mend to keep to the readable-structure rules (readable.ts):
   * paragraphs that ran several dated entries together, printed as pieces. Empty when the
   * content came in readable.
   */
  repairs: string[];
}

/** Items printed on one line, comma-separated, without the bullet marks of a list. */
export function inlineList(items: readonly string[]): string {
  return items.map((i) => i.replace(/^[•●▪◦]\s*/u, '')).join(', ');
}
