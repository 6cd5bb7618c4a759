import { describe, expect, it } from 'vitest';
import type { LineHint } from '../../types.ts';
import { extractContact } from './index.ts';
import { labelledValues } from './labels.ts';
import { collapseSpacedLetters, splitTitles } from './name.ts';
import { joinBrokenValues } from './patterns.ts';
import { findPhone, looksLikeDates } from './phone.ts';

const nameOf = (lines: string[], hints?: (LineHint | null)[]): string | null =>
  extractContact(lines.join('\n'), hints ? { hints } : {}).name;

describe('contact labels and block headings are never the name', () => {
  it.each([
    [['Data Pribadi', 'Dimas Prakoso', 'dimas.p@contoh.id']],
    [['PERSONAL INFORMATION', 'Laras Wulandari', 'Phone', '0813 2222 9191']],
    [['Identitas Diri', 'Fikri Maulana', 'fikri@contoh.id']],
    [['Contact Details', 'Hana Kusnadi', 'hana.k@contoh.id']],
  ])('skips the heading in %j', (lines) => {
    expect(nameOf(lines)).toBe(lines[1]);
  });

  it('skips phone, messenger and profile labels standing alone', () => {
    const lines = [
      'Kontak',
      'Whats App',
      '0857 1212 3434',
      'Linked In',
      'Tel',
      'No. HP',
      'Wulan Permatasari',
      'wulan.permata@contoh.id',
    ];
    expect(nameOf(lines)).toBe('Wulan Permatasari');
  });

  it('skips a label run into its value ("WA: 0812…")', () => {
    expect(nameOf(['WA: 0812 7777 1010', 'Yoga Pratama', 'yoga.p@contoh.id'])).toBe('Yoga Pratama');
  });

  it('takes neither a headline, an employer nor a school for the name', () => {
    const lines = [
      'Galih Saputro, S.Kom.',
      'Pengembang Backend',
      'galih.s@contoh.id',
      'Pengalaman Kerja',
      'PT Sumber Rejeki Logistik',
      'Universitas Negeri Malang',
    ];
    expect(nameOf(lines)).toBe('Galih Saputro');
    expect(nameOf(['Office Manager', 'Koperasi Sinar Pagi', 'Dewi Anggraini'])).toBe(
      'Dewi Anggraini',
    );
  });
});

describe('a Nama / Name row wins', () => {
  it('reads "Nama : …" in a personal-data block, below other text', () => {
    const lines = [
      'DAFTAR RIWAYAT HIDUP',
      'Pelamar posisi Admin Gudang',
      'Data Diri',
      'Nama : Ratna Sari Dewi',
      'Tempat, Tanggal Lahir : Kediri, 2 Januari 1999',
      'Alamat : Jl. Cempaka 4, Kediri, Jawa Timur',
    ];
    const c = extractContact(lines.join('\n'));
    expect(c.name).toBe('Ratna Sari Dewi');
    expect(c.location).toBe('Jl. Cempaka 4, Kediri, Jawa Timur');
  });

  it('reads a table row read cell by cell and a tab stop', () => {
    expect(nameOf(['Biodata', 'Nama', ': Teguh Wicaksana', 'Agama', ': Islam'])).toBe(
      'Teguh Wicaksana',
    );
    expect(nameOf(['Full Name\t: Maya Lestiani', 'Gender\t: Female'])).toBe('Maya Lestiani');
  });

  it('finds the row labels wherever the colon is', () => {
    const found = labelledValues(['Telepon: 0812 1111 2222, Email: a@b.id, Alamat: Kota Blitar']);
    expect(found.map((v) => [v.kind, v.value])).toEqual([
      ['phone', '0812 1111 2222,'],
      ['email', 'a@b.id,'],
      ['address', 'Kota Blitar'],
    ]);
  });
});

describe('names with academic titles', () => {
  it.each([
    ['Nadia Paramitha, S.Kom.', 'Nadia Paramitha'],
    ['Dr. Bambang Sutejo, S.T., M.Sc.', 'Bambang Sutejo'],
    ['Ir. Sri Mulyani Hartono, M.M.', 'Sri Mulyani Hartono'],
    ['Arief Nugraha, A.Md.', 'Arief Nugraha'],
    ['Prof. Dr. Citra Ayuningtyas, Ph.D.', 'Citra Ayuningtyas'],
  ])('%s → %s', (line, name) => {
    expect(splitTitles(line).name).toBe(name);
    expect(splitTitles(line).titled).toBe(true);
    expect(nameOf([line, 'Dosen Teknik Sipil', 'contoh@kampus.ac.id'])).toBe(name);
  });

  it('keeps a name with no titles as it is', () => {
    expect(splitTitles('Budi Hartanto')).toEqual({ name: 'Budi Hartanto', titled: false });
  });

  it('reads a single-word name when titles or the email vouch for it', () => {
    expect(nameOf(['Sukarni, S.Pd.', 'Guru Kelas', 'sukarni.guru@contoh.id'])).toBe('Sukarni');
  });
});

describe('capitals and letter-spacing', () => {
  it('cases a name set in capitals as a name', () => {
    expect(nameOf(['HENDRA GUNAWAN', 'ANALIS KEUANGAN', 'hendra@contoh.id'])).toBe(
      'Hendra Gunawan',
    );
  });

  it('joins a letter-spaced name (a wide gap between words)', () => {
    expect(collapseSpacedLetters('R I Z K A  A M E L I A')).toBe('RIZKA AMELIA');
    expect(nameOf(['R I Z K A  A M E L I A', 'rizka.amelia@contoh.id'])).toBe('Rizka Amelia');
  });

  it('joins a name in capitals broken over two lines, not the headline below it', () => {
    const lines = ['ANDREAS', 'KURNIAWAN', 'STAF GUDANG', 'andreas.k@contoh.id'];
    expect(nameOf(lines)).toBe('Andreas Kurniawan');
  });

  it('joins a name broken before its last word when the email spells it whole', () => {
    const lines = ['Ni Made Ayu', 'Lestariani', 'Perawat', 'nimadeayulestariani@contoh.id'];
    expect(nameOf(lines)).toBe('Ni Made Ayu Lestariani');
  });
});

describe('the layout hints: the largest text is the name', () => {
  const hint = (size: number, bold = false): LineHint => ({
    size,
    bold,
    heading: size > 1.2,
    region: 'main',
  });

  it('prefers the largest line over an earlier plausible one', () => {
    const lines = ['Rumah Sakit Harapan Kita', 'Bayu Setiadi', 'Surya Dharma', 'bayu@contoh.id'];
    const hints = [hint(1), hint(1), hint(2.2, true), hint(1)];
    // Without hints the first person-shaped line near the contact wins; with them, the size.
    expect(nameOf(lines)).toBe('Bayu Setiadi');
    expect(nameOf(lines, hints)).toBe('Surya Dharma');
  });

  it('joins no line in a smaller type to the name above it', () => {
    // Both in capitals, the headline's first word could end a name broken over two lines.
    const lines = [
      'SITI NURHALIZA PUTRI AYU',
      'CIVIL ENGINEER',
      'HP: 0812 3456 7890 / siti@contoh.id',
    ];
    expect(nameOf(lines, [hint(2.1, true), hint(1), hint(0.9)])).toBe('Siti Nurhaliza Putri Ayu');
  });

  it('never takes a label cell for the name', () => {
    const lines = ['Putra Wijaya', 'Yosef Tanoto', 'yosef@contoh.id'];
    const label: LineHint = { size: 2, bold: true, heading: false, region: 'label' };
    expect(nameOf(lines, [label, hint(1.6), hint(1)])).toBe('Yosef Tanoto');
  });

  it('takes the only large text of the top for the name, even in a label column', () => {
    const lines = ['Nomor WhatsApp: 0896 6315 8635', 'Mulyadi', 'mulyadi@contoh.id', 'Medan'];
    const small = (size: number, region: LineHint['region']): LineHint => ({
      size,
      bold: false,
      heading: false,
      region,
    });
    const hints = [small(0.9, 'main'), small(2.3, 'label'), small(0.9, 'main'), small(0.9, 'main')];
    expect(nameOf(lines, hints)).toBe('Mulyadi');
  });
});

describe('no phone is ever made of dates', () => {
  it.each([
    '2020 – 2023',
    '2019-2021',
    '01/2020 - 03/2022',
    '2018 - 2020 2021',
    '03.2019 – 11.2022',
    '2015 s.d. 2019',
  ])('%s is dates', (s) => {
    expect(looksLikeDates(s)).toBe(true);
    expect(findPhone(s, 'ID')).toBeNull();
  });

  it.each(['0812 2020 2023', '+62 812 2019 2020', '0813-2020-1999'])(
    '%s is a phone number',
    (s) => {
      expect(looksLikeDates(s)).toBe(false);
    },
  );

  it('reads no phone from a CV whose only digits are its dates', () => {
    const text = [
      'Sinta Maharani',
      'sinta.m@contoh.id',
      'Pengalaman',
      'Kasir — Toko Makmur',
      '2020 – 2023',
      '01/2018 - 12/2019',
      'Pendidikan',
      'SMK Negeri 2 Madiun 2014 – 2017',
    ].join('\n');
    expect(extractContact(text).phone).toBeNull();
  });

  it('reads the phone of a contact block printed after a long main column (a right sidebar)', () => {
    const main = Array.from({ length: 45 }, (_, i) =>
      i % 3 === 0 ? `Staf Pemasaran ${i}` : `Mengelola ${i} kampanye iklan setiap bulan`,
    );
    const block = ['KONTAK', 'WA: (+62) 878 2140 9846', 'E-mail: mulyadi@contoh.id'];
    const header = ['Mulyadi, S.E.', 'Sales Executive', ...block.slice(1)];
    const text = ['Mulyadi, S.E.', 'Sales Executive', 'Pengalaman', ...main, ...block].join('\n');
    expect(extractContact(text, { header }).phone).toBe('+6287821409846');
    // Not in the header block: a number far down the text is no contact phone.
    expect(extractContact(text, { header: header.slice(0, 2) }).phone).toBeNull();
  });
});

describe('LinkedIn', () => {
  it('takes no word after a separator dot for a handle', () => {
    for (const line of [
      'Phone number: 087880078423 · E: sutrisno2@gmail.com · Based in: Medan, North Sumatra',
      'Nomor WhatsApp: +6285710205505 · suparmi@yahoo.co.id · Tempat Tinggal: Denpasar, Bali',
    ]) {
      const header = ['Suparmi', 'Pramusaji', line];
      expect(extractContact(header.join('\n'), { header }).linkedin).toBeNull();
    }
  });

  it('still takes a handle after an icon glyph', () => {
    const header = ['Suparmi', '\u{f0e1} suparmi-putri | suparmi@contoh.id'];
    expect(extractContact(header.join('\n'), { header }).linkedin).toBe('suparmi-putri');
  });
});

describe('location from labels, contact lines and places', () => {
  it('reads an address label inside a contact line', () => {
    const header = [
      'Lukas Hartono',
      '0812 4545 6767 | lukas@contoh.id | Alamat: Jl. Diponegoro 8, Medan | linkedin.com/in/lukas',
    ];
    expect(extractContact(header.join('\n'), { header }).location).toBe('Jl. Diponegoro 8, Medan');
  });

  it('reads a domicile label and a city after a label', () => {
    const header = ['Intan Puspita', 'Domisili: Pontianak, Kalimantan Barat', 'intan@contoh.id'];
    expect(extractContact(header.join('\n'), { header }).location).toBe(
      'Pontianak, Kalimantan Barat',
    );
  });

  it('reads a city between bullets or slashes of a contact line', () => {
    for (const sep of [' • ', ' / ', ' | ']) {
      const header = [
        'Reza Fahlevi',
        ['reza@contoh.id', 'Malang, Jawa Timur', '0813 5656 7878'].join(sep),
      ];
      expect(extractContact(header.join('\n'), { header }).location).toBe('Malang, Jawa Timur');
    }
  });

  it('joins a province broken over two lines', () => {
    const header = [
      'Yuni Astuti',
      'HP: 0812 3030 4040 | Alamat: Manado, Sulawesi',
      'Utara | yuni@contoh.id',
    ];
    expect(extractContact(header.join('\n'), { header }).location).toBe('Manado, Sulawesi Utara');
  });

  it('never takes a birth place or an employer town for the location', () => {
    const text = [
      'Bagus Wiratama',
      'TTL: Cilacap, 9 Mei 1997',
      'bagus.w@contoh.id',
      'Pengalaman',
      'PT Angkasa Mulia, Surabaya',
    ].join('\n');
    expect(extractContact(text, { header: text.split('\n').slice(0, 3) }).location).toBeNull();
  });

  it('cuts another column read into the location line', () => {
    const header = ['Fajar Ramadhan', 'Alamat: Bogor, Jawa Barat dan siap bekerja dalam tim.'];
    expect(extractContact(header.join('\n'), { header }).location).toBe('Bogor, Jawa Barat');
  });
});

describe('values broken by a narrow column', () => {
  it('joins an email and a profile address cut over two lines', () => {
    expect(joinBrokenValues(['Email:', 'kurniasih.rahayu@gmail.', 'com'])).toEqual([
      'Email:',
      'kurniasih.rahayu@gmail.com',
    ]);
    expect(joinBrokenValues(['https://www.linkedin.com/', 'in/kurniasih-r'])).toEqual([
      'https://www.linkedin.com/in/kurniasih-r',
    ]);
    // A capitalised word below is another column's, not the end of the address.
    expect(joinBrokenValues(['linkedin.com/in/kurniasih-', 'Reduced costs'])).toEqual([
      'linkedin.com/in/kurniasih-',
      'Reduced costs',
    ]);
  });

  it('never reads a label as a LinkedIn handle', () => {
    const text = ['Informasi Pribadi', 'Tomi Hakim', 'E-mail', 'tomi.h@contoh.id'].join('\n');
    expect(extractContact(text).linkedin).toBeNull();
  });
});

describe('a name set in capitals with its degree', () => {
  it('takes the degree off ("SUPARMI, S.I.KOM.")', () => {
    expect(splitTitles('SUPARMI, S.I.KOM.')).toEqual({ name: 'SUPARMI', titled: true });
    expect(
      nameOf(['SUPARMI, S.I.KOM.', 'DATA ANALYST', 'suparmi@contoh.id', 'MY SKILLS', 'SQL']),
    ).toBe('Suparmi');
  });
});
