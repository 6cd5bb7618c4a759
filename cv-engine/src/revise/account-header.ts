/**
 * The CV's header as printed: the lines above the first section that the name, the contact
 * fields and the intro summary do not hold (a headline such as "Senior Desainer Grafis", an
 * address part), and the phone number as printed.
 */
import type { Contact } from '../types.ts';
import { splitTitles } from '../fields/contact/name.ts';
import { leftover, streamOf, words } from './account-leftover.ts';
import { escapeRegExp } from '../lexicon/list.ts';
import { isBlockHeading, labelKind } from '../fields/contact/labels.ts';
import { isLabelRow } from '../docx/readable.ts';

/** Furniture: page numbers and running labels a revision does not reprint. */
const FURNITURE =
  /^(?:page \d+(?: of \d+)?|halaman \d+(?: dari \d+)?|\d+\s*\/\s*\d+|curriculum vitae|cv|resume|résumé|(?:daftar )?riwayat hidup)$/iu;

/**
 * The header without the headings of its blocks ("Contact Details", "Informasi Kontak" over
 * contact rows whose values the contact line prints): a heading stays only as the title of the
 * label rows right under it ("Identitas Diri" over "Tempat/Tanggal Lahir: …"), which the writer
 * prints as a block of their own under that title.
 */
function withoutBlockHeadings(header: string[]): string[] {
  return header.filter(
    (line, i) =>
      !isBlockHeading(line.trim().replace(/\s*[:：]$/u, '')) || isLabelRow(header[i + 1] ?? ''),
  );
}

/** Where a contact value was taken out of a header line (the line is cleaned after). */
const TAKEN = '\u0000';

/**
 * A label of one to three words and its colon, right before a value taken out ("Mob.: ",
 * "Nomor WhatsApp: "), where a field starts: at the line's start or after a separator.
 */
const LABEL_OF_TAKEN = new RegExp(
  `(?<=^|[|•·,;:${TAKEN}]\\s*)(?:[\\p{L}][\\p{L}./&'-]*\\s+){0,2}[\\p{L}][\\p{L}./&'-]*\\s*[:：]\\s*${TAKEN}`,
  'gu',
);

/** The contact labels a header line prints beside the values the contact line holds. */
const CONTACT_LABELS = new Set(['phone', 'email', 'address', 'linkedin', 'website']);

/**
 * A header line with its contact values taken out, their labels with them: the label before a
 * value ("Nomor WhatsApp: 0812…", "E: budi@…", whatever words name it) and a contact label left
 * alone between separators ("… · LinkedIn" / "profile: www.linkedin.com/in/…" wrapped).
 */
function withoutLabels(line: string): string {
  return line
    .replace(LABEL_OF_TAKEN, ' ')
    .replaceAll(TAKEN, ' ')
    .split(/(\s*[|•·]\s*)/u)
    .map((piece, i, pieces) => {
      const kind = labelKind(piece.trim().replace(/\s*[:：]$/u, ''));
      if (kind && CONTACT_LABELS.has(kind)) return ' ';
      // The last field's label, its value wrapped to the next line ("… | Current address:").
      const dangling = i > 0 && i === pieces.length - 1 && /^[^:：]+[:：]$/u.test(piece.trim());
      return dangling && piece.trim().split(/\s+/u).length <= 3 ? ' ' : piece;
    })
    .join('');
}

/** The header lines no field holds, and the phone as printed (when a line shows it). */
export function accountHeader(
  intro: string[],
  contact: Contact,
  summaryText: string | null,
): { header: string[]; phone: string | undefined; printedName: string | undefined } {
  // Header: what the name, the contact fields and the summary do not hold.
  // The contact values are taken out of each line as printed (below), once each; what is left
  // is measured against the name and the location (an address may wrap over two
  // lines), and for a long line the summary, not against the handles: a second handle
  // ("GITHUB-SQUARE posquit0" beside "LINKEDIN posquit0") stays.
  const fields = [contact.name, contact.location];
  const fieldStream = streamOf(fields);
  const contactStream = streamOf([...fields, summaryText]);
  const phoneDigits = (contact.phone ?? '').replace(/\D/gu, '').slice(-9);
  const contactValues = [contact.email, contact.location, contact.linkedin, contact.website]
    .map((v) =>
      v
        ?.trim()
        .replace(/^https?:\/\//iu, '')
        .replace(/^www\./iu, ''),
    )
    .filter((v): v is string => Boolean(v && v.length >= 3))
    .sort((a, b) => b.length - a.length)
    // Each value's pattern, compiled once for all the lines (a case-blind \p{L} pattern is dear).
    .map(
      (v) =>
        [
          v,
          new RegExp(
            `(?<![\\p{L}\\p{N}])${escapeRegExp(v)}(?![\\p{L}\\p{N}/]|\\.[\\p{L}\\p{N}])`,
            'iu',
          ),
        ] as const,
    );
  const consumed = new Set<string>();
  const header: string[] = [];
  let phonePrinted: string | undefined;
  let printedName: string | undefined;
  for (const line of intro) {
    if (FURNITURE.test(line.trim())) continue;
    const masked = phoneDigits
      ? line.replace(/[(+]*\d[\d\s().+\u00AD\u2010-\u2015-]{7,}\d/gu, (m) => {
          if (!m.replace(/\D/gu, '').endsWith(phoneDigits)) return m;
          phonePrinted ??= printedPhone(m);
          return TAKEN;
        })
      : line;
    // The name with its academic titles ("Dr. Dewi Rahmawati, A.Md.", "Nama : Budi, S.Pd."):
    // the name is the name field's, printed with its titles where the CV puts them, once.
    const titles = nameTitles(masked.replaceAll(TAKEN, ' '), contact.name);
    if (titles !== null) {
      if ((titles.before || titles.after) && printedName === undefined && contact.name) {
        printedName = [titles.before, contact.name.trim()].filter(Boolean).join(' ');
        if (titles.after) printedName += `, ${titles.after}`;
      } else if (titles.before || titles.after) {
        header.push([titles.before, titles.after].filter(Boolean).join(', '));
      }
      continue;
    }
    // Letter-spaced or glued names ("N A D I A  M A N U R U N G") are the name.
    const squashed = masked.replaceAll(TAKEN, '').replace(/\s+/gu, '').toLowerCase();
    if (contact.name && squashed === contact.name.replace(/\s+/gu, '').toLowerCase()) continue;
    // A header that runs the name into the title ("FARHAN GUNAWAN SENIOR DESAINER GRAFIS").
    const name = contact.name?.trim();
    const body =
      name && masked.trim().toLowerCase().startsWith(`${name.toLowerCase()} `)
        ? masked.trim().slice(name.length)
        : masked;
    // Icon-font names printed as text ("HOUSE-CHIMNEY", "GITHUB-SQUARE", "LINKEDIN") and a
    // "www." are no content of their own.
    const plain = body
      .replace(
        /(?<![\p{L}])(?:\p{Lu}+-)+\p{Lu}+(?![\p{L}])|\b(?:LINKEDIN|GITHUB|TWITTER|ENVELOPE|PHONE|MOBILE|GLOBE|HOME|MAP-MARKER)\b/gu,
        ' ',
      )
      .replace(/\b(?:https?:\/\/)?www\./giu, '');
    // The contact values as printed ("San Francisco, CA linkedin.com/in/x github.com/x" on one
    // line): each is a field of its own, whatever separates them.
    // Each value once: a second "apennyworth" on the page is another profile's handle.
    const unvalued = contactValues.reduce((l, [v, re]) => {
      if (consumed.has(v)) return l;
      if (!re.test(l)) return l;
      consumed.add(v);
      return l.replace(re, TAKEN);
    }, plain);
    // The separators of the fields taken out go with them ("US Citizen | (951) 355-8530 |
    // a@b.com | x" keeps "US Citizen | x", not "US Citizen | | | x").
    const kept =
      unvalued === body && masked === line
        ? unvalued
        : withoutLabels(unvalued)
            // A spaced dash between fields ("No. HP: … — a@b.com — Alamat: …") is a separator too.
            .replace(/\s[—–]\s/gu, ' | ')
            .replace(/([|•·])(?:\s*[|•·])+/gu, '$1')
            .replace(/^\s*[|·]|[|•·]\s*$/gu, ' ');
    // A short line is a headline ("Senior Software Engineer"), printed as such even when the
    // summary repeats its words; a long one may be the summary's own first line.
    const headline = words(kept).length <= 6;
    const rest = leftover(kept, headline ? fieldStream : contactStream, null);
    if (rest) header.push(rest);
  }
  return { header: withoutBlockHeadings(header), phone: phonePrinted, printedName };
}

/**
 * The titles printed before and after the name on a name line ("Dr." and "A.Md." of "Dr. Dewi
 * Rahmawati, A.Md."; both "" for a "Nama : Dewi Rahmawati" row), or null when the line is not
 * the name with titles or a label.
 */
function nameTitles(line: string, name: string | null): { before: string; after: string } | null {
  if (!name) return null;
  const labelled = /^\s*(?:nama(?:\s+lengkap)?|(?:full\s+)?name)\s*[:：]\s*/iu.exec(line);
  const body = labelled ? line.slice(labelled[0].length) : line;
  const split = splitTitles(body);
  const same =
    split.name.replace(/\s+/gu, '').toLowerCase() === name.replace(/\s+/gu, '').toLowerCase();
  if (!same || (!split.titled && !labelled)) return null;
  const at = body.toLowerCase().indexOf(split.name.toLowerCase());
  if (at < 0) return split.titled ? null : { before: '', after: '' };
  const tidy = (s: string) =>
    s
      .replace(/\s*,\s*/gu, ', ')
      .replace(/\s+/gu, ' ')
      .replace(/^[\s,]+|[\s,]+$/gu, '')
      .replace(/\s+,/gu, ',');
  return { before: tidy(body.slice(0, at)), after: tidy(body.slice(at + split.name.length)) };
}

/** A phone number as printed, its soft hyphens dropped and typographic dashes made plain. */
function printedPhone(raw: string): string {
  return raw
    .replace(/\u00AD/gu, '')
    .replace(/[\u2010-\u2015]/gu, '-')
    .replace(/-{2,}/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();
}
