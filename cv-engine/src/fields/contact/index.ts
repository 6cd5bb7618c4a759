/**
 * Contact details from the top of a CV: name, email, phone (E.164), location, LinkedIn, website.
 */
import type { CountryCode } from 'libphonenumber-js';
import type { Contact, LineHint } from '../../types.ts';
import { US_STATES } from '../places.ts';
import { findLinkedin, findWebsite } from './links.ts';
import { extractLocation } from './location.ts';
import { extractName } from './name.ts';
import { capTokens, EMAIL_RE, joinBrokenValues } from './patterns.ts';
import { findPhone } from './phone.ts';

export { normalisePhone, looksLikeDates } from './phone.ts';

/** Words of US state codes used to decide that a local number is a US number. */
const US_LOCATION_RE = new RegExp(
  `(?:,\\s*(?:${US_STATES})\\b(?!\\.)|\\bUSA\\b|\\bUnited States\\b|\\bU\\.S\\.A?\\b|\\bUS Citizen\\b)`,
  'u',
);

export interface ContactOptions {
  /** Lines before the first section heading (the header block), and a contact block's lines. */
  header?: string[];
  /** The layout's hints, hints[i] for line i of rawText.split('\n') (ExtractedDocument.hints). */
  hints?: readonly (LineHint | null)[];
}

export function extractContact(rawText: string, opts: ContactOptions = {}): Contact {
  const text = capTokens(rawText);
  // Non-blank lines, each with its hint.
  const lines: string[] = [];
  const hints: (LineHint | null)[] = [];
  for (const [i, raw] of text.split(/\r?\n/u).entries()) {
    const line = raw.trim();
    if (!line) continue;
    lines.push(line);
    hints.push(opts.hints?.[i] ?? null);
  }
  const header = (opts.header && opts.header.length > 0 ? opts.header : lines)
    .slice(0, 12)
    .map(capTokens);
  const headerText = header.join('\n');
  const joined = joinBrokenValues(lines);
  const top = joined.slice(0, 40).join('\n');
  const all = joined.join('\n');
  const email = EMAIL_RE.exec(top)?.[0] ?? EMAIL_RE.exec(all)?.[0] ?? null;
  const location = extractLocation(header, joined);
  const us = US_LOCATION_RE.test(location ?? '') || US_LOCATION_RE.test(headerText);
  const country: CountryCode = us ? 'US' : 'ID';
  // The first lines, else the header block with a contact block read further down (a sidebar's
  // "Kontak" printed after the main column), as the location and LinkedIn are read.
  const phone =
    findPhone(top.replace(EMAIL_RE, ' '), country) ??
    findPhone(headerText.replace(EMAIL_RE, ' '), country);
  const linkedin = findLinkedin(joinBrokenValues(header).join('\n'), all);
  const website = findWebsite(top);
  const headerSet = new Set(header.map((l) => l.trim()));
  const handles = [email?.split('@')[0], linkedin?.replace(/^.*\/in\//u, '')].filter(
    (h): h is string => Boolean(h),
  );
  const name = extractName(lines, {
    hints: opts.hints ? hints : undefined,
    header: new Set(lines.flatMap((l, i) => (headerSet.has(l) ? [i] : []))),
    handles,
  });
  return { name, email, phone, location, linkedin, website };
}
