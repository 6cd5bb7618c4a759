import { describe, expect, it } from 'vitest';
import { skillGroupsOf, verbatimItems } from './account-lists.ts';

describe('list items wrapped on a joining word', () => {
  it('joins a line that stops on "and" / "dan" to the next, and leaves whole lines apart', () => {
    expect(
      skillGroupsOf(['Pelayanan Pelanggan, Bahasa Inggris, Food and', 'Beverage'])[0]!.skills,
    ).toEqual(['Pelayanan Pelanggan', 'Bahasa Inggris', 'Food and Beverage']);
    expect(verbatimItems(['Manajemen Risiko dan', 'Kepatuhan', 'Microsoft Excel'])).toEqual([
      'Manajemen Risiko dan Kepatuhan',
      'Microsoft Excel',
    ]);
    expect(verbatimItems(['Research and Development', 'Microsoft Excel'])).toEqual([
      'Research and Development',
      'Microsoft Excel',
    ]);
  });
});

describe('a list that flows over its lines', () => {
  it('joins a line that ends without a comma to the next once a line ended with one', () => {
    expect(
      skillGroupsOf([
        'Administrasi, Manajemen Arsip,',
        'Rekrutmen, Komunikasi, Microsoft',
        'Office',
      ])[0]!.skills,
    ).toEqual(['Administrasi', 'Manajemen Arsip', 'Rekrutmen', 'Komunikasi', 'Microsoft Office']);
  });

  it('leaves lines apart when no line ends with a comma, and a labelled group after', () => {
    expect(verbatimItems(['Excel, Word, PowerPoint', 'Python, SQL'])).toEqual([
      'Excel, Word, PowerPoint',
      'Python, SQL',
    ]);
    expect(verbatimItems(['Software: Excel, Word,', 'PowerPoint', 'Bahasa: Inggris'])).toEqual([
      'Software: Excel, Word, PowerPoint',
      'Bahasa: Inggris',
    ]);
  });
});

describe('a skill wrapped inside its name', () => {
  it('is one skill when the halves together name a skill and neither does alone', () => {
    expect(
      skillGroupsOf(['Food and Beverage, Opera PMS, Pelayanan', 'Pelanggan'])[0]!.skills,
    ).toEqual(['Food and Beverage', 'Opera PMS', 'Pelayanan Pelanggan']);
    expect(skillGroupsOf(['Microsoft Excel, Git', 'Python, SQL'])[0]!.skills).toEqual([
      'Microsoft Excel',
      'Git',
      'Python',
      'SQL',
    ]);
  });
});
