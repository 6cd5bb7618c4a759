import { describe, expect, it } from 'vitest';
import type { Profile } from '@karier/api-types';
import type { CvStructure, CvStructureEntry } from '../api/lengkapi.ts';
import { profileWithEntries, scoreView, sectionKind, yearOf } from './structure.ts';

const entry = (over: Partial<CvStructureEntry> = {}): CvStructureEntry => ({
  title: 'Kasir',
  organisation: 'Indomaret',
  location: 'Bandung',
  start: 'Jan 2021',
  end: 'Des 2022',
  current: false,
  bullets: ['Melayani pelanggan', '  '],
  ...over,
});

const profile: Profile = {
  userId: 'u1',
  name: 'Sari',
  email: 'sari@example.com',
  phone: '',
  phoneDisplay: '',
  location: 'Kota Bandung',
  about: '',
  skills: [],
  experience: [
    {
      id: 'e1',
      title: 'kasir',
      company: 'INDOMARET',
      from: 2021,
      to: 2022,
      current: false,
      description: '',
    },
  ],
  education: [],
  complete: true,
  version: 3,
  updatedAt: null,
};

const structure = (sections: CvStructure['sections']): CvStructure => ({
  contact: {},
  summary: '',
  sections,
});

describe('yearOf', () => {
  it('reads the first plausible year of a date as a CV writes it', () => {
    expect(yearOf('Maret 2019')).toBe(2019);
    expect(yearOf('03/2020 – 2021')).toBe(2020);
    expect(yearOf('sekarang')).toBeNull();
    expect(yearOf('12345')).toBeNull();
    expect(yearOf(null)).toBeNull();
  });
});

describe('sectionKind', () => {
  it('knows work and education sections in both languages', () => {
    expect(sectionKind({ key: 'experience', title: 'Pengalaman Kerja' })).toBe('experience');
    expect(sectionKind({ key: 'x', title: 'Pengalaman Organisasi' })).toBe('experience');
    expect(sectionKind({ key: 'education', title: 'Education' })).toBe('education');
    expect(sectionKind({ key: 'skills', title: 'Keahlian' })).toBeNull();
  });
});

describe('profileWithEntries', () => {
  it('adds only what the profile lacks, and skips an entry without a start year', () => {
    const { request, added, skipped } = profileWithEntries(
      profile,
      structure([
        {
          key: 'experience',
          title: 'Pengalaman',
          entries: [
            entry(), // already in the profile (case aside)
            entry({
              title: 'Pramuniaga',
              organisation: 'Gramedia',
              start: 'Juni 2019',
              end: '2020',
            }),
            entry({ title: 'Relawan', organisation: 'PMI', start: 'dulu' }),
          ],
        },
        {
          key: 'education',
          title: 'Pendidikan',
          entries: [
            entry({ title: 'S1 Manajemen', organisation: 'Unpad', start: '2014', end: '2018' }),
          ],
        },
      ]),
    );
    expect(added).toBe(2);
    expect(skipped).toBe(1);
    expect(request.expectedVersion).toBe(3);
    expect(request.experience).toHaveLength(2);
    expect(request.experience![1]).toEqual({
      title: 'Pramuniaga',
      company: 'Gramedia',
      from: 2019,
      to: 2020,
      current: false,
      description: 'Melayani pelanggan',
    });
    expect(request.education).toEqual([
      {
        school: 'Unpad',
        degree: 'S1 Manajemen',
        fieldofstudy: '',
        from: 2014,
        to: 2018,
        current: false,
        description: 'Melayani pelanggan',
      },
    ]);
  });

  it('never sends an end before the start, nor one for a current role', () => {
    const { request } = profileWithEntries(
      { ...profile, experience: [] },
      structure([
        {
          key: 'experience',
          title: 'Pengalaman',
          entries: [
            entry({ start: '2022', end: '2020' }),
            entry({ title: 'Supervisor', start: '2023', end: '2024', current: true }),
          ],
        },
      ]),
    );
    expect(request.experience!.map((e) => [e.from, e.to, e.current])).toEqual([
      [2022, null, false],
      [2023, null, true],
    ]);
  });
});

describe('scoreView', () => {
  it('takes a bare score as the after, beside the original', () => {
    expect(scoreView(70, 58)).toEqual({ before: 58, after: 70, potential: null });
    expect(scoreView({ after: 74, potential: 83 }, 58)).toEqual({
      before: 58,
      after: 74,
      potential: 83,
    });
  });
});
