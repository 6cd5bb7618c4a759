import { describe, expect, it } from 'vitest';
import type { Section, SectionKey } from '../types.ts';
import { noPrize, settleCombined } from './combined-keys.ts';
import { splitSections } from './sections.ts';

const opened = (heading: string, keys: SectionKey[], lines: string[]): Section[] =>
  keys.map((key) => ({ key, heading, lines: [...lines] }));

describe('noPrize: items that name no prize, honour or grant', () => {
  it('tells certificates and schools from prizes', () => {
    expect(noPrize(['Sertifikasi BNSP Manajemen SDM (2022)', 'Brevet Pajak A dan B (2019)'])).toBe(
      true,
    );
    expect(noPrize(['Universitas Airlangga', 'S1 Psikologi 2016 – 2020'])).toBe(true);
    expect(noPrize(['Juara 1 Lomba Desain Poster (2021)'])).toBe(false);
    expect(noPrize(['Dean’s List Fall 2013 – Spring 2014'])).toBe(false);
    expect(noPrize(['Penerima Beasiswa Unggulan 2019'])).toBe(false);
    expect(noPrize([])).toBe(false);
  });
});

describe('settleCombined: what a heading names against what its section holds', () => {
  it('drops the awards half of a combined heading whose items name no prize', () => {
    const edu = opened(
      'EDUCATION & HONORS',
      ['education', 'awards'],
      ['Institut Teknologi Sepuluh Nopember', 'Bachelor of Science Computer Science 2017 – 2021'],
    );
    expect(settleCombined(edu).map((b) => b.key)).toEqual(['education']);
    const certs = opened(
      'Awards & Certifications',
      ['awards', 'certifications'],
      ['Food Safety Level 1 (2023)'],
    );
    expect(settleCombined(certs).map((b) => b.key)).toEqual(['certifications']);
    const both = opened(
      'Awards & Certifications',
      ['awards', 'certifications'],
      ['Juara 2 Hackathon Nasional (2022)', 'AWS Certified Cloud Practitioner (2023)'],
    );
    expect(settleCombined(both).map((b) => b.key)).toEqual(['awards', 'certifications']);
  });

  it('drops a later key no label names when every line is labelled', () => {
    const skills = opened(
      'Skills & Interests',
      ['skills', 'interests'],
      ['Computer: Negosiasi, Copywriting, Google Ads'],
    );
    expect(settleCombined(skills).map((b) => b.key)).toEqual(['skills']);
    const named = opened(
      'Skills & Interests',
      ['skills', 'interests'],
      ['Technical: Excel, SQL', 'Interests: hiking, chess'],
    );
    expect(settleCombined(named).map((b) => b.key)).toEqual(['skills', 'interests']);
    const unlabelled = opened(
      'Skills & Interests',
      ['skills', 'interests'],
      ['Excel, SQL, hiking, chess'],
    );
    expect(settleCombined(unlabelled).map((b) => b.key)).toEqual(['skills', 'interests']);
  });

  it('reads awards alone that list certificates as certifications, prizes and descriptions as awards', () => {
    const key = (lines: string[]) => settleCombined(opened('AWARDS', ['awards'], lines))[0]!.key;
    expect(key(['Brevet Pajak A dan B (2022)', 'Certified Accounting Technician (2025)'])).toBe(
      'certifications',
    );
    expect(key(['Karyawan Terbaik 2021', 'Ahli K3 Umum (2020)'])).toBe('awards');
    expect(key(['Fantastic Feat', 'and some details about it'])).toBe('awards');
    // A job's lines under an achievements heading carry no year of their own.
    expect(key(['Grew Instagram followers to 18,000', 'Signed 25 retail partners'])).toBe('awards');
    // A long certificate name wrapped before its year is one dated item.
    expect(key(['Sertifikat Kompetensi Front', 'Office (2022)'])).toBe('certifications');
  });

  it('runs inside splitSections', () => {
    const split = splitSections(
      ['EDUCATION & HONORS', 'Universitas Indonesia', 'S1 Akuntansi 2015 – 2019'].join('\n'),
    );
    expect(split.keys).toEqual(['education']);
  });
});
