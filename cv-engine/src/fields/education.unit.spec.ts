import { describe, expect, it } from 'vitest';
import { isSchoolLevel, parseDegree, parseEducation } from './education.ts';

describe('school levels are degrees, not schools', () => {
  it('reads a level with its stream as a degree line', () => {
    expect(isSchoolLevel('SMA/SMK IPS')).toBe(true);
    expect(isSchoolLevel('SMA IPA')).toBe(true);
    expect(isSchoolLevel('High School (Social Studies)')).toBe(true);
    expect(isSchoolLevel('High School Science')).toBe(true);
    expect(isSchoolLevel('Senior High School 3 Jakarta')).toBe(false);
    expect(isSchoolLevel('SMK Negeri 2 Surabaya')).toBe(false);
    expect(isSchoolLevel('Northgate High School')).toBe(false);
  });

  it('splits the level from the stream', () => {
    expect(parseDegree('SMA/SMK Akuntansi')).toEqual({ degree: 'SMA/SMK', field: 'Akuntansi' });
    expect(parseDegree('High School (Social Studies)')).toEqual({
      degree: 'High School',
      field: 'Social Studies',
    });
  });

  it('does not count a level under a school as another school', () => {
    const e = parseEducation([
      'Universitas Hasanuddin',
      'S1 Teknik Sipil',
      '2015 - 2019',
      'SMA Negeri 5 Makassar',
      'High School (Social Studies)',
      '2012 - 2015',
    ]);
    expect(e).toHaveLength(2);
    expect(e[1]).toMatchObject({
      institution: 'SMA Negeri 5 Makassar',
      degree: 'High School',
      field: 'Social Studies',
      start: '2012',
    });
  });

  it('opens a new entry at a level line printed before its school', () => {
    const e = parseEducation([
      'S2 Manajemen — Universitas Diponegoro',
      'Agu 2018 – Jul 2020',
      'SMA/SMK IPA',
      'SMK Negeri 7 Semarang',
      '2011 – 2014',
    ]);
    expect(e.map((x) => [x.institution, x.degree, x.field])).toEqual([
      ['Universitas Diponegoro', 'S2', 'Manajemen'],
      ['SMK Negeri 7 Semarang', 'SMA/SMK', 'IPA'],
    ]);
  });
});

describe('degree subjects', () => {
  it('takes the subject that follows a generic degree without "in"', () => {
    expect(parseDegree('Master of Science Public Health')).toEqual({
      degree: 'Master of Science',
      field: 'Public Health',
    });
    expect(parseDegree('Bachelor of Science in Nursing')).toEqual({
      degree: 'Bachelor of Science',
      field: 'Nursing',
    });
  });
});
