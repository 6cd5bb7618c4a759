/**
 * The revised CV as a Word document, in one of three templates. Everything is real text in
 * Word's own structures (heading styles, numbered-list bullets, tab-aligned dates), so ATS
 * parsers read it. Every template is one column read in the order a person reads it: the name,
 * one contact line, then the sections; the creative template closes with its lists in a coloured
 * box (a one-cell table).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import type { TemplateName } from '../types.ts';
import {
  HEADINGS,
  MAX_SKILL_BULLETS,
  toView,
  type CvView,
  type HeadingKey,
  type RevisedCvInput,
  type SkillGroup,
} from './content.ts';
import { inlineList } from './view.ts';
import { A4, THEMES, contentWidth, fitName, headlineAfterContact, type Theme } from './themes.ts';
import { COUNTRIES, US_STATES } from '../fields/places.ts';

const BULLET = 'cv-bullet';
const SIDE_BULLET = 'cv-bullet-side';

/** Colours and widths a block of content is drawn with (main column or the sidebar). */
interface Pen {
  theme: Theme;
  lang: CvView['lang'];
  text: string;
  muted: string;
  heading: string;
  rule: string | null;
  bullet: string;
  /** Right edge for tab-aligned dates, twips from the text's left edge. */
  width: number;
  headingSize: number;
  /** List items print as bullets only when marked "• " (the original's own layout). */
  asPrinted: boolean;
  /**
   * Keep headings and entry titles with what follows. Off inside the creative table: LibreOffice
   * will not split a row across pages whose paragraphs keep with the next, and moves it whole.
   */
  keep: boolean;
}

function run(text: string, opts: Omit<IRunOptions, 'text' | 'children'> = {}): TextRun {
  return new TextRun({ ...opts, text });
}

function heading(pen: Pen, key: HeadingKey, first = false): Paragraph {
  return headingText(pen, HEADINGS[pen.lang][key], first);
}

function headingText(pen: Pen, text: string, first = false): Paragraph {
  return new Paragraph({
    heading: HeadingLevel.HEADING_1,
    keepNext: pen.keep,
    keepLines: pen.keep,
    spacing: { before: first ? 0 : 220, after: 100 },
    border: pen.rule
      ? { bottom: { style: BorderStyle.SINGLE, size: 6, space: 2, color: pen.rule } }
      : undefined,
    children: [
      run(text, {
        bold: true,
        allCaps: pen.theme.headingCaps,
        color: pen.heading,
        size: pen.headingSize,
        font: pen.theme.font,
      }),
    ],
  });
}

function bullet(pen: Pen, text: string, children?: ParagraphChild[]): Paragraph {
  return new Paragraph({
    numbering: { reference: pen.bullet, level: 0 },
    spacing: { after: 40 },
    children: children ?? [run(text, { color: pen.text })],
  });
}

function plain(pen: Pen, text: string, after = 80): Paragraph {
  return new Paragraph({
    spacing: { after },
    children: [run(text, { color: pen.text })],
  });
}

/** Bold left text, muted dates pushed to the right edge with a right tab. */
function titleLine(pen: Pen, left: string, dates: string, keepNext: boolean): Paragraph {
  const children: ParagraphChild[] = [run(left, { bold: true, color: pen.text })];
  if (dates) children.push(new TextRun({ children: [new Tab(), dates], color: pen.muted }));
  return new Paragraph({
    keepNext: pen.keep && keepNext,
    keepLines: pen.keep,
    spacing: { before: 120, after: 0 },
    tabStops: [{ type: TabStopType.RIGHT, position: pen.width }],
    children,
  });
}

function subLine(pen: Pen, text: string, style: 'accent' | 'italic', keepNext: boolean) {
  return new Paragraph({
    keepNext: pen.keep && keepNext,
    keepLines: pen.keep,
    spacing: { after: 60 },
    children: [
      run(text, style === 'italic' ? { italics: true, color: pen.text } : { color: pen.heading }),
    ],
  });
}

/** A note that belongs to an entry's header: its kind of work, its country or its city and state. */
const HEADER_NOTE = new RegExp(
  `^(?:(?:part|full)[-\\s]?time|freelance|contract|kontrak|internship|magang|paruh waktu|penuh waktu|remote|hybrid|on-?site|wfh|wfo)$|(?:^|[\\s,])(?:${COUNTRIES})$|^[\\p{Lu}][\\p{L}.' -]{1,30}, (?:${US_STATES})$`,
  'iu',
);

function experienceBlock(pen: Pen, view: CvView, first: boolean): Paragraph[] {
  if (view.experience.length === 0) return [];
  const companyStyle = pen.theme.headingCaps && !pen.theme.sidebar ? 'italic' : 'accent';
  const out = [
    view.headings.experience
      ? headingText(pen, view.headings.experience, first)
      : heading(pen, 'experience', first),
  ];
  for (const e of view.experience) {
    const title = e.title || e.company;
    const company = e.title ? e.company : '';
    // A short note of the header ("S.Korea", "Part-time") stays on the employer's line, as in
    // the original: printed after the bullets it would read as the next entry's first line.
    const short = (n: string) => n.split(/\s+/u).length <= 4 && HEADER_NOTE.test(n.trim());
    const lead = e.notes.filter(short);
    const rest = e.notes.filter((n) => !short(n));
    out.push(titleLine(pen, title, e.dates, Boolean(company) || e.bullets.length > 0));
    if (company) {
      const line = [company, ...lead].join(' | ');
      out.push(subLine(pen, line, companyStyle, e.bullets.length > 0));
    } else out.push(...itemParagraphs(pen, lead, true));
    for (const b of e.bullets) out.push(bullet(pen, b));
    out.push(...itemParagraphs(pen, rest, true));
  }
  return out;
}

/** Items as printed: "• x" as a bullet, other lines as plain lines (all bullets otherwise). */
function itemParagraphs(pen: Pen, items: string[], asPrinted: boolean): Paragraph[] {
  return items.map((i) => {
    const marked = /^•\s*/u.exec(i);
    if (marked) return bullet(pen, i.slice(marked[0].length));
    return asPrinted ? plain(pen, i, 40) : bullet(pen, i);
  });
}

function educationBlock(pen: Pen, view: CvView, first: boolean): Paragraph[] {
  if (view.education.length === 0) return [];
  const italic = pen.theme.headingCaps && !pen.theme.sidebar;
  const out = [heading(pen, 'education', first)];
  for (const e of view.education) {
    const title = e.institution || e.degree;
    const detail = [e.institution ? e.degree : '', e.gpa].filter(Boolean).join(' · ');
    out.push(titleLine(pen, title, e.dates, Boolean(detail) || e.notes.length > 0));
    if (detail) out.push(subLine(pen, detail, italic ? 'italic' : 'accent', e.notes.length > 0));
    out.push(...itemParagraphs(pen, e.notes, true));
  }
  return out;
}

/** Sections printed as they are, under their own heading. */
function extraBlocks(pen: Pen, view: CvView, first = false): Paragraph[] {
  return view.extra.flatMap((x, i) => [
    headingText(pen, x.heading, first && i === 0),
    ...itemParagraphs(pen, x.items, true),
  ]);
}

/** The headline in plain weight: a bold line under the name could pass for the name itself. */
function headlineParagraph(pen: Pen, view: CvView, centered: boolean): Paragraph[] {
  if (!view.headline) return [];
  return [
    new Paragraph({
      alignment: centered ? AlignmentType.CENTER : AlignmentType.LEFT,
      spacing: { after: 60 },
      children: [run(view.headline, { color: pen.muted })],
    }),
  ];
}

function listBlock(pen: Pen, key: HeadingKey, items: string[], first = false): Paragraph[] {
  if (items.length === 0) return [];
  return [heading(pen, key, first), ...itemParagraphs(pen, items, pen.asPrinted)];
}

function inlineBlock(pen: Pen, key: HeadingKey, items: string[], first = false): Paragraph[] {
  if (items.length === 0) return [];
  // Items as printed that are more than names ("Cashier app created for …" a two-column page
  // read under Bahasa) stay lines: joined with commas they would read as one list.
  if (pen.asPrinted && items.some(longItem)) return listBlock(pen, key, items, first);
  return [heading(pen, key, first), plain(pen, inlineList(items))];
}

/** An item that is more than a name and a level ("English — Lancar"). */
function longItem(item: string): boolean {
  return item.split(/\s+/u).length > 5;
}

function skillsBlock(pen: Pen, groups: SkillGroup[], stacked: boolean, first = false) {
  if (groups.length === 0) return [];
  const out = [heading(pen, 'skills', first)];
  // A long list continued over several lines stays lines, even in a sidebar.
  const continued = groups.filter((g) => !g.label).length > 1;
  for (const g of groups) {
    if (!g.label) {
      if (stacked && !continued && g.skills.length <= MAX_SKILL_BULLETS) {
        out.push(...g.skills.map((s) => bullet(pen, s)));
      } else out.push(plain(pen, g.skills.join(', ')));
    } else if (stacked) {
      out.push(
        new Paragraph({
          keepNext: pen.keep,
          spacing: { before: 60, after: 20 },
          children: [run(g.label, { bold: true, color: pen.text })],
        }),
        plain(pen, g.skills.join(', '), 60),
      );
    } else {
      out.push(
        new Paragraph({
          spacing: { after: 60 },
          children: [
            run(`${g.label}: `, { bold: true, color: pen.text }),
            run(g.skills.join(', '), { color: pen.text }),
          ],
        }),
      );
    }
  }
  return out;
}

function contactRuns(pen: Pen, view: CvView, separator: string): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  view.contact.forEach((item, i) => {
    if (i > 0) children.push(run(separator, { color: pen.theme.accent }));
    const text = run(item.text, { color: pen.muted });
    children.push(item.href ? new ExternalHyperlink({ link: item.href, children: [text] }) : text);
  });
  return children;
}

/** The name as written, on one line: no small caps, no letter-spacing, no table or frame. */
function nameParagraph(pen: Pen, view: CvView, width: number): Paragraph {
  const t = pen.theme;
  return new Paragraph({
    heading: HeadingLevel.TITLE,
    alignment: t.nameCentered ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: 60 },
    children: [
      run(view.name, {
        bold: true,
        color: t.accent,
        size: fitName(view.name, width, t.nameSize),
        font: t.font,
      }),
    ],
  });
}

/**
 * The top of every template, in the document's own flow, where an ATS looks: the name, then
 * the headline and one contact line, all before the first heading. A headline in capitals goes
 * below the contact line (see headlineAfterContact).
 */
function headerParagraphs(pen: Pen, view: CvView, width: number): Paragraph[] {
  const t = pen.theme;
  const headline = headlineParagraph(pen, view, t.nameCentered);
  const late = headlineAfterContact(view.headline);
  const out: Paragraph[] = [nameParagraph(pen, view, width), ...(late ? [] : headline)];
  if (view.contact.length > 0) {
    out.push(
      new Paragraph({
        alignment: t.nameCentered ? AlignmentType.CENTER : AlignmentType.LEFT,
        spacing: { after: late ? 60 : 120 },
        children: contactRuns(pen, view, t.nameCentered ? '  •  ' : '  |  '),
      }),
    );
  }
  if (late) out.push(...headline);
  return out;
}

function singleColumn(view: CvView, theme: Theme): Paragraph[] {
  const pen: Pen = {
    theme,
    lang: view.lang,
    text: theme.text,
    muted: theme.muted,
    heading: theme.accent,
    rule: theme.rule,
    bullet: BULLET,
    width: contentWidth(theme),
    headingSize: theme.headingSize,
    asPrinted: view.asPrinted,
    keep: true,
  };
  const out: Paragraph[] = headerParagraphs(pen, view, pen.width);
  if (view.summary) {
    out.push(heading(pen, 'summary'));
    for (const para of view.summary.split(/\n\s*\n|\n/).filter((p) => p.trim())) {
      out.push(
        new Paragraph({
          alignment: theme.justify ? AlignmentType.JUSTIFIED : AlignmentType.LEFT,
          spacing: { after: 60 },
          children: [run(para.trim(), { color: pen.text })],
        }),
      );
    }
  }
  out.push(
    ...experienceBlock(pen, view, false),
    ...educationBlock(pen, view, false),
    ...skillsBlock(pen, view.skills, false),
    ...listBlock(pen, 'certifications', view.certifications),
    ...inlineBlock(pen, 'languages', view.languages),
    ...listBlock(pen, 'organizations', view.organizations),
    ...listBlock(pen, 'projects', view.projects),
    ...listBlock(pen, 'awards', view.awards),
    ...extraBlocks(pen, view),
  );
  return out;
}

const BOX_PAD = { side: 300, top: 200 };

/**
 * The creative template: one column, in the order a person reads it, with a colour accent; the
 * lists (skills, languages, certifications) close it in a coloured box across the page. No text
 * stands beside other text: a PDF reader pairs the lines of side-by-side columns (pdftotext
 * reads a sidebar's headings among the jobs), and reads a sidebar on the first page between the
 * two halves of a main column that runs onto the second.
 */
function creative(view: CvView, theme: Theme): (Paragraph | Table)[] {
  const sb = theme.sidebar!;
  const total = contentWidth(theme);
  const pen: Pen = {
    theme,
    lang: view.lang,
    text: theme.text,
    muted: theme.muted,
    heading: theme.accent,
    rule: theme.rule,
    bullet: BULLET,
    width: total,
    headingSize: theme.headingSize,
    asPrinted: view.asPrinted,
    keep: true,
  };
  const box: Pen = {
    ...pen,
    text: sb.text,
    muted: sb.text,
    heading: sb.heading,
    rule: null,
    bullet: SIDE_BULLET,
    width: total - 2 * BOX_PAD.side,
    headingSize: theme.headingSize - 2,
    keep: false,
  };
  const out: (Paragraph | Table)[] = [...headerParagraphs(pen, view, total)];
  if (view.summary) {
    out.push(heading(pen, 'summary'));
    for (const para of view.summary.split(/\n\s*\n|\n/).filter((p) => p.trim())) {
      out.push(
        new Paragraph({
          spacing: { after: 60 },
          children: [run(para.trim(), { color: pen.text })],
        }),
      );
    }
  }
  out.push(
    ...experienceBlock(pen, view, false),
    ...educationBlock(pen, view, false),
    ...listBlock(pen, 'organizations', view.organizations),
    ...listBlock(pen, 'projects', view.projects),
    ...listBlock(pen, 'awards', view.awards),
    ...extraBlocks(pen, view),
  );
  const lists = [
    ...skillsBlock(box, view.skills, false, true),
    ...inlineBlock(box, 'languages', view.languages, view.skills.length === 0),
    ...listBlock(
      box,
      'certifications',
      view.certifications,
      view.skills.length === 0 && view.languages.length === 0,
    ),
  ];
  if (lists.length === 0) return out;
  out.push(
    new Paragraph({ spacing: { before: 0, after: 160 }, children: [] }),
    new Table({
      width: { size: total, type: WidthType.DXA },
      columnWidths: [total],
      layout: TableLayoutType.FIXED,
      borders: TableBorders.NONE,
      rows: [
        new TableRow({
          children: [
            new TableCell({
              width: { size: total, type: WidthType.DXA },
              shading: { fill: sb.fill, type: ShadingType.CLEAR, color: 'auto' },
              margins: {
                top: BOX_PAD.top,
                bottom: BOX_PAD.top,
                left: BOX_PAD.side,
                right: BOX_PAD.side,
              },
              children: lists,
            }),
          ],
        }),
      ],
    }),
    // Word needs a paragraph after a table at the end of a section; too small to add a page.
    new Paragraph({
      spacing: { before: 0, after: 0, line: 20, lineRule: LineRuleType.EXACT },
      children: [run('', { size: 2 })],
    }),
  );
  return out;
}

function bulletLevel(theme: Theme, color: string, indent: number) {
  return {
    level: 0,
    format: LevelFormat.BULLET,
    text: '•',
    alignment: AlignmentType.LEFT,
    style: {
      run: { font: theme.font, color },
      paragraph: { indent: { left: indent, hanging: 240 } },
    },
  };
}

export async function buildRevisedCv(
  input: RevisedCvInput,
  template: TemplateName,
): Promise<Buffer> {
  const theme = THEMES[template];
  const view = toView(input);
  const langTag = view.lang === 'id' ? 'id-ID' : 'en-US';
  const children = theme.sidebar ? creative(view, theme) : singleColumn(view, theme);
  const doc = new Document({
    title: `CV – ${view.name}`,
    subject: view.lang === 'id' ? 'Curriculum Vitae' : 'Résumé',
    creator: 'Karier',
    lastModifiedBy: 'Karier',
    description:
      view.lang === 'id'
        ? `CV yang telah direvisi (templat ${template})`
        : `Revised CV (${template} template)`,
    keywords: view.skills.flatMap((g) => g.skills).join(', '),
    styles: {
      default: {
        document: {
          run: {
            font: theme.font,
            size: theme.bodySize,
            color: theme.text,
            language: { value: langTag },
          },
          paragraph: { spacing: { after: 60, line: 259, lineRule: LineRuleType.AUTO } },
        },
        title: { run: { font: theme.font, size: theme.nameSize, bold: true, color: theme.accent } },
        heading1: {
          run: { font: theme.font, size: theme.headingSize, bold: true, color: theme.accent },
          paragraph: { spacing: { before: 220, after: 100 } },
        },
      },
    },
    numbering: {
      config: [
        { reference: BULLET, levels: [bulletLevel(theme, theme.accent, 300)] },
        {
          reference: SIDE_BULLET,
          levels: [bulletLevel(theme, theme.sidebar?.heading ?? theme.accent, 240)],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: A4.width, height: A4.height },
            margin: { ...theme.margin, header: 567, footer: 567, gutter: 0 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
