import { describe, expect, it } from 'vitest';
import { parseCv } from '../src/analyse/parse.ts';
import {
  compareFacts,
  corpusFacts,
  HEADLINE_MAX,
  numbersOf,
  unreadableParts,
} from './roundtrip.ts';

describe('readable structure of a revision', () => {
  it('flags a paragraph that runs several dated entries together', () => {
    const text = [
      'Staf Akuntansi — PT Mitra Jan 2020 – Sekarang Admin Keuangan — CV Jaya Mar 2018 – Des 2019',
      'Admin Gudang — PT Sinar  Feb 2016 – Jan 2018',
    ].join('\n');
    const out = unreadableParts(text, []);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^2 dated entries in one paragraph: "Staf Akuntansi/u);
  });

  it('flags a headline longer than the limit, and passes a short one', () => {
    expect(unreadableParts('', ['Staf Akuntansi | Surabaya'])).toEqual([]);
    const long = `Nama : Budi | ${'Tempat/Tanggal Lahir : Medan, 1 Maret 2000 | '.repeat(3)}`;
    expect(long.length).toBeGreaterThan(HEADLINE_MAX);
    expect(unreadableParts('', [long])).toEqual([`headline of ${long.length} characters`]);
  });
});

describe('numbersOf: the years of a date range as the parser reads them', () => {
  it('holds 2019 and 2021 for "Mar \'19 – Agu \'21", so a revision printing them invents nothing', () => {
    const n = numbersOf("Staf IT\nMar '19 – Agu '21");
    expect(n.has('2019')).toBe(true);
    expect(n.has('2021')).toBe(true);
  });
});

describe('the facts a corpus CV must keep', () => {
  it('reads a date range printed over two lines of a date column as the parser does', () => {
    const text = [
      'Alfred Pennyworth',
      'alfred@email.com',
      'Experience',
      '2017 – Product Manager, Google, Mountain View, CA, USA',
      'Present Leading cross-functional teams to design and launch products.',
    ].join('\n');
    const facts = corpusFacts(text, parseCv(text), null);
    expect(facts.dateRanges).toEqual(['2017|now']);
  });
});

describe('compareFacts: an email the original wrapped', () => {
  it('is no invented email when the revision prints it whole', () => {
    const source = ['Raden Wicaksono', 'Email:', 'radenwicaksono', '86@gmail.com'].join('\n');
    const revisedText = ['Raden Wicaksono', 'radenwicaksono86@gmail.com'].join('\n');
    const facts = corpusFacts(source, parseCv(source), null);
    const { added } = compareFacts(facts, source, revisedText, parseCv(revisedText));
    expect(added).toEqual([]);
  });
});
