/**
 * List sections as printed: items with their wrapped lines joined, and skills in their
 * labelled groups.
 */
import { isBullet, stripBullet } from '../segment/lines.ts';
import { matchSkills } from '../fields/skills.ts';

/** A line that stops on a joining word ("Food and" / "Beverage") goes on in the next line. */
const OPEN_END = /\s(?:and|or|of|for|with|the|dan|atau|serta|untuk|dengan|&)$/iu;

/**
 * List-section lines as items, wrapped lines joined to their item. With `marks`, an item that
 * was a bullet keeps a leading "• " (the writer prints it as a bullet, other items as lines).
 */
export function verbatimItems(lines: string[], marks = false): string[] {
  const items: string[] = [];
  // Items that run on past a line ending in a comma: a list that flows over its lines, so a
  // line of it that ends without a comma was wrapped inside an item ("…, Bahasa" / "Inggris").
  const flowing = new Set<number>();
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = isBullet(line);
    const text = bullet ? stripBullet(line) : line;
    if (!text) continue;
    const prev = items.length - 1;
    // A wrapped line starts in lower case, or finishes an open bracket or a trailing dash; a
    // line starting with a year is an item of its own.
    const last = items[prev] ?? '';
    const open = (last.match(/\(/gu) ?? []).length > (last.match(/\)/gu) ?? []).length;
    const comma = last.endsWith(',');
    const wraps =
      /^[\p{Ll}(&]/u.test(text) ||
      open ||
      /[–—,-]$/u.test(last) ||
      OPEN_END.test(last) ||
      (flowing.has(prev) && !/^[^:：]{2,40}[:：]/u.test(text));
    // A bracket the next line closes joins them even after a full stop: a two-column skills
    // block reads "Programming (HTML, CSS, Problem solving." then "PHP) Critical Thinking.".
    const closes = open && text.includes(')');
    if (!bullet && prev >= 0 && ((wraps && !/[.:;]$/u.test(last)) || closes)) {
      // A web address wrapped at its dash ("linkedin.com/in/budi-" / "21") is one address.
      const address = /(?:\/\/|www\.|\.com\/|\.id\/)\S*[-_/]$/iu.test(last) && !/\s/u.test(text);
      items[prev] = `${items[prev]}${address ? '' : ' '}${text}`;
      if (comma) flowing.add(prev);
    } else items.push(marks && bullet ? `• ${text}` : text);
  }
  return items;
}

/** A month and a year, four digits or two ("Apr 23"). */
const DATED_ITEM =
  /\b(?:jan|feb|mar|apr|may|mei|jun|jul|aug|agu|agt|sep|oct|okt|nov|dec|des)[a-z]*\.?\s+'?(?:\d{4}|\d{2})\b/iu;

/** "a, b (c, d); e" → ["a", "b (c, d)", "e"]: separators inside brackets do not split. */
function splitList(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0 && /[,;•·|]/u.test(ch)) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim()).filter(Boolean);
}

/** Skills as printed: "Label: a, b" lines are groups, other lines split into items. */
export function skillGroupsOf(lines: string[]): { label: string; skills: string[] }[] {
  const groups: { label: string; skills: string[] }[] = [];
  const loose: string[] = [];
  let openTail = false;
  for (const item of verbatimItems(lines)) {
    const labelled = /^([^:]{2,40}):\s*(.+)$/u.exec(item);
    const split = splitList;
    // A sentence stays whole; a list splits into its items.
    const isSentence = (s: string) => s.split(/\s+/u).length >= 8 && !/[,;•·|]/u.test(s);
    if (labelled && !isSentence(labelled[2]!)) {
      groups.push({ label: labelled[1]!.trim(), skills: split(labelled[2]!) });
    } else if (isSentence(item) || (DATED_ITEM.test(item) && item.split(/\s+/u).length <= 6)) {
      // A dated line ("Surabaya , Indonesia Apr 23": a certificate's place and date a
      // two-column layout read into skills) is no list: kept whole, or its town goes.
      loose.push(item);
    } else {
      const pieces = split(item);
      // A line of a list that ends without a separator may have wrapped inside a skill
      // ("…, Opera PMS, Pelayanan" / "Pelanggan"): the two halves are one skill when together
      // they name one the lexicon knows and neither does alone.
      const last = loose.at(-1);
      if (openTail && last !== undefined && pieces[0] && wrappedSkill(last, pieces[0])) {
        loose[loose.length - 1] = `${last} ${pieces.shift()!}`;
      }
      loose.push(...pieces);
      openTail = !/[,;•·|]\s*$/u.test(item);
      continue;
    }
    openTail = false;
  }
  if (loose.length > 0) groups.push({ label: '', skills: loose });
  return groups;
}

/** "Pelayanan" + "Pelanggan": together a skill ("Customer Service") that neither half is. */
function wrappedSkill(a: string, b: string): boolean {
  const alone = new Set([...matchSkills(a), ...matchSkills(b)]);
  return matchSkills(`${a} ${b}`).some((k) => !alone.has(k));
}
