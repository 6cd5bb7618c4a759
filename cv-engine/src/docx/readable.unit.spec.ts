import { describe, expect, it } from 'vitest';
import { toView } from './content.ts';
import {
  HEADLINE_MAX,
  datedEntries,
  fitHeadline,
  readabilityOf,
  splitDatedRun,
  unreadableParts,
} from './readable.ts';
import { enSample } from './spec-fixtures.ts';

const RUN =
  'Staf Akuntansi — PT Mitra Jan 2020 – Sekarang. Admin Keuangan — CV Jaya Mar 2018 – Des 2019';

describe('splitDatedRun', () => {
  it('cuts a run of dated entries at the sentence boundary before each further range', () => {
    expect(datedEntries(RUN)).toBe(2);
    expect(splitDatedRun(RUN)).toEqual([
      'Staf Akuntansi — PT Mitra Jan 2020 – Sekarang.',
      'Admin Keuangan — CV Jaya Mar 2018 – Des 2019',
    ]);
  });

  it('cuts right before the range when no boundary lies between, keeping every word', () => {
    const run =
      'Pemandu Wisata Juli 2023 – Sep 2026 Hotel Santika Pramusaji Agustus 2021 – Mei 2023';
    const pieces = splitDatedRun(run);
    expect(pieces).toEqual([
      'Pemandu Wisata Juli 2023 – Sep 2026 Hotel Santika Pramusaji',
      'Agustus 2021 – Mei 2023',
    ]);
    for (const p of pieces) expect(datedEntries(p)).toBeLessThanOrEqual(1);
  });

  it('leaves a paragraph with one range or none whole', () => {
    expect(splitDatedRun('Staf Gudang Jan 2020 – Mar 2021')).toEqual([
      'Staf Gudang Jan 2020 – Mar 2021',
    ]);
    expect(splitDatedRun('Mengelola 40 tamu per hari')).toEqual(['Mengelola 40 tamu per hari']);
  });
});

describe('fitHeadline', () => {
  it('moves personal-data rows and their title out of the headline, as label: value lines', () => {
    const out = fitHeadline([
      'Data Pribadi',
      'Nama : Budi Santoso',
      'Tempat/Tanggal Lahir : Medan, 1 Maret 2000',
      'Staf Administrasi',
    ]);
    expect(out.headline).toBe('Staf Administrasi');
    expect(out.title).toBe('Data Pribadi');
    expect(out.block).toEqual(['Nama: Budi Santoso', 'Tempat/Tanggal Lahir: Medan, 1 Maret 2000']);
  });

  it('takes no document title ("RIWAYAT HIDUP") for the block\'s heading: a reader knows no such section', () => {
    const out = fitHeadline([
      'RIWAYAT HIDUP',
      'Jenis Kelamin : Perempuan',
      'Status : Belum Menikah',
    ]);
    expect(out.title).toBeNull();
    expect(out.headline).toBe('RIWAYAT HIDUP');
    expect(out.block).toEqual(['Jenis Kelamin: Perempuan', 'Status: Belum Menikah']);
  });

  it('takes a row whose label has a comma ("Tempat, Tanggal Lahir") for a personal-data row', () => {
    const out = fitHeadline(['Tempat, Tanggal Lahir: Semarang, 2 September 2001', 'Staf Gudang']);
    expect(out.headline).toBe('Staf Gudang');
    expect(out.block).toEqual(['Tempat, Tanggal Lahir: Semarang, 2 September 2001']);
  });

  it('keeps the headline within the limit; what does not fit goes to the block whole or cut', () => {
    const long = `${'Analis Data berpengalaman di perbankan dan ritel. '.repeat(3)}Siap pindah`;
    const out = fitHeadline(['Analis Data', long]);
    expect(out.headline).toBe('Analis Data');
    expect(out.block).toEqual([long.replace(/\s+/gu, ' ').trim()]);
    const alone = fitHeadline([long]);
    expect(alone.headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(alone.headline).toMatch(/ritel\.$/u);
    expect(`${alone.headline} ${alone.block.join(' ')}`).toBe(long.replace(/\s+/gu, ' ').trim());
  });
});

describe('the writer keeps to the readable-structure rules', () => {
  it('prints a Data Pribadi header as a block, not as a headline over the limit', () => {
    const view = toView({
      ...enSample,
      headline: [
        'Data Pribadi',
        'Nama : Budi Santoso',
        'Tempat/Tanggal Lahir : Medan, 1 Maret 2000',
        'Jenis Kelamin : Laki-laki',
        'Agama : Islam',
      ],
    });
    expect(view.headline).toBe('');
    expect(view.extra[0]).toEqual({
      heading: 'Data Pribadi',
      items: [
        'Nama: Budi Santoso',
        'Tempat/Tanggal Lahir: Medan, 1 Maret 2000',
        'Jenis Kelamin: Laki-laki',
        'Agama: Islam',
      ],
    });
    expect(readabilityOf(view)).toEqual({ readable: true, reasons: [] });
  });

  it('prints a note that runs dated entries together as pieces, and says it mended it', () => {
    const view = toView({ ...enSample, experienceNotes: [[RUN]] });
    expect(view.experience[0]!.notes).toEqual(splitDatedRun(RUN));
    const verdict = readabilityOf(view);
    expect(verdict.readable).toBe(false);
    expect(verdict.reasons).toEqual([
      `mended: 2 dated entries in one paragraph: "${RUN.slice(0, 80)}…"`,
    ]);
    // What was written passes the check the round trip runs on the revised file.
    expect(unreadableParts(view.experience[0]!.notes, [view.headline])).toEqual([]);
  });

  it('starts a new skills line where a list ran a dated entry in among the skills', () => {
    const view = toView({
      ...enSample,
      skills: ['Excel', 'Google Ads Certified (2021 – 2023)', 'SQL', 'Scrum Master (2019 – 2020)'],
      skillGroups: [],
    });
    for (const g of view.skills) expect(datedEntries(g.skills.join(', '))).toBeLessThanOrEqual(1);
    expect(view.skills.flatMap((g) => g.skills)).toHaveLength(4);
    expect(view.repairs).toHaveLength(1);
  });

  it("prints a title holding dates of its own as the entry's first note, not beside its dates", () => {
    const [first, ...rest] = enSample.experience;
    const view = toView({
      ...enSample,
      experience: [{ ...first!, title: 'Analyst Jan 2015 – Mar 2016 Clerk' }, ...rest],
    });
    const e = view.experience[0]!;
    expect(e.title).toBe('');
    expect(e.notes[0]).toBe('Analyst Jan 2015 – Mar 2016 Clerk');
    expect(readabilityOf(view).readable).toBe(false);
  });

  it('keeps a headline line with dated entries out of the headline', () => {
    const out = fitHeadline([
      'Analis Data',
      'Staf Jan 2020 – Mar 2021 | Admin Feb 2018 – Des 2019',
    ]);
    expect(out.headline).toBe('Analis Data');
    expect(out.block).toEqual(['Staf Jan 2020 – Mar 2021 | Admin Feb 2018 – Des 2019']);
  });

  it("keeps an entry's period out of the header: such a revision is not readable", () => {
    // A job's lines left under the name: its title and employer joined the headline, its dates
    // would have followed them there.
    const view = toView({
      ...enSample,
      headline: ['Web Developer', 'PT Bank Harapan Nusantara — Analyst', 'JANUARY 2024 - NOW'],
    });
    expect(view.headline).toBe('Web Developer | PT Bank Harapan Nusantara — Analyst');
    expect(view.headerRows).toEqual(['JANUARY 2024 - NOW']);
    const verdict = readabilityOf(view);
    expect(verdict.readable).toBe(false);
    expect(verdict.reasons).toEqual(['a period in the header: "JANUARY 2024 - NOW"']);
    // The round trip's check of a written file says the same of its header.
    expect(unreadableParts([], [view.headline], view.headerRows)).toEqual(verdict.reasons);
    expect(unreadableParts([], ['Staf Jan 2020 – Mar 2021'])).toEqual([
      'a period in the headline: "Staf Jan 2020 – Mar 2021"',
    ]);
  });

  it('reads a lone date under the name (a birth date, a graduation year) as no period', () => {
    const view = toView({
      ...enSample,
      headline: ['Fresh Graduate 2024', 'Tanggal Lahir : 1 Maret 2000', 'Lulus Agustus 2023'],
    });
    expect(view.headline).toBe('Fresh Graduate 2024');
    expect(view.headerRows).toEqual(['Tanggal Lahir: 1 Maret 2000', 'Lulus Agustus 2023']);
    expect(readabilityOf(view)).toEqual({ readable: true, reasons: [] });
  });

  it('counts no phone number as a date range', () => {
    expect(datedEntries('a@b.com | (+62) 813 1946 2043 | Bandung')).toBe(0);
    expect(datedEntries('0878-1945-2043 | 2019 – 2021')).toBe(1);
  });

  it("prints an employer's place note on its line, not after the bullets", () => {
    const [first, ...rest] = enSample.experience;
    const view = toView({
      ...enSample,
      experience: [{ ...first!, company: 'PT Maju Jaya' }, ...rest],
      experienceNotes: [['Yogyakarta', 'Thesis on retail demand']],
    });
    expect(view.experience[0]!.company).toBe('PT Maju Jaya, Yogyakarta');
    expect(view.experience[0]!.notes).toEqual(['Thesis on retail demand']);
    // A note that is a sentence stays a note.
    const other = toView({ ...enSample, experienceNotes: [['handled 40 guests a day']] });
    expect(other.experience[0]!.notes).toEqual(['handled 40 guests a day']);
    // An employer named after its town ("Hotel Santika Bandung, Bandung") keeps the town on its
    // line too; a place the employer's line already ends on is not printed twice.
    const named = toView({
      ...enSample,
      experience: [{ ...first!, company: 'Hotel Santika Bandung' }, ...rest],
      experienceNotes: [['Bandung']],
    });
    expect(named.experience[0]!.company).toBe('Hotel Santika Bandung, Bandung');
    expect(named.experience[0]!.notes).toEqual([]);
    const placed = toView({
      ...enSample,
      experience: [{ ...first!, company: 'PT Maju Jaya, Yogyakarta' }, ...rest],
      experienceNotes: [['Yogyakarta']],
    });
    expect(placed.experience[0]!.company).toBe('PT Maju Jaya, Yogyakarta');
  });
});
