/**
 * The lossless account's work grows with the lines of a section, not with their square: a
 * Word table of hundreds of jobs (a "DAFTAR RIWAYAT" pasted from a register) is read in time
 * proportional to its rows. The work is counted (calls measuring a line against an entry), not
 * timed: a unit spec runs beside the whole suite on a shared machine.
 */
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The unit project shares one module registry across files (isolate: false): a file that ran
// before this one may have loaded the analyser with the real leftover(). The modules are loaded
// again here, after the registry is reset, so they import the counting one below.
let analyseText: typeof import('../analyse/index.ts').analyseText;
let extractDocument: typeof import('../extract/index.ts').extractDocument;
let ENTRY_REACH: number;
beforeAll(async () => {
  vi.resetModules();
  ({ analyseText } = await import('../analyse/index.ts'));
  ({ extractDocument } = await import('../extract/index.ts'));
  ({ ENTRY_REACH } = await import('./account-entries.ts'));
});

const measured = vi.hoisted(() => ({ calls: 0 }));

vi.mock('./account-leftover.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./account-leftover.ts')>();
  return {
    ...original,
    leftover: (...args: Parameters<typeof original.leftover>) => {
      measured.calls++;
      return original.leftover(...args);
    },
  };
});

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
const bold = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true })] });

/** A CV whose work history is one ruled table: No | Perusahaan | Jabatan | Tahun | Uraian. */
async function tableCv(rows: number): Promise<Buffer> {
  const head = ['No', 'Nama Perusahaan', 'Jabatan', 'Tahun', 'Uraian Tugas'];
  const body = Array.from({ length: rows }, (_, i) => {
    const year = 1990 + (i % 30);
    return [
      String(i + 1),
      `PT Contoh Jaya ${i + 1}`,
      `Staf Gudang ${(i % 7) + 1}`,
      `${year} - ${year + 1}`,
      `Mengelola ${i + 1} faktur per bulan`,
    ];
  });
  const doc = new Document({
    sections: [
      {
        children: [
          bold('BUDI SANTOSO'),
          new Paragraph('budi@contoh.id | 0812 3456 7890 | Jakarta'),
          bold('RIWAYAT PEKERJAAN'),
          new Table({
            rows: [head, ...body].map((r) => new TableRow({ children: r.map(cell) })),
          }),
          bold('PENDIDIKAN'),
          new Paragraph('Universitas Contoh — S1 Akuntansi (2015 – 2019)'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function read(rows: number) {
  const document = await extractDocument(await tableCv(rows));
  measured.calls = 0;
  const out = analyseText(document.text, document.hints ? { hints: document.hints } : {});
  const lines = document.text.split('\n').filter((l) => l.trim()).length;
  return { calls: measured.calls, lines, parsed: out.parsed };
}

describe('the lossless account of a long table', () => {
  it('measures each line against the entries within reach: 8x the rows, not 64x the work', async () => {
    const small = await read(20);
    const large = await read(160);
    expect(large.parsed.experience).toHaveLength(160);
    // Each line is measured against the entries within reach, and once more for its note
    // (measured against every later entry, 200 rows took 56 calls a line).
    expect(large.calls).toBeLessThanOrEqual(large.lines * (ENTRY_REACH + 2));
    // 25 -> 200 rows: 12x the calls (a short table's last lines have fewer entries in reach),
    // 85x when measured against every later entry.
    expect(large.calls / small.calls).toBeLessThan(20);
  }, 120_000);

  it('keeps every row: each job is read, or its lines kept as notes', async () => {
    const { parsed } = await read(160);
    const kept = [
      ...parsed.experience.flatMap((e) => [e.title, e.company, ...e.bullets]),
      ...parsed.verbatim!.experienceNotes.flat(),
    ].join('\n');
    for (const n of [1, 80, 160]) {
      expect(kept).toContain(`PT Contoh Jaya ${n}`);
      expect(kept).toContain(`Mengelola ${n} faktur per bulan`);
    }
    const { lines, accounted } = parsed.verbatim!.coverage;
    expect(accounted).toBe(lines);
  }, 60_000);
});
