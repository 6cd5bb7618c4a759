import { describe, expect, it } from 'vitest';
import { contentWordCount, countWords } from './content-words.ts';

describe('content words (the length the rubric measures)', () => {
  it('counts a labelled contact block as much as one plain contact line', () => {
    const labelled = [
      'DAFTAR RIWAYAT HIDUP',
      'Nama : Budi Santoso',
      'Alamat : Bandung, Jawa Barat',
      'No. HP : 0812-3456-7890',
      'Email : budi.santoso@mail.id',
      'LinkedIn : https://www.linkedin.com/in/budi-santoso',
    ].join('\n');
    const plain = [
      'Budi Santoso',
      'budi.santoso@mail.id | +62 812-3456-7890 | Bandung, Jawa Barat | linkedin.com/in/budi-santoso',
    ].join('\n');
    expect(contentWordCount(labelled)).toBe(contentWordCount(plain));
    // Email, phone and LinkedIn count three words each, as a labelled value did.
    expect(contentWordCount(plain)).toBe(countWords('Budi Santoso Bandung, Jawa Barat') + 3 * 3);
    // Labels of personal data the revision prints as they are still count.
    expect(contentWordCount('Tempat, Tanggal Lahir : Bandung, 1 Januari 1999')).toBe(7);
  });

  it('counts a date range as its dates, however it is spelled', () => {
    const words = (range: string) => contentWordCount(`Staf Admin, PT Maju  ${range}`);
    expect(words('Januari 2020 s/d Februari 2022')).toBe(words('Jan 2020 – Feb 2022'));
    expect(words('01/2020 - 02/2022')).toBe(words('Jan 2020 - Feb 2022'));
    expect(words('2019 – sekarang')).toBe(words('2019 - Present'));
    expect(words('2019 – sekarang')).toBe(countWords('Staf Admin PT Maju') + 2);
    // A single date is no range: its words are the text's own.
    expect(contentWordCount('Lulus 1 Januari 1999')).toBe(4);
  });

  it('reads a decimal comma as one number, and keeps every word of a sentence', () => {
    expect(countWords('IPK 3,71 / 4,00')).toBe(countWords('IPK 3.71 / 4.00'));
    expect(countWords('IPK 3,71 / 4,00')).toBe(3);
    const bullet = '• Menyusun jadwal rapat: 40 rapat per bulan untuk direksi';
    expect(contentWordCount(bullet)).toBe(countWords(bullet));
  });
});
