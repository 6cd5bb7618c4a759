import { describe, expect, it } from 'vitest';
import { idSample } from '../src/docx/spec-fixtures.ts';
import { atsExpectations, atsProblems } from './ats-order.ts';

const want = atsExpectations(idSample);

/** The text an ATS should read from the sample, line by line, in reading order. */
const good = [
  'Siti Nurhaliza Putri Ramadhani',
  'siti.nurhaliza@contoh.co.id | +62 812-3456-7890 | Bandung, Jawa Barat',
  'RINGKASAN PROFESIONAL',
  'Software engineer dengan 6 tahun pengalaman',
  'PENGALAMAN KERJA',
  'Senior Backend Engineer Agu 2021 – Sekarang',
  'PT Dompet Digital Nusantara',
  'Backend Engineer Mar 2018 – Jul 2021',
  'PT Belanja Cepat Indonesia',
  'Software Engineer Intern 2017',
  'Bukit Teknologi "Startup" & Co.',
  'PENDIDIKAN',
  'Institut Teknologi Bandung 2014 – 2018',
  'S1 Teknik Informatika · IPK 3,72',
  'SMA Negeri 3 Bandung 2011 – 2014',
  'IPA',
  'KEAHLIAN',
  'Go, Kafka',
];

describe('atsProblems', () => {
  it('passes the text an ATS should read', () => {
    expect(atsProblems(good.join('\n'), want)).toEqual([]);
  });

  it('finds a name split into letters by small caps', () => {
    const text = ['S ITI N URHALIZA', ...good.slice(1)].join('\n');
    expect(atsProblems(text, want)).toEqual([expect.stringMatching(/^first line/)]);
  });

  it('finds contact details only below the first heading (a sidebar "Kontak" block)', () => {
    const text = [good[0], ...good.slice(2, 5), 'KONTAK', good[1], ...good.slice(5)].join('\n');
    expect(atsProblems(text, want)).toEqual([
      'email after the first heading',
      'phone after the first heading',
    ]);
  });

  it('finds an email wrapped in a narrow cell', () => {
    const text = good
      .map((l, i) => (i === 1 ? 'siti.nurhaliza@contoh.co.\nid | +62 812-3456-7890' : l))
      .join('\n');
    expect(atsProblems(text, want)).toEqual([expect.stringMatching(/^email .* not whole/)]);
  });

  it('finds an employer split at its comma, recapitalised, or out of order', () => {
    const split = good.map((l) =>
      l === 'PT Belanja Cepat Indonesia' ? 'PT Belanja\nCepat Indonesia' : l,
    );
    expect(atsProblems(split.join('\n'), want)).toEqual([
      'experience "PT Belanja Cepat Indonesia" broken',
    ]);
    const recased = good.map((l) =>
      l === 'PT Dompet Digital Nusantara' ? 'Pt Dompet Digital Nusantara' : l,
    );
    expect(atsProblems(recased.join('\n'), want)).toEqual([
      'experience "PT Dompet Digital Nusantara" broken',
    ]);
    const swapped = [...good];
    [swapped[6], swapped[8]] = [swapped[8]!, swapped[6]!];
    expect(atsProblems(swapped.join('\n'), want)).toContainEqual(
      expect.stringMatching(/out of order/),
    );
  });

  it('finds the sidebar read before the last job', () => {
    const text = [...good.slice(0, 7), 'KEAHLIAN', 'Go, Kafka', ...good.slice(7, 16)].join('\n');
    expect(atsProblems(text, want)).toEqual(['sidebar heading "KEAHLIAN" before the last job']);
  });
});
