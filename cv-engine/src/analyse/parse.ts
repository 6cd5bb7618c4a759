/**
 * parseCv: plain CV text → ParsedCv (sections, contact, entries, skills, language, industry).
 * Deterministic, no I/O.
 */
import type { ParsedCv, Section, SectionKey } from '../types.ts';
import { extractContact } from './contact.ts';
import { findDateRanges } from './dates.ts';
import { isBullet, parseEducation, parseExperience, stripBullet } from './entries.ts';
import { classifyIndustry } from './industry.ts';
import { detectLanguage } from './language.ts';
import { splitSections } from './sections.ts';
import { matchSkills } from './skills-lexicon.ts';

const CONTACTISH =
  /@|https?:|www\.|linkedin|github|\+?\d[\d\s().-]{7,}\d|\b(?:phone|email|tel|hp|telp)\b|\|/iu;

/** Prose lines of the unheaded intro (after the name), when they form a paragraph. */
function introSummary(intro: string[]): string | null {
  const prose: string[] = [];
  let words = 0;
  let longLine = false;
  for (const line of intro.slice(1)) {
    if (CONTACTISH.test(line)) continue;
    // A motto in quotes is not a profile.
    if (/^["“”'‘]/u.test(line)) continue;
    const w = line.split(/\s+/u).length;
    if (w >= 8) longLine = true;
    if (w >= 6 || (prose.length > 0 && /^[\p{Ll}]/u.test(line))) {
      prose.push(line);
      words += w;
    }
  }
  if (!longLine || words < 15) return null;
  return prose.join(' ');
}

function blocksOf(blocks: Section[], key: SectionKey): Section[] {
  return blocks.filter((b) => b.key === key);
}

function linesOf(blocks: Section[], key: SectionKey): string[] {
  return blocksOf(blocks, key).flatMap((b) => b.lines);
}

function cleanItem(s: string): string {
  let out = s;
  for (const r of [...findDateRanges(out)].reverse()) {
    out = out.slice(0, r.index) + out.slice(r.index + r.length);
  }
  return out
    .replace(/\(\s*\)/gu, '')
    .replace(/^[\s,|•·—–:-]+|[\s,|•·—–(:-]+$/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

/** Items of a list section: non-bullet title lines, or bullets when everything is bulleted. */
function listItems(lines: string[], splitCommas = false): string[] {
  const items: string[] = [];
  const nonBullets = lines.filter((l) => !isBullet(l));
  const source = nonBullets.length > 0 ? lines : lines;
  for (const raw of source) {
    const bullet = isBullet(raw);
    let text = bullet ? stripBullet(raw) : raw.trim();
    if (!text) continue;
    if (bullet && nonBullets.length > 0 && items.length > 0) continue; // description bullet
    // "Name – description" → Name
    const dash = /^(.{3,80}?)\s+[–—-]\s+\S/u.exec(text);
    if (dash && !splitCommas) text = dash[1]!;
    if (/^[\p{Ll}]/u.test(text) && items.length > 0 && !splitCommas) continue; // continuation
    if (splitCommas) {
      for (const part of text.replace(/^[^:]{1,30}:\s*/u, '').split(/\s*[,;|•]\s*/u)) {
        const p = cleanItem(part);
        if (p && p.length <= 60) items.push(p);
      }
    } else {
      const c = cleanItem(text);
      if (c && c.length <= 140) items.push(c);
    }
  }
  return [...new Set(items)];
}

export function parseCv(text: string): ParsedCv {
  const normalised = text.replace(/\r\n?/gu, '\n').replace(/\u00a0/gu, ' ');
  const split = splitSections(normalised);
  const { blocks, otherHeadings } = split;
  const keys = [...split.keys];

  const contact = extractContact(normalised, { header: split.intro });

  let summaryText: string | null = null;
  const summaryLines = linesOf(blocks, 'summary');
  if (summaryLines.length > 0) summaryText = summaryLines.join(' ').trim() || null;
  const intro = introSummary(split.intro);
  if (intro) {
    if (!keys.includes('summary')) keys.unshift('summary');
    summaryText ??= intro;
  }

  const experience = parseExperience(linesOf(blocks, 'experience'));
  const education = parseEducation(linesOf(blocks, 'education'));
  const skills = matchSkills(normalised);

  const headline = [split.intro.slice(0, 4).join('\n'), summaryText ?? ''].join('\n');
  const industry = classifyIndustry({
    headline,
    titles: experience.map((e) => e.title),
    body: normalised,
    skills,
  });

  const sectionBlocks = blocks;
  return {
    language: detectLanguage(normalised),
    industry,
    contact,
    sections: keys,
    sectionBlocks,
    otherHeadings,
    summaryText,
    experience,
    education,
    skills,
    languages: listItems(linesOf(blocks, 'languages'), true),
    certifications: listItems(linesOf(blocks, 'certifications')),
    organizations: listItems(linesOf(blocks, 'organizations')),
    projects: listItems(linesOf(blocks, 'projects')),
    awards: listItems(linesOf(blocks, 'awards')),
    wordCount: (normalised.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length,
  };
}
