/**
 * Label columns: a narrow column (or band inside one column) whose items label the content
 * beside them (Europass labels and dates, timeline dates, side headings), found from alignment
 * alone, and the order that reads each label just before its content. Pure.
 */
import {
  contentBelow,
  firstWordWidth,
  headingTail,
  labelColumnRight,
  lineGap,
  looksLikeHeading,
  namesSection,
  runsOn,
  standsAlone,
  startsParagraph,
} from './label-starts.ts';
import { fieldRows, sameRow } from './field-rows.ts';
import { groupRows, isKey, right, type Line, type TextItem } from './pdf-lines.ts';
import { isStackedSidebar } from './pdf-stacks.ts';
import { PLACE_RE } from '../fields/contact/patterns.ts';

const BULLET_START = /^[•●○◦▪▫■□‣⁃∙·◆◇♦❖➢➤►▶▸▹➔→✓✔\uf000-\uf8ff-–]/u;

/**
 * Whether a left line is the line above it wrapped: same type, set tight (by its size, or by the
 * content's line gap: small capitals print smaller than the line they are set in), on the same
 * edge, the line above runs on (ends in a joining word or mark), the two name a section that
 * the line alone does not, or the first word would not have fitted at its end (the column's
 * width, x0 to x1), and the line above is no heading of its own.
 */
function wrapsFrom(prev: Line, l: Line, x0: number, x1: number, gap: number): boolean {
  return (
    prev.bold === l.bold &&
    Math.abs(prev.fontSize - l.fontSize) < 0.5 &&
    prev.y - l.y > 0 &&
    prev.y - l.y <= Math.max(1.6 * l.fontSize, 1.2 * gap) &&
    (Math.abs(prev.x - l.x) <= 1.5 || Math.abs(prev.right - l.right) <= 1.5) &&
    (runsOn(prev.text) ||
      headingTail(prev.text, l.text) ||
      prev.right - prev.x + 0.3 * prev.fontSize + firstWordWidth(l) > x1 - x0 + 1) &&
    !standsAlone(prev.text, l.text)
  );
}

/**
 * Whether a left line sits where the right side pauses: its right-hand lines above and below
 * are `gap` apart or more, each at least a quarter of that away from the line (a short section
 * set full width, its heading and content left, nothing beside them).
 */
function inRightPause(l: Line, rightLines: Line[], gap: number): boolean {
  if (gap <= 0) return false;
  let above = Infinity;
  let below = -Infinity;
  for (const r of rightLines) {
    if (r.y > l.y) above = Math.min(above, r.y);
    else below = Math.max(below, r.y);
  }
  return (
    Number.isFinite(above) &&
    Number.isFinite(below) &&
    above - below >= gap &&
    above - l.y >= gap / 4 &&
    l.y - below >= gap / 4
  );
}

/**
 * Whether a left line is set after the right side has ended (short sections set full width
 * under the last entry, nothing beside them or below): below the right side's last line by a
 * quarter of `gap` or more.
 */
function afterRightEnds(l: Line, rightLines: Line[], gap: number): boolean {
  if (gap <= 0) return false;
  return rightLines.every((r) => r.y - l.y >= gap / 4);
}

/** Whether a left line is the next item of the list the line above it is in. */
const continuesList = (prev: Line | undefined, l: Line) =>
  !!prev &&
  prev.bold === l.bold &&
  Math.abs(prev.fontSize - l.fontSize) < 0.5 &&
  Math.abs(prev.x - l.x) <= 1.5 &&
  prev.y - l.y > 0 &&
  prev.y - l.y <= 1.6 * l.fontSize;

/**
 * Whether the left lines label the right side's blocks (Europass labels, timeline dates, side
 * headings): the left side holds much less text, and a left line on a row of right-hand text
 * sits beside the start of something there (its first line, a line after a gap, a bold or
 * larger line, the first line after a list), not inside a paragraph or list, as a sidebar's
 * lines do beside whatever runs past them.
 */
export function isLabelColumn(allLeft: Line[], rightLines: Line[]): boolean {
  // A short section set full width where the right side pauses, or after it has ended, labels
  // nothing and is no sidebar's either: it counts on neither side.
  const pauseGap = 4 * lineGap(rightLines);
  const left = allLeft.filter(
    (l) => !inRightPause(l, rightLines, pauseGap) && !afterRightEnds(l, rightLines, pauseGap),
  );
  if (left.length < 2 || rightLines.length < 3) return false;
  const leftChars = left.reduce((n, l) => n + l.text.length, 0);
  const rightChars = rightLines.reduce((n, l) => n + l.text.length, 0);
  // A heading on a row of its own (its right cell empty) names the block below as the right side
  // would on a line of its own: it is no line a sidebar adds (a short Europass CV: nearly as many
  // labels as lines of content).
  const alone = left.filter(
    (l) => looksLikeHeading(l) && !rightLines.some((r) => sameRow(r, l)),
  ).length;
  if (leftChars > 0.5 * rightChars || left.length - alone > 0.8 * rightLines.length) return false;
  // Labels are words or dates, not a column of bullet glyphs.
  const wordy = left.filter((l) => (l.text.match(/[\p{L}\d]/gu) ?? []).length >= 2).length;
  if (wordy < 0.8 * left.length) return false;
  // A sidebar stacks its lines (contact, a list of skills) with nothing beside them; a column of
  // heading cells may stack tight too, and is no sidebar.
  const cells = headingCells(left, rightLines);
  if (!cells && isStackedSidebar(left, rightLines)) return false;
  const body = [...rightLines].map((l) => l.fontSize).sort((a, b) => a - b)[
    Math.floor(rightLines.length / 2)
  ]!;
  const gaps = rightLines.slice(1).map((r, i) => rightLines[i]!.y - r.y);
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  const isStart = (r: Line, i: number) => {
    const above = rightLines[i - 1];
    return (
      !above ||
      r.blockStart ||
      above.y - r.y > 1.2 * usual ||
      (r.bold && !above.bold) ||
      r.fontSize > 1.05 * body ||
      (BULLET_START.test(above.text) && !BULLET_START.test(r.text))
    );
  };
  // Beside a heading cell, fainter signs of a start do too (table rows run on with no gap): a
  // gap wider than the tight one, the line above ending short.
  const tight = lineGap(rightLines);
  const edge = Math.max(...rightLines.map((r) => r.right));
  const startBesideHeading = (r: Line, i: number) =>
    isStart(r, i) ||
    startsParagraph(r, rightLines[i - 1], edge) ||
    rightLines[i - 1]!.y - r.y > 1.2 * tight;
  const x0 = Math.min(...left.map((l) => l.x));
  const x1 = labelColumnRight(left, rightLines);
  const heads = left.filter((l, i) => i === 0 || !wrapsFrom(left[i - 1]!, l, x0, x1, tight));
  // A field's name beside its one-line value labels an item (a row of a personal block).
  const fields = fieldRows(heads, rightLines);
  let pos = 0;
  let neg = 0;
  for (const l of heads) {
    const heading = looksLikeHeading(l);
    const starts = heading ? startBesideHeading : isStart;
    let k = rightLines.findIndex((r) => sameRow(r, l));
    // A heading cell set at its row's top may sit up to a line above its content's first line.
    if (k < 0 && heading) k = contentBelow(l, rightLines, tight);
    if (k < 0) continue;
    if (fields.has(l) || starts(rightLines[k]!, k)) pos++;
    else neg++;
  }
  // Labels stand alone, each beside its own content: a side whose lines run on as lists (items
  // set tight under the one before, on its edge, in its type) is a sidebar, whatever its lines
  // happen to sit beside.
  const listed = heads.filter((l, i) => !fields.has(l) && continuesList(heads[i - 1], l)).length;
  if (!cells && listed >= 2 && listed >= 0.15 * heads.length) return false;
  // Labels are sparse: beside most right-hand lines within the labels' span there is none (a
  // sidebar set on the same baseline grid has a line beside nearly every one); a label's
  // wrapped line counts with its label.
  const top = Math.max(...left.map((l) => l.y));
  const bottom = Math.min(...left.map((l) => l.y));
  // Field rows are rows of a table, not a sidebar's grid: they count on neither side.
  const within = rightLines.filter(
    (r) => r.y <= top + 2 && r.y >= bottom - 2 && ![...fields].some((l) => sameRow(r, l)),
  );
  const partnered = within.filter((r) => heads.some((l) => sameRow(r, l))).length;
  // Nearly every label sits on a row of right-hand text (or a heading just above one), most of
  // them beside a start (a sidebar's items run past the main column's lines unrelated). Rows of
  // short entries may have a label beside most lines: then nearly every label is at a start.
  return (
    pos >= 2 &&
    pos + neg >= 0.8 * heads.length &&
    pos >= 0.6 * (pos + neg) &&
    (partnered <= 0.5 * within.length || (pos >= 4 && pos >= 0.8 * (pos + neg)))
  );
}

/**
 * Whether the left lines are a table's heading cells (a Word CV's table with the headings in its
 * left cells): three labels or more, each set as a heading, two in three of them naming a
 * section. A sidebar holds content under its headings (contact lines, skills); these cells hold
 * nothing else, though one-line sections set them one tight under another like a list.
 */
function headingCells(left: Line[], content: Line[]): boolean {
  const labels = labelUnits(left, content).map(joinUnit);
  return (
    labels.length >= 3 &&
    labels.every(looksLikeHeading) &&
    labels.filter((l) => namesSection(l.text)).length >= (2 / 3) * labels.length
  );
}

/**
 * Whether the left lines are the keys of key-value rows (a job portal's export: "Posisi" beside
 * the title, "Perusahaan" beside the employer, again for every entry): most left lines that sit
 * on a row of right-hand text are short keys, and keys repeat (two of them, or one among six keys
 * or more), as a sidebar's lines never do.
 */
export function isKeyValueColumn(left: Line[], rightLines: Line[]): boolean {
  const partnered = left.filter((l) => rightLines.some((r) => sameRow(r, l)));
  if (partnered.length < 4) return false;
  const keys = partnered.filter((l) => isKey(l.text));
  if (keys.length < 0.7 * partnered.length) return false;
  const counts = new Map<string, number>();
  for (const k of keys) {
    const t = k.text.toLowerCase().replace(/:$/u, '');
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const repeated = [...counts.values()].filter((n) => n >= 2).length;
  return repeated >= 2 || (repeated >= 1 && keys.length >= 6);
}

/** Label units: each left line starts a label, unless it is the previous label's line wrapped. */
function labelUnits(left: Line[], content: Line[]): Line[][] {
  const x0 = Math.min(...left.map((l) => l.x));
  const x1 = labelColumnRight(left, content);
  const gap = lineGap(content);
  const units: Line[][] = [];
  for (const l of left) {
    const last = units[units.length - 1];
    const prev = last?.[last.length - 1];
    if (prev && !l.blockStart && wrapsFrom(prev, l, x0, x1, gap)) last!.push(l);
    else units.push([l]);
  }
  return units;
}

/** A label unit as one line: a wrapped label or date range read whole. */
function joinUnit(unit: Line[]): Line {
  const first = unit[0]!;
  return {
    ...first,
    text: unit.map((l) => l.text).join(' '),
    right: Math.max(...unit.map((l) => l.right)),
    bold: unit.every((l) => l.bold),
    spaced: unit.some((l) => l.spaced),
    region: 'label',
  };
}

/**
 * Labels read before the content they sit beside: each label unit, then the content lines from
 * its top down to the next label; content above the first label first.
 */
export function mergeLabels(left: Line[], content: Line[]): Line[] {
  const units = labelUnits(left, content);
  const top = (u: Line[]) => u[0]!.y + 0.5 * u[0]!.fontSize;
  const merged: Line[] = content.filter((r) => units.length === 0 || r.y > top(units[0]!));
  for (const [i, u] of units.entries()) {
    const next = units[i + 1];
    const label = joinUnit(u);
    label.blockStart = u[0]!.blockStart;
    const under = content.filter((r) => r.y <= top(u) && (!next || r.y > top(next)));
    // A label beside a block after a gap keeps the gap before itself.
    if (under[0]?.blockStart && under[0].y >= u[0]!.y - 2 * u[0]!.fontSize) label.blockStart = true;
    if (under[0]) under[0].blockStart = false;
    // A field's name beside its one-line value ("Telephone" | "0812 …"): one row, read as one;
    // a section's heading beside a one-line section stays a heading, and a value beside a line
    // of its own stays a value: a field already ("City: Bekasi") or a place ("Denpasar, Bali"
    // beside the headline under the name).
    const value = under[0];
    if (
      u.length === 1 &&
      under.length === 1 &&
      value &&
      sameRow(u[0]!, value) &&
      !label.bold &&
      label.text.length <= 24 &&
      !/\d/u.test(label.text) &&
      !namesSection(label.text) &&
      !/:\s*\S/u.test(label.text) &&
      !PLACE_RE.test(label.text)
    ) {
      merged.push({
        ...value,
        text: `${label.text}${/[:|]$/u.test(label.text) ? '' : ':'} ${value.text}`,
        x: label.x,
        blockStart: label.blockStart,
      });
      continue;
    }
    merged.push(label);
    merged.push(...under);
  }
  return merged;
}

/**
 * A narrow label band inside one column (timeline dates): rows whose first few words stand
 * apart, by a wide gap, from text that starts on the edge most rows of the column start on.
 * Returns the label items, or null when the page has no such band.
 */
export function labelBand(items: TextItem[]): { labels: TextItem[]; content: TextItem[] } | null {
  const rows = groupRows(items.filter((it) => !it.icon));
  if (rows.length < 5) return null;
  const minX = Math.min(...items.map((it) => it.x));
  const maxX = Math.max(...items.map(right));
  const splits: { row: TextItem[]; k: number }[] = [];
  for (const row of rows) {
    for (let k = 1; k < row.length; k++) {
      const gap = row[k]!.x - right(row[k - 1]!);
      if (gap < Math.max(8, row[k - 1]!.fontSize)) continue;
      const headText = row
        .slice(0, k)
        .map((it) => it.str)
        .join(' ');
      const alnum = (headText.match(/[\p{L}\d]/gu) ?? []).length;
      if (headText.trim().length <= 32 && alnum >= 2 && row[k]!.x - minX <= 0.4 * (maxX - minX))
        splits.push({ row, k });
      break;
    }
  }
  if (splits.length < 2) return null;
  // The content edge: where most split rows resume.
  const edges = splits.map((s) => s.row[s.k]!.x);
  let edge = 0;
  let most = 0;
  for (const e of edges) {
    const n = edges.filter((f) => Math.abs(f - e) <= 2).length;
    if (n > most) [edge, most] = [e, n];
  }
  const atEdge = splits.filter((s) => Math.abs(s.row[s.k]!.x - edge) <= 2);
  const plain = rows.filter((r) => Math.abs(r[0]!.x - edge) <= 2).length;
  if (atEdge.length < 2 || plain < 2) return null;
  const labels = new Set<TextItem>();
  for (const s of atEdge) for (const it of s.row.slice(0, s.k)) labels.add(it);
  // A label wrapped onto a row of its own, tight under a label.
  for (const [i, row] of rows.entries()) {
    const above = rows[i - 1];
    if (!above || !labels.has(above[0]!) || labels.has(row[0]!)) continue;
    const fs = row[0]!.fontSize;
    if (Math.max(...row.map(right)) < edge - 4 && above[0]!.y - row[0]!.y <= 1.6 * fs)
      for (const it of row) labels.add(it);
  }
  return { labels: [...labels], content: items.filter((it) => !labels.has(it)) };
}
