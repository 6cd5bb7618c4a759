/**
 * Labelled values: "Alamat: Jl. Kenanga 12, Medan", "Nama : Budi Santoso", "No. HP: 0812…",
 * several on one contact line ("Telepon: 0812…, Email: a@b.id, Alamat: Bekasi") or a label on a
 * line of its own with its value below (a table's label cell: "Nama" / ": Budi Santoso").
 */
import { detectHeading } from '../../segment/sections.ts';
import { BLOCK_HEADINGS, FIELD_LABELS, type LabelKind } from '../contact-lexicon.ts';

/** Lower case, punctuation dropped, single spaces: "No. HP:" → "no hp", "E-mail" → "e mail". */
export function normaliseLabel(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const KIND = new Map<string, LabelKind>();
for (const [kind, phrases] of Object.entries(FIELD_LABELS) as [LabelKind, readonly string[]][]) {
  for (const p of phrases) KIND.set(p, kind);
}
const HEADINGS = new Set(BLOCK_HEADINGS.map(normaliseLabel));

/** The kind of value a label announces, when the text is a label ("No. HP", "Alamat:"). */
export function labelKind(text: string): LabelKind | null {
  if (text.length > 40) return null;
  return KIND.get(normaliseLabel(text)) ?? null;
}

/** A heading of a personal-data or contact block, or a document title ("Curriculum Vitae"). */
export function isBlockHeading(text: string): boolean {
  if (text.length > 40) return false;
  return HEADINGS.has(normaliseLabel(text));
}

/** A field label or a block heading: words that name a value, never a value themselves. */
export function isLabel(text: string): boolean {
  if (text.length > 40) return false;
  const n = normaliseLabel(text);
  return n !== '' && (KIND.has(n) || HEADINGS.has(n));
}

/** Labels are at most this many words long ("place of birth date" has four). */
const MAX_LABEL_WORDS = Math.max(...[...KIND.keys()].map((k) => k.split(' ').length));

interface LabelAt {
  kind: LabelKind;
  label: string;
  /** Where the label starts, and where its value starts (after the colon). */
  start: number;
  valueStart: number;
}

/**
 * The labels of a line: each colon, and the last words before it when they are a label
 * ("… 0812, E-mail: …" → "E-mail"). A label starts the line or follows a space or a separator,
 * never inside a word or an address ("budi@mail:").
 */
function labelsIn(line: string): LabelAt[] {
  const out: LabelAt[] = [];
  let from = 0;
  for (const m of line.matchAll(/[:：]/gu)) {
    const before = line.slice(from, m.index);
    // Word starts in the text before the colon, the last few of them.
    const starts = [...before.matchAll(/(?:^|[\s,;|•·/(])([^\s,;|•·/(])/gu)]
      .map((w) => w.index + w[0].length - w[1]!.length)
      .slice(-MAX_LABEL_WORDS);
    for (const at of starts) {
      const label = before
        .slice(at)
        .replace(/\.\s*$/u, '')
        .trim();
      const kind = labelKind(label);
      if (kind && !/[@]/u.test(label)) {
        out.push({ kind, label, start: from + at, valueStart: m.index + 1 });
        from = m.index + 1;
        break;
      }
    }
  }
  return out;
}

/** What ends a value on a contact line: a bar, a bullet, a dash or slash between spaces, a tab. */
const VALUE_END = /\s*(?:\||•|·|◦|▪|⋄|\s[—–]\s|\s\/\s|\t|\s{3,})/u;

export interface LabelledValue {
  kind: LabelKind;
  /** The label as printed, without its colon. */
  label: string;
  value: string;
  /** Index of the line the value is read from. */
  line: number;
}

/** The labelled values of some lines, in reading order. */
export function labelledValues(lines: readonly string[]): LabelledValue[] {
  const out: LabelledValue[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const labels = line.includes(':') || line.includes('：') ? labelsIn(line) : [];
    if (labels.length > 0) {
      for (const [k, l] of labels.entries()) {
        const end = labels[k + 1]?.start ?? line.length;
        let value = line.slice(l.valueStart, end);
        const stop = VALUE_END.exec(value);
        if (stop) value = value.slice(0, stop.index);
        // A trailing comma stays: an address broken there goes on below.
        value = value.replace(/^[\s:：]+|[\s;|•·]+$/gu, '').replace(/,\s*,$/u, ',');
        if (value) out.push({ kind: l.kind, label: l.label, value, line: i });
      }
      continue;
    }
    // A label on its own line, its value on the next ("Alamat" / "Bandung, Jawa Barat", or a
    // table row read cell by cell: "Nama" / ": Budi Santoso").
    const kind = labelKind(line.replace(/[:：]\s*$/u, ''));
    if (!kind) continue;
    const next = lines[i + 1]?.trim() ?? '';
    const value = next.replace(/^[:：]\s*/u, '').trim();
    if (!value || isLabel(value) || labelKind(value.split(/[:：]/u)[0]!)) continue;
    if (!next.startsWith(':') && detectHeading(value, true)) continue;
    out.push({ kind, label: line.replace(/[:：]\s*$/u, ''), value, line: i + 1 });
  }
  return out;
}

/** A label and its colon at the start of a field ("TTL: …"), or null. */
export function leadingLabel(field: string): LabelKind | null {
  const m = /^\s*([^:：]{1,30}?)\.?\s*[:：]/u.exec(field);
  return m ? labelKind(m[1]!) : null;
}

/** A field without a label and colon left at its end ("Makassar, Sulawesi, LinkedIn:"). */
export function withoutTrailingLabel(field: string): string {
  const m = /[,;]?\s*([^,;:：]{1,30}?)\.?\s*[:：]\s*$/u.exec(field);
  return m && labelKind(m[1]!) ? field.slice(0, m.index) : field;
}
