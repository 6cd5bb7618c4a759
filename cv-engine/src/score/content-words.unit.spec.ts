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

  it('counts labels of any words on a contact line as no content, nor a label set apart by dashes or slashes', () => {
    const plain = 'rina@gmail.com | (+62) 852 6306 1929 | Semarang, Central Java';
    for (const labelled of [
      'Posel: rina@gmail.com | Telp./WA: (+62) 852 6306 1929 | Tinggal di: Semarang, Central Java',
      'No. HP: (+62) 852 6306 1929 — rina@gmail.com — Semarang, Central Java — LinkedIn:',
      'E-mail: rina@gmail.com / Phone: (+62) 852 6306 1929 / Address: Semarang, Central Java',
      'Semarang, Central Java / LinkedIn: rina@gmail.com / (+62) 852 6306 1929',
    ]) {
      expect(contentWordCount(labelled)).toBe(contentWordCount(plain));
    }
    // Without a contact value on the line, a key and its colon are words of the text.
    expect(contentWordCount('Tools: Excel, SAP')).toBe(3);
  });

  it('counts a range broken over two lines once, and a line printed twice in a row once', () => {
    const broken = 'Staf IT, PT Maju, Semarang November 2021 –\nSeptember 2024';
    expect(contentWordCount(broken)).toBe(
      contentWordCount('Staf IT, PT Maju, Semarang November 2021 – September 2024'),
    );
    const twice = '2020\nAnalisis Laporan Keuangan UMKM\nAnalisis Laporan Keuangan UMKM';
    expect(contentWordCount(twice)).toBe(contentWordCount('2020\nAnalisis Laporan Keuangan UMKM'));
  });
});
