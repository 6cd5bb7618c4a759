/**
 * The CV engine's shared contract: extraction → parsing → analysis → revised CV.
 * Every part of the engine codes against these types; the API returns them as JSON.
 */

export type Lang = 'id' | 'en';
export type Locale = 'id' | 'en';

export const TEMPLATES = ['modern', 'classic', 'creative'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

/** Canonical section keys, in the order a well-built CV usually has them. */
export const SECTION_KEYS = [
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'languages',
  'organizations',
  'projects',
  'awards',
  'publications',
  'references',
  'interests',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const INDUSTRIES = [
  'software/IT',
  'finance/accounting',
  'marketing/sales',
  'design/creative',
  'healthcare',
  'education',
  'engineering/manufacturing',
  'hospitality/tourism',
  'administration/HR',
  'logistics',
  'research/academia',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** What extraction hands to the analyser: plain text in reading order, one line per line. */
export interface ExtractedDocument {
  format: 'pdf' | 'docx';
  pages: number;
  /** Reading-order text: columns not interleaved, headers/footers/page numbers dropped,
   * hyphenation joined, bullets normalised to "• ". Lines separated by "\n", blocks by "\n\n". */
  text: string;
  /** Number of columns detected per page (1 or 2). */
  columns: number[];
  /** True when the text came from OCR instead of a text layer. */
  ocr: boolean;
  /**
   * What the page says about each line beyond its words, read from geometry and styles by the
   * layout stage: hints[i] describes line i of text.split('\n') (null for a blank line). Absent
   * for OCR and for callers that have text only; the analyser then reads the words alone.
   */
  hints?: (LineHint | null)[];
}

/**
 * One line's layout (issue 27): the analyser's evidence beyond the words. A PDF's come from
 * pdf.js positions and fonts; a DOCX's from its paragraphs, styles, runs and table cells.
 */
export interface LineHint {
  /** Font size over the document's body text size (1 = body; a name is usually ≥ 1.4). */
  size: number;
  /** Set in bold (or a heavier weight than the body). */
  bold: boolean;
  /**
   * The layout reads a heading here: alone on its line and set apart by size, weight, capitals,
   * letter-spacing, a rule, a heading style, or a label cell of a table.
   */
  heading: boolean;
  /** The main flow, a side column (sidebar), or a narrow label column or cell beside content. */
  region: 'main' | 'side' | 'label';
}

export interface Contact {
  name: string | null;
  email: string | null;
  /** E.164, e.g. +6281234567890 */
  phone: string | null;
  location: string | null;
  linkedin: string | null;
  website: string | null;
}

/** Dates are 'YYYY-MM' when the month is known, else 'YYYY'; null when absent. */
export interface ExperienceEntry {
  title: string;
  company: string;
  start: string | null;
  end: string | null;
  current: boolean;
  bullets: string[];
}

export interface EducationEntry {
  institution: string;
  degree: string;
  field: string;
  gpa: string | null;
  start: string | null;
  end: string | null;
  /** Still studying ("Juni 2023 – Sekarang"); absent in analyses stored before it existed. */
  current?: boolean;
}

export interface Section {
  key: SectionKey;
  /** The heading as printed. */
  heading: string;
  /** Lines under the heading (until the next heading). */
  lines: string[];
}

/**
 * What no parsed field holds, kept as printed so the revised CV can print it (lossless parse).
 */
export interface VerbatimContent {
  /** Header lines that are not the name, a contact detail or the summary (e.g. a headline). */
  header: string[];
  /** Per experience / education entry (same index): its lines no field holds. */
  experienceNotes: string[][];
  educationNotes: string[][];
  /** The skills section(s) as printed: labelled groups ("Tools: …"), then the rest. */
  skillGroups: { label: string; skills: string[] }[];
  /** Every other section as printed, item by item (wrapped lines joined). */
  sections: { key: SectionKey | null; heading: string; items: string[] }[];
  /** Non-empty lines of the text, and those accounted for (heading, header, a section). */
  coverage: { lines: number; accounted: number };
  /** The phone number as the CV prints it ("(909) 555-5555"); the revision prints it so. */
  phone?: string;
  /** The name with the academic titles the CV prints around it ("Agus Hidayat, S.E."). */
  printedName?: string;
}

/** Everything the parser reads out of the text. */
export interface ParsedCv {
  language: Lang;
  industry: Industry;
  contact: Contact;
  /** Canonical keys found, in document order, no duplicates. */
  sections: SectionKey[];
  sectionBlocks: Section[];
  /** Headings that map to no canonical key (e.g. "Data Keluarga"). */
  otherHeadings: string[];
  /** The summary/profile paragraph as printed, if any. */
  summaryText: string | null;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  /** Canonical skill names from the lexicon (display form), in order of appearance. */
  skills: string[];
  languages: string[];
  certifications: string[];
  organizations: string[];
  projects: string[];
  awards: string[];
  wordCount: number;
  /** Absent in parses stored before the lossless parse existed. */
  verbatim?: VerbatimContent;
  /** The parse's doubts about its own reading; absent in parses stored before it existed. */
  reading?: ReadingReport;
}

/** A part of the CV the reading may doubt (the results page names it to the user). */
export const READING_PARTS = [
  'name',
  'contact',
  'experience',
  'education',
  'skills',
  'sections',
] as const;
export type ReadingPart = (typeof READING_PARTS)[number];

export const READING_DOUBT_CODES = [
  /** Date ranges in the part that made no entry. */
  'dates_without_entry',
  /** An entry with no dates among dated ones (one entry read as two). */
  'entry_without_dates',
  /** A dated entry of nothing: no title nor employer, no school nor degree (a wrapped row). */
  'entry_without_header',
  /** The CV's own email or phone inside its entries: a side column read into them. */
  'contact_in_entries',
  /** A heading-like line (known heading words, or a heading by the layout) that opened nothing. */
  'heading_without_section',
  /** Two or more headings with nothing under them: headings read apart from their content. */
  'heading_without_content',
  /** Many lines kept only as "other content". */
  'unplaced_lines',
  'no_name',
  /** The "name" is a heading, a label or a sentence. */
  'name_is_label',
  /** The name was read outside the CV's header. */
  'name_outside_header',
  /**
   * The writer had to mend the revision's structure (docx/readable.ts): dated entries read into
   * one paragraph, or a headline too long: the reading did not understand those lines.
   */
  'revision_mended',
] as const;
export type ReadingDoubtCode = (typeof READING_DOUBT_CODES)[number];

export interface ReadingDoubt {
  part: ReadingPart;
  code: ReadingDoubtCode;
  /** How many dates, lines or headings, when the doubt counts something. */
  count?: number;
}

/**
 * Whether the engine understood the CV's structure (issue 27): `understood` is false when the
 * parse disagrees with itself; such a CV is reviewed by its owner before a revision is sold.
 */
export interface ReadingReport {
  understood: boolean;
  doubts: ReadingDoubt[];
}

export interface SubScore {
  score: number;
  max: number;
  label: string;
}

export const SUB_SCORE_KEYS = [
  'completeness',
  'impact',
  'ats',
  'skills',
  'structure',
  'language',
] as const;
export type SubScoreKey = (typeof SUB_SCORE_KEYS)[number];

/**
 * A strength or a recommendation, as data: `code` selects the message, `params` fill it
 * (role, company, period, counts …), `impact` orders them (points the score would gain).
 * Rendered to Indonesian or English by the analyser's message catalogue.
 */
export interface Finding {
  code: string;
  impact: number;
  params: Record<string, string | number>;
}

export interface JobMatch {
  score: number;
  matched: string[];
  missing: string[];
}

/** The analysis the API returns (strengths/recommendations rendered for one locale). */
export interface Analysis {
  score: number;
  subScores: Record<SubScoreKey, SubScore>;
  strengths: string[];
  recommendations: string[];
  summary: string;
  language: Lang;
  industry: Industry;
  contact: Contact;
  sections: SectionKey[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: string[];
  languages: string[];
  certifications: string[];
  jobMatch?: JobMatch;
  /** Issue 27: the reading's doubts worded for the UI; absent for analyses stored before it. */
  reading?: {
    understood: boolean;
    doubts: (ReadingDoubt & { label: string; message: string })[];
    /** Set by the query side: the owner confirmed the reading. */
    confirmed?: boolean;
  };
}
