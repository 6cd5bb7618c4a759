import { describe, expect, it } from 'vitest';
import type { ExperienceEntry, ParsedCv } from '../types.ts';
import { doubtedParts, readingReport, type ReadingInput } from './confidence.ts';
import { analyseText, renderAnalysis } from './index.ts';
import { parseCv } from './parse.ts';
import { renderReading } from './reading-labels.ts';

const clean = `Nur Aini Rahmawati
Jl. Melati No. 12, Kota Malang | 0812-3456-7890 | nur.aini@contoh.id

PENGALAMAN KERJA
Staf Administrasi — PT Sumber Rejeki   Agu 2021 - saat ini
• Mengelola pengarsipan dan surat menyurat untuk 3 divisi
Admin Magang | CV Karya Mandiri | Jan 2021 - Jul 2021
• Input data penjualan harian

PENDIDIKAN
Universitas Brawijaya (2017 - 2021)
S1 Administrasi Bisnis - IPK 3,58

KETERAMPILAN
Microsoft Office, Data Entry, Komunikasi`;

const job = (title: string, start: string | null): ExperienceEntry => ({
  title,
  company: 'PT Maju',
  start,
  end: null,
  current: start !== null,
  bullets: [],
});

/** The parse of `clean`, with some of its output replaced: what the report reads. */
function inputWith(
  patch: Partial<ParsedCv>,
  extra: Partial<Omit<ReadingInput, 'parsed'>> = {},
): ReadingInput {
  const { reading: _r, ...parsed } = parseCv(clean);
  return {
    parsed: { ...parsed, ...patch },
    lines: clean.split('\n'),
    intro: clean.split('\n').slice(0, 2),
    otherBlocks: [],
    contactLines: [],
    ...extra,
  };
}

describe('reading confidence (issue 27)', () => {
  it('understands a CV whose parse agrees with itself', () => {
    const parsed = parseCv(clean);
    expect(parsed.experience).toHaveLength(2);
    expect(parsed.reading).toEqual({ understood: true, doubts: [] });
  });

  it('doubts experience when its dated lines made fewer entries', () => {
    const r = readingReport(inputWith({ experience: [job('Staf Administrasi', '2021-08')] }));
    expect(r.understood).toBe(false);
    expect(r.doubts).toContainEqual({ part: 'experience', code: 'dates_without_entry', count: 1 });
    expect(doubtedParts(r)).toEqual(['experience']);
  });

  it('doubts an undated entry among dated ones (one entry read as two)', () => {
    const r = readingReport(
      inputWith({
        experience: [job('Staf Administrasi', '2021-08'), job('Admin Magang', '2021-01')],
        education: [
          ...parseCv(clean).education,
          {
            institution: 'SMA Negeri 1',
            degree: '',
            field: '',
            gpa: null,
            start: null,
            end: null,
          },
        ],
      }),
    );
    expect(r.doubts).toContainEqual({ part: 'education', code: 'entry_without_dates', count: 1 });
  });

  it('doubts a dated entry of nothing: no title nor employer, no school nor degree', () => {
    const base = parseCv(clean);
    // "Sales Executive — PT Sinar Mas, 2019 -" / "Semarang 2020": the wrapped row's tail dated alone.
    const tail = { ...job('', '2020'), company: '', end: '2020', current: false };
    const r = readingReport(inputWith({ experience: [...base.experience, tail] }));
    expect(r.doubts).toContainEqual({ part: 'experience', code: 'entry_without_header', count: 1 });
    const school = { ...base.education[0]!, institution: '', degree: '', field: '' };
    expect(readingReport(inputWith({ education: [school] })).doubts).toContainEqual({
      part: 'education',
      code: 'entry_without_header',
      count: 1,
    });
    // A job with a title and no employer (freelance) or an undated line is no such doubt.
    const freelance = { ...job('Desainer Lepas', '2019-01'), company: '' };
    const codes = readingReport(
      inputWith({ experience: [...base.experience, freelance] }),
    ).doubts.map((d) => d.code);
    expect(codes).not.toContain('entry_without_header');
  });

  it("doubts entries that print the CV's own email or phone: a side column read into them", () => {
    const base = parseCv(clean);
    const mixed = base.sectionBlocks.map((b) =>
      b.key === 'experience'
        ? {
            ...b,
            lines: [
              b.lines[0]!,
              '0812 3456 7890 Admin Magang',
              'nur.aini@contoh.id',
              ...b.lines.slice(1),
            ],
          }
        : b,
    );
    const r = readingReport(inputWith({ sectionBlocks: mixed }));
    expect(r.doubts).toContainEqual({ part: 'experience', code: 'contact_in_entries', count: 2 });
    // Another number (a reference's, a figure) is no such doubt.
    const other = base.sectionBlocks.map((b) =>
      b.key === 'experience' ? { ...b, lines: [...b.lines, 'Referensi: Budi 0813 9999 1111'] } : b,
    );
    expect(readingReport(inputWith({ sectionBlocks: other })).understood).toBe(true);
  });

  it('doubts two or more headings with nothing under them, not one', () => {
    // Word's heading cells read as a column before their content: every heading empty, the
    // content all under the last one.
    const blocks = parseCv(clean).sectionBlocks;
    const emptied = blocks.map((b, i) => (i < blocks.length - 1 ? { ...b, lines: [] } : b));
    expect(readingReport(inputWith({ sectionBlocks: emptied })).doubts).toContainEqual({
      part: 'sections',
      code: 'heading_without_content',
      count: blocks.length - 1,
    });
    const one = [...blocks, { key: 'references' as const, heading: 'REFERENSI', lines: [] }];
    const codes = readingReport(inputWith({ sectionBlocks: one })).doubts.map((d) => d.code);
    expect(codes).not.toContain('heading_without_content');
  });

  it('doubts a heading-like line that opened no section', () => {
    const text = clean.replace('• Input data penjualan harian', '• Input data\nPORTOFOLIO PROYEK');
    const parsed = parseCv(text);
    // Whatever the splitter makes of it, a line with heading words left inside a block is a doubt.
    if (parsed.sectionBlocks.some((b) => b.lines.includes('PORTOFOLIO PROYEK'))) {
      expect(parsed.reading!.doubts).toContainEqual({
        part: 'sections',
        code: 'heading_without_section',
        count: 1,
      });
    }
    const r = readingReport(
      inputWith({
        sectionBlocks: parseCv(clean).sectionBlocks.map((b) =>
          b.key === 'skills' ? { ...b, lines: [...b.lines, 'RIWAYAT ORGANISASI'] } : b,
        ),
      }),
    );
    expect(r.doubts).toContainEqual({
      part: 'sections',
      code: 'heading_without_section',
      count: 1,
    });
  });

  it('takes a line the layout marks as a heading as a heading', () => {
    const blocks = parseCv(clean).sectionBlocks.map((b) =>
      b.key === 'skills' ? { ...b, lines: [...b.lines, 'Minat dan hobi saya'] } : b,
    );
    const lines = [...clean.split('\n'), 'Minat dan hobi saya'];
    const hints = lines.map((l, i) =>
      l.trim()
        ? {
            size: 1,
            bold: i === lines.length - 1,
            heading: i === lines.length - 1,
            region: 'main' as const,
          }
        : null,
    );
    expect(readingReport(inputWith({ sectionBlocks: blocks }, { lines })).understood).toBe(true);
    const r = readingReport(inputWith({ sectionBlocks: blocks }, { lines, hints }));
    expect(r.doubts).toContainEqual({
      part: 'sections',
      code: 'heading_without_section',
      count: 1,
    });
  });

  it('takes a headline set like a heading in the header apart from a job title worded like it', () => {
    // The headline "Staf Administrasi" is marked a heading in the header; the entry's title of the
    // same words is not: no heading was missed.
    const base = parseCv(clean);
    const blocks = base.sectionBlocks.map((b) =>
      b.key === 'experience' ? { ...b, lines: ['Staf Administrasi', ...b.lines] } : b,
    );
    const intro = [clean.split('\n')[0]!, 'Staf Administrasi'];
    const lines = [...intro, ...clean.split('\n').slice(1)];
    const hints = lines.map((l, i) =>
      l.trim() ? { size: 1, bold: i === 1, heading: i === 1, region: 'main' as const } : null,
    );
    const r = readingReport(inputWith({ sectionBlocks: blocks }, { lines, intro, hints }));
    expect(r.understood).toBe(true);
    // The same headline read into a section (after a sidebar) is a heading that opened no section.
    const skills = base.sectionBlocks.map((b) =>
      b.key === 'skills' ? { ...b, lines: [...b.lines, 'Staf Administrasi'] } : b,
    );
    const lost = readingReport(
      inputWith({ sectionBlocks: skills }, { lines, intro: intro.slice(0, 1), hints }),
    );
    expect(lost.doubts).toContainEqual({
      part: 'sections',
      code: 'heading_without_section',
      count: 1,
    });
  });

  it("takes a line set like a heading that a dated entry was read from as the entry's own", () => {
    // "SMA/SMK IPS" in capitals and bold: the degree and field of a dated school entry.
    const text = clean.replace(
      'S1 Administrasi Bisnis - IPK 3,58',
      'S1 Administrasi Bisnis - IPK 3,58\nSMA Negeri 1 Malang (2014 - 2017)\nSMA IPA',
    );
    const parsed = parseCv(text);
    const school = parsed.education.find((e) => e.institution.startsWith('SMA Negeri'));
    expect(school).toMatchObject({ degree: 'SMA', field: 'IPA', start: '2014' });
    const lines = text.split('\n');
    const hints = lines.map((l) =>
      l.trim()
        ? { size: 1, bold: l === 'SMA IPA', heading: l === 'SMA IPA', region: 'main' as const }
        : null,
    );
    const { reading: _r, ...rest } = parsed;
    const input = {
      parsed: rest,
      lines,
      intro: lines.slice(0, 2),
      otherBlocks: [],
      contactLines: [],
      hints,
    };
    expect(readingReport(input).understood).toBe(true);
    // Left in a block no entry was read from, it is a heading that opened no section.
    const blocks = rest.sectionBlocks.map((b) =>
      b.key === 'skills' ? { ...b, lines: [...b.lines, 'SMA IPA'] } : b,
    );
    const undated = rest.education.map((e) => ({ ...e, start: null, end: null }));
    expect(
      readingReport({ ...input, parsed: { ...rest, sectionBlocks: blocks } }).doubts,
    ).toContainEqual({ part: 'sections', code: 'heading_without_section', count: 1 });
    expect(
      readingReport({ ...input, parsed: { ...rest, education: undated } }).doubts.map(
        (d) => d.code,
      ),
    ).toContain('heading_without_section');
  });

  it('doubts a missing name, a label read as the name, and a name read outside the header', () => {
    const contact = parseCv(clean).contact;
    const codes = (name: string | null, intro?: string[]) =>
      readingReport(
        inputWith({ contact: { ...contact, name } }, intro ? { intro } : {}),
      ).doubts.map((d) => `${d.part}/${d.code}`);
    expect(codes(null)).toEqual(['name/no_name']);
    expect(codes('Hp')).toEqual(['name/name_is_label']);
    expect(codes('Desember')).toEqual(['name/name_is_label']);
    expect(codes('Pengalaman Kerja')).toEqual(['name/name_is_label']);
    // A fact read elsewhere (a job's company) is not the person's name.
    expect(codes('PT Sumber Rejeki')).toEqual(['name/name_is_label']);
    expect(codes('Budi Santoso')).toEqual(['name/name_outside_header']);
    // A large name wrapped over two lines is still the header's.
    expect(codes('Nur Aini Rahmawati', ['NUR AINI', 'RAHMAWATI'])).toEqual([]);
  });

  it('doubts a CV whose dated lines sit where no entries are read and no job was made', () => {
    const r = readingReport(
      inputWith(
        { experience: [] },
        { otherBlocks: [{ heading: 'Riwayat', lines: ['Kasir — Toko Jaya  2019 - 2021'] }] },
      ),
    );
    expect(r.doubts).toContainEqual({ part: 'experience', code: 'dates_without_entry', count: 1 });
  });

  it('doubts a CV with many lines kept only as other content, not one with named extra sections', () => {
    const { verbatim } = parseCv(clean);
    const other = ['a', 'b', 'c', 'd', 'e', 'f'];
    const r = readingReport(inputWith({ verbatim: { ...verbatim!, header: other } }));
    expect(r.doubts.map((d) => d.code)).toContain('unplaced_lines');
    // Lines under a heading with no canonical key ("Coursework") were read as a section.
    const named = readingReport(
      inputWith({
        verbatim: { ...verbatim!, sections: [{ key: null, heading: 'Kursus', items: other }] },
      }),
    );
    expect(named.understood).toBe(true);
  });

  it('words the doubts in Indonesian and English, leaving out codes it does not know', () => {
    const report = {
      understood: false,
      doubts: [
        { part: 'experience', code: 'dates_without_entry', count: 2 },
        { part: 'bogus', code: 'dates_without_entry' },
      ],
    } as unknown as NonNullable<ParsedCv['reading']>;
    const id = renderReading(report, 'id');
    expect(id.doubts).toHaveLength(1);
    expect(id.doubts[0]!.label).toBe('Pengalaman Kerja');
    expect(id.doubts[0]!.message).toMatch(/^2 rentang tanggal/u);
    expect(renderReading(report, 'en').doubts[0]!.label).toBe('Work Experience');
    // Nothing it can name: nothing to ask the user.
    expect(renderReading({ understood: false, doubts: [report.doubts[1]!] }, 'id').understood).toBe(
      true,
    );
  });
});

describe('renderAnalysis and the reading (issue 27)', () => {
  it('answers a doubted reading worded in the locale, and a parse stored before readings without one', () => {
    const text = clean.replace('Nur Aini Rahmawati\n', '');
    const out = analyseText(text, { now: new Date('2026-11-01T00:00:00Z') });
    expect(out.analysis.reading?.understood).toBe(false);
    expect(out.analysis.reading?.doubts[0]).toMatchObject({ part: 'name', label: 'Nama' });
    const en = renderAnalysis(out.parsed, out.result, 'en');
    expect(en.reading?.doubts[0]?.label).toBe('Name');
    const { reading: _old, ...stored } = out.parsed;
    const rendered = renderAnalysis(stored, out.result, 'id');
    expect(rendered).not.toHaveProperty('reading');
    expect(rendered.score).toBe(out.analysis.score);
  });
});
