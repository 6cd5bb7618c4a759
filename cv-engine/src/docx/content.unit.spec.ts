import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatPhone, groupSkills, toView } from './content.ts';
import { enSample } from './spec-fixtures.ts';

describe('formatDate', () => {
  it('writes month abbreviations in the CV language', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatDate(`2020-${String(i + 1).padStart(2, '0')}`, 'id'),
    );
    expect(months.map((m) => m.split(' ')[0])).toEqual(
      'Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des'.split(' '),
    );
    expect(formatDate('2020-08', 'en')).toBe('Aug 2020');
    expect(formatDate('2020-5', 'id')).toBe('Mei 2020');
  });

  it('keeps years, drops impossible months and prints nothing for null', () => {
    expect(formatDate('2019', 'id')).toBe('2019');
    expect(formatDate('2019-13', 'en')).toBe('2019');
    expect(formatDate(null, 'en')).toBe('');
  });
});

describe('formatDateRange', () => {
  it('joins both ends with a spaced en dash, current as Sekarang/Present', () => {
    expect(formatDateRange('2020-01', null, true, 'id')).toBe('Jan 2020 – Sekarang');
    expect(formatDateRange('2020-01', '2020-03', true, 'en')).toBe('Jan 2020 – Present');
    expect(formatDateRange('2016', '2020-12', false, 'id')).toBe('2016 – Des 2020');
  });

  it('prints one end alone, and a single date once', () => {
    expect(formatDateRange('2021-02', null, false, 'id')).toBe('Feb 2021');
    expect(formatDateRange(null, '2021', false, 'en')).toBe('2021');
    expect(formatDateRange('2017', '2017', false, 'en')).toBe('2017');
    expect(formatDateRange(null, null, false, 'en')).toBe('');
  });
});

describe('groupSkills', () => {
  it('is one unlabelled group without skillGroups, deduplicated', () => {
    expect(groupSkills(['Excel', ' excel ', 'SQL', ''])).toEqual([
      { label: '', skills: ['Excel', 'SQL'] },
    ]);
    expect(groupSkills([])).toEqual([]);
  });

  it('follows the given groups and puts the rest under Lainnya / Other', () => {
    const groups = [
      { label: 'Data', skills: ['SQL', 'Python'] },
      { label: 'Kosong', skills: [] },
      { label: 'Lagi', skills: ['sql'] },
    ];
    expect(groupSkills(['SQL', 'Python', 'Negosiasi'], groups, 'id')).toEqual([
      { label: 'Data', skills: ['SQL', 'Python'] },
      { label: 'Lainnya', skills: ['Negosiasi'] },
    ]);
    expect(groupSkills(['SQL', 'Python', 'Negotiation'], groups, 'en').at(-1)).toEqual({
      label: 'Other',
      skills: ['Negotiation'],
    });
  });
});

describe('contact and view', () => {
  it('formats Indonesian mobile numbers and leaves others alone', () => {
    expect(formatPhone('+6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('+442071234567')).toBe('+442071234567');
    // No group reads as a year (the revision would print a date the original never had).
    expect(formatPhone('+628121923757')).toBe('+62 812-192-3757');
    expect(formatPhone('+6281220191234')).toBe('+62 812-201-91234');
    expect(formatPhone('+62812345678')).toBe('+62 812-345-678');
    // As the CV printed it: kept so.
    expect(formatPhone('(+62)85643468310')).toBe('(+62)85643468310');
  });

  it('orders contact items and strips URL schemes from the printed text', () => {
    const view = toView(enSample);
    expect(view.contact.map((c) => c.text)).toEqual([
      'budi.santoso@example.com',
      '+62 811-1222-333',
      'Jakarta, Indonesia',
      'linkedin.com/in/budisantoso',
    ]);
    expect(view.contact[0]!.href).toBe('mailto:budi.santoso@example.com');
    expect(view.contact[3]!.href).toBe('https://linkedin.com/in/budisantoso');
  });

  it('prints the name with the academic titles the CV gives it', () => {
    expect(toView({ ...enSample, printedName: 'Budi Santoso, S.Kom.' }).name).toBe(
      'Budi Santoso, S.Kom.',
    );
  });

  it('falls back to a generic title when the name is missing', () => {
    expect(toView({ ...enSample, contact: { ...enSample.contact, name: '  ' } }).name).toBe(
      'Curriculum Vitae',
    );
  });
});

describe('toView keeps what the CV printed', () => {
  it('prints a degree that already names its field once', () => {
    const view = toView({
      ...enSample,
      education: [
        {
          institution: 'Universitas Udayana',
          degree: 'Bachelor of Psychology',
          field: 'Psychology',
          gpa: null,
          start: '2015',
          end: '2019',
        },
      ],
    });
    expect(view.education[0]!.degree).toBe('Bachelor of Psychology');
  });

  it('prints "Jurusan IPA" as the CV does, not "Jurusan, IPA"', () => {
    const view = toView({
      ...enSample,
      education: [
        {
          institution: 'SMA N 1 Karanganom Klaten',
          degree: 'Jurusan',
          field: 'IPA',
          gpa: null,
          start: '2012',
          end: '2015',
        },
      ],
    });
    expect(view.education[0]!.degree).toBe('Jurusan IPA');
  });

  it('keeps a line two projects both print, and drops only a line repeated right after itself', () => {
    const view = toView({
      ...enSample,
      listStyle: 'as-printed',
      projects: [
        'Website Berita Sidoarjo Juni 2025',
        'Membuat fitur dari website',
        'Membuat fitur dari website',
        'Website Edukasi April 2024',
        'Membuat fitur dari website',
      ],
    });
    expect(view.projects).toEqual([
      'Website Berita Sidoarjo Juni 2025',
      'Membuat fitur dari website',
      'Website Edukasi April 2024',
      'Membuat fitur dari website',
    ]);
  });

  it('keeps an entry that has only its dates', () => {
    const view = toView({
      ...enSample,
      experience: [
        { title: '', company: '', start: '2012', end: '2017', current: false, bullets: [] },
      ],
    });
    expect(view.experience).toEqual([
      expect.objectContaining({ title: '', company: '', dates: '2012 – 2017' }),
    ]);
  });

  it('prints the tenure beside the dates, as the original did, not as a line after the bullets', () => {
    const job = {
      title: 'Staf HRD',
      company: 'PT Indofood',
      start: '2023-08',
      end: '2026-11',
      current: false,
      bullets: ['Menyelenggarakan rekrutmen untuk 40 posisi'],
    };
    const view = toView({
      ...enSample,
      experience: [job],
      experienceNotes: [['(3 tahun 4 bulan)']],
    });
    expect(view.experience[0]).toMatchObject({ dates: 'Aug 2023 – Nov 2026 (3 tahun 4 bulan)' });
    expect(view.experience[0]!.notes).toEqual([]);
  });
});

describe('contactItems: LinkedIn', () => {
  it('writes a bare handle as its profile address', () => {
    const view = toView({ ...enSample, contact: { ...enSample.contact, linkedin: 'posquit0' } });
    expect(view.contact.find((c) => c.kind === 'linkedin')).toEqual({
      kind: 'linkedin',
      text: 'linkedin.com/in/posquit0',
      href: 'https://linkedin.com/in/posquit0',
    });
  });
});
