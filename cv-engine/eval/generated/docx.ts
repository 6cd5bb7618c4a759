/**
 * The Word families: DOCX files made the way people make CVs in Word (and then often export to
 * PDF): heading styles, real bullet numbering, borderless tables with headings in the left
 * cells, right-aligned tab stops for dates, character spacing for letter-spaced capitals.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  TabStopPosition,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IParagraphOptions,
  type IRunOptions,
} from 'docx';
import { EUROPASS_HEADS, PERSONAL_LABELS, personalRows } from './html.ts';
import {
  contactItems,
  contactText,
  entryHeader,
  layoutRng,
  sectionsOf,
  type Entry,
  type ModelSection,
} from './model.ts';
import type { GeneratedCv } from './truth.ts';

type Block = Paragraph | Table;

const BULLETS = 'cv-bullets';
const NUMBERS = 'cv-numbers';

function run(text: string, o: Omit<IRunOptions, 'text'> = {}): TextRun {
  return new TextRun({ text, ...o });
}

function p(text: string, o: Omit<IRunOptions, 'text'> = {}, po: IParagraphOptions = {}): Paragraph {
  return new Paragraph({ ...po, children: [run(text, o)] });
}

function bullet(text: string): Paragraph {
  return new Paragraph({ children: [run(text)], numbering: { reference: BULLETS, level: 0 } });
}

function numbered(text: string): Paragraph {
  return new Paragraph({ children: [run(text)], numbering: { reference: NUMBERS, level: 0 } });
}

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

function cell(children: Block[], width: number, fill?: string): TableCell {
  return new TableCell({
    children: children.length ? children : [new Paragraph('')],
    width: { size: width, type: WidthType.PERCENTAGE },
    ...(fill ? { shading: { fill, type: ShadingType.CLEAR, color: 'auto' } } : {}),
  });
}

function table(rows: TableCell[][], borders = false): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    ...(borders ? {} : { borders: NO_BORDERS }),
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });
}

async function pack(children: Block[], opts: { font?: string } = {}): Promise<Buffer> {
  const doc = new Document({
    creator: 'karier-cv-gen',
    styles: {
      default: { document: { run: { font: opts.font ?? 'Calibri', size: 21 } } },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 260 } } },
            },
          ],
        },
        {
          reference: NUMBERS,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { margin: { top: 900, bottom: 900, left: 1000, right: 1000 } } },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

interface EntryOpts {
  orgFirst: boolean;
  /** Dates after a right tab stop on the header line, or on a line of their own. */
  tabDates: boolean;
  twoLines: boolean;
}

function entryBlocks(e: Entry, o: EntryOpts): Paragraph[] {
  const org = [e.org, e.location].filter(Boolean).join(', ');
  const out: Paragraph[] = [];
  const headText = o.twoLines && org ? (o.orgFirst ? org : e.title) : entryHeader(e, o.orgFirst);
  const second = o.twoLines && org ? (o.orgFirst ? e.title : org) : null;
  if (o.tabDates && e.dates) {
    out.push(
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
        spacing: { before: 120 },
        children: [run(headText, { bold: true }), new TextRun({ children: [new Tab(), e.dates] })],
      }),
    );
  } else {
    out.push(p(headText, { bold: true }, { spacing: { before: 120 } }));
  }
  if (second) out.push(p(second, { italics: true }));
  if (!o.tabDates && e.dates) out.push(p(e.dates, { color: '555555' }));
  if (e.note) out.push(p(e.note));
  for (const b of e.bullets) out.push(bullet(b));
  return out;
}

function bodyBlocks(s: ModelSection, o: EntryOpts): Paragraph[] {
  const b = s.body;
  if (b.kind === 'text') return [p(b.text)];
  if (b.kind === 'list')
    return b.items.map((i) => (s.key === 'publications' ? numbered(i) : bullet(i)));
  return b.entries.flatMap((e) => entryBlocks(e, o));
}

function heading(
  text: string,
  o: { caps?: boolean; spacing?: number; style?: boolean; rule?: boolean } = {},
): Paragraph {
  return new Paragraph({
    ...(o.style ? { heading: HeadingLevel.HEADING_2 } : {}),
    spacing: { before: 240, after: 60 },
    ...(o.rule
      ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '333333', space: 1 } } }
      : {}),
    children: [
      run(text, {
        bold: true,
        size: 24,
        ...(o.caps ? { allCaps: true } : {}),
        ...(o.spacing ? { characterSpacing: o.spacing } : {}),
      }),
    ],
  });
}

function contactParagraphs(cv: GeneratedCv, oneLine: boolean, sep = ' | '): Paragraph[] {
  const items = contactItems(cv).map(contactText);
  return oneLine ? [p(items.join(sep))] : items.map((t) => p(t));
}

// ---- (1) Classic one column (Word styles, numbering) -------------------------------------------

function classic(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const centred = r.chance(0.5);
  const align = centred ? AlignmentType.CENTER : AlignmentType.LEFT;
  const o: EntryOpts = {
    orgFirst: r.chance(0.3),
    tabDates: r.chance(0.5),
    twoLines: r.chance(0.5),
  };
  const useStyles = r.chance(0.6);
  const caps = r.chance(0.4);
  const children: Block[] = [
    new Paragraph({
      alignment: align,
      ...(useStyles ? { heading: HeadingLevel.TITLE } : {}),
      children: [run(cv.nameDisplay, { bold: true, size: 36 })],
    }),
    p(cv.headline, {}, { alignment: align }),
    new Paragraph({
      alignment: align,
      children: [
        run(
          contactItems(cv)
            .map(contactText)
            .join(r.pick([' | ', ' • '])),
        ),
      ],
    }),
  ];
  for (const s of sectionsOf(cv)) {
    children.push(heading(s.heading, { caps, style: useStyles, rule: true }), ...bodyBlocks(s, o));
  }
  return pack(children, { font: r.pick(['Calibri', 'Times New Roman', 'Arial']) });
}

// ---- (2) Two columns: a shaded sidebar cell -----------------------------------------------------

function sidebar(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const SIDE = ['skills', 'languages', 'certifications'];
  const o: EntryOpts = { orgFirst: r.chance(0.3), tabDates: false, twoLines: true };
  const side: Block[] = [
    heading(cv.lang === 'id' ? 'Kontak' : 'Contact', { caps: true }),
    ...contactParagraphs(cv, false),
  ];
  for (const s of sectionsOf(cv, { skillsAsList: true }).filter((x) => SIDE.includes(x.key))) {
    side.push(heading(s.heading, { caps: true }), ...bodyBlocks(s, o));
  }
  const main: Block[] = [p(cv.nameDisplay, { bold: true, size: 40 }), p(cv.headline, { size: 24 })];
  for (const s of sectionsOf(cv, { omit: ['skills', 'languages', 'certifications'] })) {
    main.push(heading(s.heading, { rule: true }), ...bodyBlocks(s, o));
  }
  return pack([table([[cell(side, 33, r.pick(['DCE6F1', 'EAEAEA', 'F2E6D9'])), cell(main, 67)]])]);
}

// ---- (3) Word table: headings in the left column (the usual Indonesian Word CV) ---------------

function wordTable(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const borders = r.chance(0.4);
  const upper = r.chance(0.6);
  const o: EntryOpts = { orgFirst: r.chance(0.5), tabDates: false, twoLines: r.chance(0.5) };
  const rows: TableCell[][] = [];
  const headCell = (t: string) => cell([p(upper ? t.toUpperCase() : t, { bold: true })], 28);
  // The name row: the name in the right cell beside an empty (or photo) cell, or above the table.
  const nameAbove = r.chance(0.5);
  if (!nameAbove)
    rows.push([
      cell([], 28),
      cell([p(cv.nameDisplay, { bold: true, size: 32 }), p(cv.headline)], 72),
    ]);
  rows.push([
    headCell(
      cv.lang === 'id'
        ? r.pick(['Kontak', 'Data Diri', 'Informasi Kontak'])
        : r.pick(['Contact', 'Contact Details']),
    ),
    cell(contactParagraphs(cv, false), 72),
  ]);
  for (const s of sectionsOf(cv)) rows.push([headCell(s.heading), cell(bodyBlocks(s, o), 72)]);
  const children: Block[] = nameAbove
    ? [
        p(cv.nameDisplay, { bold: true, size: 32 }, { alignment: AlignmentType.CENTER }),
        p(cv.headline, {}, { alignment: AlignmentType.CENTER }),
        table(rows, borders),
      ]
    : [table(rows, borders)];
  return pack(children, { font: r.pick(['Calibri', 'Arial', 'Times New Roman']) });
}

// ---- (4) All caps with Word character spacing ---------------------------------------------------

function caps(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const spacing = r.pick([40, 60, 100, 140]);
  // Word's "All caps" font effect keeps the typed case in the file; some people type capitals.
  const typed = r.chance(0.5);
  const name = typed ? cv.nameDisplay.toUpperCase() : cv.nameDisplay;
  const o: EntryOpts = {
    orgFirst: r.chance(0.3),
    tabDates: r.chance(0.6),
    twoLines: r.chance(0.5),
  };
  const children: Block[] = [
    p(name, { bold: true, size: 44, allCaps: true, characterSpacing: spacing * 2 }),
    p(cv.headline, { allCaps: true, characterSpacing: spacing }),
    ...contactParagraphs(cv, true, '  /  '),
  ];
  for (const s of sectionsOf(cv)) {
    const h = typed ? s.heading.toUpperCase() : s.heading;
    children.push(heading(h, { caps: true, spacing, rule: r.chance(0.5) }), ...bodyBlocks(s, o));
  }
  return pack(children);
}

// ---- (5) Minimal --------------------------------------------------------------------------------

function minimal(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const o: EntryOpts = { orgFirst: r.chance(0.3), tabDates: false, twoLines: false };
  const children: Block[] = [
    p(cv.nameDisplay, { bold: true, size: 28 }),
    ...contactParagraphs(cv, r.chance(0.5), ', '),
  ];
  for (const s of sectionsOf(cv)) {
    children.push(
      new Paragraph({ spacing: { before: 200 }, children: [run(s.heading, { bold: true })] }),
      ...bodyBlocks(s, o),
    );
  }
  return pack(children, { font: 'Arial' });
}

// ---- (6) Europass: labels and dates in the left column ------------------------------------------

function europass(cv: GeneratedCv): Promise<Buffer> {
  const H = EUROPASS_HEADS[cv.lang];
  const rows: TableCell[][] = [];
  const left = (t: string, bold = false) =>
    cell(
      t ? [p(t, { bold, color: '1A4F8B', size: 18 }, { alignment: AlignmentType.RIGHT })] : [],
      30,
    );
  rows.push([left(H.personal, true), cell([p(cv.nameDisplay, { bold: true, size: 32 })], 70)]);
  for (const c of contactItems(cv)) rows.push([left(H[c.kind]), cell([p(c.value)], 70)]);
  for (const s of sectionsOf(cv)) {
    const head = H[s.key as keyof typeof H] ?? s.heading.toUpperCase();
    rows.push([left(head, true), cell([], 70)]);
    const b = s.body;
    if (b.kind === 'text') rows.push([left(''), cell([p(b.text)], 70)]);
    else if (b.kind === 'list')
      rows.push([
        left(''),
        cell(
          b.items.map((i) => p(i)),
          70,
        ),
      ]);
    else {
      for (const e of b.entries) {
        const org = [e.org, e.location].filter(Boolean).join(', ');
        const right: Paragraph[] = [p(e.title, { bold: true })];
        if (org) right.push(p(org));
        if (e.note) right.push(p(e.note));
        for (const x of e.bullets) right.push(bullet(x));
        rows.push([left(e.dates ?? ''), cell(right, 70)]);
      }
    }
  }
  return pack([table(rows)], { font: 'Arial' });
}

// ---- (7) Data Pribadi: label : value rows -------------------------------------------------------

function dataPribadi(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const L = PERSONAL_LABELS[cv.lang];
  const o: EntryOpts = {
    orgFirst: r.chance(0.5),
    tabDates: r.chance(0.4),
    twoLines: r.chance(0.5),
  };
  const children: Block[] = [
    p(
      r.pick(L.title),
      { bold: true, size: 30, underline: {} },
      { alignment: AlignmentType.CENTER },
    ),
    heading(r.pick(L.block), { rule: true }),
  ];
  const rows = personalRows(cv);
  if (r.chance(0.5)) {
    // Tab-aligned "Label<TAB>: value" lines, as typed in Word.
    for (const [k, v] of rows) {
      children.push(
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: 2600 }],
          children: [run(k), new TextRun({ children: [new Tab(), `: ${v}`] })],
        }),
      );
    }
  } else {
    children.push(table(rows.map(([k, v]) => [cell([p(k)], 30), cell([p(`: ${v}`)], 70)])));
  }
  for (const s of sectionsOf(cv))
    children.push(heading(s.heading, { rule: true }), ...bodyBlocks(s, o));
  return pack(children, { font: r.pick(['Times New Roman', 'Calibri']) });
}

// ---- (9) Timeline: dates in a narrow left cell --------------------------------------------------

function timeline(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const orgFirst = r.chance(0.4);
  const children: Block[] = [
    p(cv.nameDisplay, { bold: true, size: 36 }),
    p(cv.headline),
    ...contactParagraphs(cv, true, ' · '),
  ];
  for (const s of sectionsOf(cv)) {
    children.push(heading(s.heading, { rule: true }));
    const b = s.body;
    if (b.kind !== 'entries') {
      children.push(...bodyBlocks(s, { orgFirst, tabDates: false, twoLines: false }));
      continue;
    }
    const rows = b.entries.map((e) => {
      const org = [e.org, e.location].filter(Boolean).join(', ');
      const right: Paragraph[] = [p(orgFirst && org ? org : e.title, { bold: true })];
      const second = orgFirst ? e.title : org;
      if (second) right.push(p(second));
      if (e.note) right.push(p(e.note));
      for (const x of e.bullets) right.push(bullet(x));
      return [cell([p(e.dates ?? '', { size: 18, color: '555555' })], 22), cell(right, 78)];
    });
    children.push(table(rows));
  }
  return pack(children);
}

// ---- (11) Functional: skills first --------------------------------------------------------------

function functional(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const o: EntryOpts = { orgFirst: r.chance(0.5), tabDates: true, twoLines: false };
  const children: Block[] = [
    p(cv.nameDisplay, { bold: true, size: 34 }),
    p(cv.headline),
    ...contactParagraphs(cv, true),
  ];
  for (const s of sectionsOf(cv, { order: 'skills-first', skillsAsList: r.chance(0.5) })) {
    children.push(heading(s.heading, { style: true }), ...bodyBlocks(s, o));
  }
  return pack(children);
}

// ---- (12) Academic ------------------------------------------------------------------------------

function academic(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const o: EntryOpts = { orgFirst: r.chance(0.6), tabDates: true, twoLines: true };
  const children: Block[] = [
    p(cv.nameDisplay, { bold: true, size: 34 }, { alignment: AlignmentType.CENTER }),
    p(cv.headline, {}, { alignment: AlignmentType.CENTER }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [run(contactItems(cv).map(contactText).join(' — '))],
    }),
  ];
  for (const s of sectionsOf(cv, { order: 'education-first' })) {
    children.push(heading(s.heading, { rule: true, style: r.chance(0.5) }), ...bodyBlocks(s, o));
  }
  return pack(children, { font: 'Times New Roman' });
}

// ---- (13) Tab stops for right-aligned dates -----------------------------------------------------

function tabs(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv, 'docx');
  const o: EntryOpts = { orgFirst: r.chance(0.4), tabDates: true, twoLines: r.chance(0.7) };
  const children: Block[] = [
    p(cv.nameDisplay, { bold: true, size: 36 }),
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
      children: [run(cv.headline), new TextRun({ children: [new Tab(), cv.email] })],
    }),
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
      children: [
        run(
          contactItems(cv)
            .filter((c) => c.kind !== 'email')
            .map(contactText)
            .join(' | '),
        ),
      ],
    }),
  ];
  for (const s of sectionsOf(cv))
    children.push(heading(s.heading, { rule: true, caps: r.chance(0.5) }), ...bodyBlocks(s, o));
  return pack(children, { font: r.pick(['Calibri', 'Cambria', 'Arial']) });
}

export const DOCX_FAMILIES: Record<string, (cv: GeneratedCv) => Promise<Buffer>> = {
  classic,
  'sidebar-left': sidebar,
  'word-table': wordTable,
  'caps-spaced': caps,
  minimal,
  europass,
  'data-pribadi': dataPribadi,
  timeline,
  functional,
  academic,
  'docx-tabs': tabs,
};
