import { describe, expect, it } from 'vitest';
import { parseEducation } from './education.ts';
import { joinSplitRanges, parseExperience } from './experience.ts';
import { opensWithAction } from '../segment/lines.ts';

describe('dates in a narrow left column', () => {
  it('joins a range broken over two lines beside the content column', () => {
    expect(
      joinSplitRanges([
        'Juni 2019 — Barista',
        'Mei 2021 Kopi Kenangan, Bandung',
        '2015 – Juli S1 Gizi',
        '2019 Universitas Brawijaya',
      ]),
    ).toEqual([
      'Juni 2019 – Mei 2021 Barista',
      'Kopi Kenangan, Bandung',
      '2015 – Juli 2019 S1 Gizi',
      'Universitas Brawijaya',
    ]);
  });

  it('joins a range whose end month follows the dash unspaced', () => {
    expect(
      joinSplitRanges([
        'June 2021–March PT Bukit Asam, Surabaya',
        '2023 Administrative Staff',
        'August 2014–October Politeknik Negeri Jakarta',
        '2018 Master of Science Office Administration',
      ]),
    ).toEqual([
      'June 2021 – March 2023 PT Bukit Asam, Surabaya',
      'Administrative Staff',
      'August 2014 – October 2018 Politeknik Negeri Jakarta',
      'Master of Science Office Administration',
    ]);
    // A whole range on one line is not left open.
    expect(joinSplitRanges(['June 2021–March 2023 PT Bukit Asam', '2020 was great'])).toEqual([
      'June 2021–March 2023 PT Bukit Asam',
      '2020 was great',
    ]);
  });

  it('joins a range broken after "until", before a dotted month, or before a short year', () => {
    expect(
      joinSplitRanges([
        'Master of Science Hospitality Management, Universitas Airlangga Aug. 2018 until',
        'Aug. 2022',
        'S1 Teknik Sipil — Universitas Hasanuddin 08.2014 to',
        '10.2018',
        "Financial Management | Universitas Gadjah Mada | Aug '20 — Oct",
        "'24",
      ]),
    ).toEqual([
      'Master of Science Hospitality Management, Universitas Airlangga Aug. 2018 until Aug. 2022',
      'S1 Teknik Sipil — Universitas Hasanuddin 08.2014 to 10.2018',
      "Financial Management | Universitas Gadjah Mada | Aug '20 — Oct '24",
    ]);
  });

  it('joins a range broken before its worded dash', () => {
    expect(
      joinSplitRanges([
        'Institut Teknologi Bandung — S2 Administrasi Perkantoran Agustus 2014',
        's.d. Oktober 2018',
        'Staf Admin, PT Maju 2019',
        'until Present',
      ]),
    ).toEqual([
      'Institut Teknologi Bandung — S2 Administrasi Perkantoran Agustus 2014 s.d. Oktober 2018',
      'Staf Admin, PT Maju 2019 until Present',
    ]);
    // A sentence that goes on with "to" is no range.
    const prose = ['Grew revenue from 2019', 'to the end of the year'];
    expect(joinSplitRanges(prose)).toEqual(prose);
  });

  it('joins a range whose start month ends one line and its year opens the next', () => {
    expect(
      joinSplitRanges([
        'Universitas Sumatera Utara — Bachelor of Science Mechanical Engineering August',
        '2019 – July 2023',
        'GPA 3.57/4.00',
      ]),
    ).toEqual([
      'Universitas Sumatera Utara — Bachelor of Science Mechanical Engineering August 2019 – July 2023',
      'GPA 3.57/4.00',
    ]);
    // A lower-case "may" is a word, and a year alone starts no range.
    const prose = ['Tasks the team may', '2019 – 2021 Staf Gudang', 'Kepala Toko Maret', '2020'];
    expect(joinSplitRanges(prose)).toEqual(prose);
    // A name ending on a month over a range of years, whole: the school's years, not its end.
    const schools = [
      'Institut Teknologi Sepuluh Nopember',
      '2014 – 2017',
      'Universitas Sebelas Maret',
      '2010 - 2014 S1 Akuntansi',
    ];
    expect(joinSplitRanges(schools)).toEqual(schools);
  });

  it('joins a range broken before its dash, the dash read as a bullet or a word', () => {
    expect(
      joinSplitRanges([
        'Bachelor of Science Hospitality Management, Universitas Hasanuddin Aug. 2016',
        '• Jul. 2020',
        'GPA 3.26/4.00',
        'Bachelor of Science Mechanical Engineering, Politeknik Negeri Jakarta Aug. 2009',
        'until Jul. 2013',
      ]),
    ).toEqual([
      'Bachelor of Science Hospitality Management, Universitas Hasanuddin Aug. 2016 – Jul. 2020',
      'GPA 3.26/4.00',
      'Bachelor of Science Mechanical Engineering, Politeknik Negeri Jakarta Aug. 2009 until Jul. 2013',
    ]);
    // A whole range ends no line open; a bullet of words is no range's rest.
    const whole = [
      'SMA Negeri 8 Jakarta 2013 – 2016',
      '• 2017',
      'Campus Festival 2025',
      '• Guided 150 groups',
    ];
    expect(joinSplitRanges(whole)).toEqual(whole);
  });

  it('sets a year run into the word before it apart when a whole range follows', () => {
    expect(
      joinSplitRanges([
        'SMA/SMK Rekayasa Perangkat Lunak, SMK Negeri 1 Bandung2012 s/d 2015',
        'Politeknik Negeri JakartaAug. 2009',
        'until Jul. 2013',
      ]),
    ).toEqual([
      'SMA/SMK Rekayasa Perangkat Lunak, SMK Negeri 1 Bandung 2012 s/d 2015',
      'Politeknik Negeri Jakarta Aug. 2009 until Jul. 2013',
    ]);
    const codes = ['ISO2015 - 2020 certified', 'Windows2012', 'Versi2012'];
    expect(joinSplitRanges(codes)).toEqual(codes);
  });

  it('sets a numeric date run into the word before it apart', () => {
    expect(
      joinSplitRanges(['Civil Engineering, Universitas Hasanuddin8/2014 until 8/2018']),
    ).toEqual(['Civil Engineering, Universitas Hasanuddin 8/2014 until 8/2018']);
    // Codes and versions keep their digits.
    expect(joinSplitRanges(['Windows 10, Python3, ISO 9001/2015'])).toEqual([
      'Windows 10, Python3, ISO 9001/2015',
    ]);
  });

  it('does not join a list of dated items', () => {
    const awards = ['2019 - Juara 1 Lomba Debat', '2020 - Juara 2 Lomba Puisi'];
    expect(joinSplitRanges(awards)).toEqual(awards);
  });

  it('reads two entries from such a column', () => {
    const jobs = parseExperience([
      'Juni 2019 — Barista',
      'Mei 2021 Kopi Kenangan, Bandung',
      '• Menyajikan 150 minuman per hari',
      'Januari 2018 — Kasir',
      'Mei 2019 Alfamart, Cimahi',
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.start, j.end])).toEqual([
      ['Barista', 'Kopi Kenangan', '2019-06', '2021-05'],
      ['Kasir', 'Alfamart', '2018-01', '2019-05'],
    ]);
    const schools = parseEducation(['2015 – Juli S1 Gizi', '2019 Universitas Brawijaya']);
    expect(schools).toEqual([
      expect.objectContaining({
        institution: 'Universitas Brawijaya',
        start: '2015',
        end: '2019-07',
      }),
    ]);
  });
});

describe('dates after a lost tab', () => {
  it('sets apart a date run into the word before it, and a year wrapped to the next line', () => {
    expect(
      joinSplitRanges([
        'Barista — Kopi KenanganMaret 2020 s.d. Desember',
        '2022',
        '• Melayani tamu',
      ]),
    ).toEqual(['Barista — Kopi Kenangan Maret 2020 s.d. Desember 2022', '• Melayani tamu']);
  });
});

describe('sections whose entries open on their dates', () => {
  it('gives the lines between an entry and the next date to that entry', () => {
    const jobs = parseExperience([
      'Maret 2021 – Agustus 2024 Staf Pemasaran',
      'PT Sinar Jaya',
      'Menaikkan penjualan daring 30 persen',
      'Mengelola 4 akun media sosial',
      'Mei 2019 – Februari 2021 Admin Gudang',
      'CV Maju Terus',
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Staf Pemasaran', 'PT Sinar Jaya'],
      ['Admin Gudang', 'CV Maju Terus'],
    ]);
    expect(jobs[0]!.bullets).toHaveLength(2);
  });
});

describe('unmarked achievement lines', () => {
  it('keeps a short line opening with an action verb under its entry, not as the next header', () => {
    const entries = parseExperience([
      'CV Karya Mandiri — Staf Pemasaran Digital',
      '2022 — 2024',
      'Mencapai 120% target penjualan kuartal ketiga',
      'PT Gojek Indonesia, Surabaya — Sales Executive',
      '2021 — 2022',
      'Increased repeat orders by 30%',
      'Maintained 20 delivery vans every week',
      'Civil Engineer — Accenture Indonesia, Bekasi',
      'August 2019 - August 2021',
    ]);
    expect(entries.map((e) => [e.title, e.company])).toEqual([
      ['Staf Pemasaran Digital', 'CV Karya Mandiri'],
      ['Sales Executive', 'PT Gojek Indonesia'],
      ['Civil Engineer', 'Accenture Indonesia'],
    ]);
    expect(entries[0]!.bullets).toEqual(['Mencapai 120% target penjualan kuartal ketiga']);
    expect(entries[1]!.bullets).toEqual([
      'Increased repeat orders by 30%',
      'Maintained 20 delivery vans every week',
    ]);
  });

  it('reads unmarked achievements that read as prose apart, one bullet each', () => {
    const entries = parseExperience([
      'Pramusaji — Koperasi Maju Bersama, Denpasar',
      'Juli 2023 – Juni 2026',
      'Meraih nilai ulasan tamu 4,8 dari 5 selama 2 tahun',
      'Menangani reservasi restoran untuk acara hingga 200 orang',
      'Melayani check-in dan check-out hingga 80 tamu per hari',
    ]);
    expect(entries[0]!.bullets).toEqual([
      'Meraih nilai ulasan tamu 4,8 dari 5 selama 2 tahun',
      'Menangani reservasi restoran untuk acara hingga 200 orang',
      'Melayani check-in dan check-out hingga 80 tamu per hari',
    ]);
  });

  it("keeps an unmarked achievement under its entry, not in the next entry's header", () => {
    const entries = parseExperience([
      'Koperasi Maju Bersama, Yogyakarta — Resepsionis',
      'Desember 2020–Maret 2022',
      'Memproses penggajian 200 karyawan setiap bulan',
      'Menyambut dan mengarahkan rata-rata 50 tamu per hari',
      'PT Indofood Sukses Makmur — Staf HRD',
      'April 2018–Mei 2020',
      'Memandu 150 rombongan wisatawan mancanegara',
    ]);
    expect(entries.map((e) => [e.title, e.company, e.bullets.length])).toEqual([
      ['Resepsionis', 'Koperasi Maju Bersama', 2],
      ['Staf HRD', 'PT Indofood Sukses Makmur', 1],
    ]);
  });

  it('reads a place under a "Title, Company" header as the header\'s, not as a last bullet', () => {
    const entries = parseExperience([
      'HR Officer, CV Karya Mandiri\t6/2023 – 3/2026',
      'Makassar',
      '• Digitised the records of 1,500 employee documents',
      '• Processed payroll for 200 employees every month',
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ title: 'HR Officer', company: 'CV Karya Mandiri' });
    expect(entries[0]!.bullets).toEqual([
      'Digitised the records of 1,500 employee documents',
      'Processed payroll for 200 employees every month',
    ]);
  });

  it('knows an achievement by its verb form, never a title by its root', () => {
    for (const l of ['Mencapai target', 'Increased sales', 'Led a team', 'Applied fixes'])
      expect(opensWithAction(l), l).toBe(true);
    for (const l of ['Lead Engineer', 'Support Staff', 'Managing Director', 'Sales Executive'])
      expect(opensWithAction(l), l).toBe(false);
    // An Indonesian meN- verb no list names opens a sentence; a capitalised title does not.
    expect(opensWithAction('Memandu 150 rombongan wisatawan mancanegara')).toBe(true);
    for (const l of ['Merchandiser Supervisor', 'Mechanical Design Engineer, PT Astra Honda'])
      expect(opensWithAction(l), l).toBe(false);
  });
});

describe('a label over the bullets', () => {
  it('is neither a header of its entry nor of the next', () => {
    const entries = parseExperience([
      'Quality Control',
      'PT Telkom Indonesia',
      'Nov 2020 - Jun 2022',
      'Pencapaian:',
      'Menurunkan produk cacat sebesar 18% dengan metode 5S',
      'Insinyur Sipil',
      'CV Karya Mandiri',
      'Des 2016 - Jun 2019',
      'Key tasks:',
      'Supervised a four-storey building project',
    ]);
    expect(entries.map((e) => [e.title, e.company])).toEqual([
      ['Quality Control', 'PT Telkom Indonesia'],
      ['Insinyur Sipil', 'CV Karya Mandiri'],
    ]);
  });
});

describe('an entry opened by a start with no end', () => {
  it('reads "since 2025<TAB>Title, Company" as a current entry', () => {
    const entries = parseExperience([
      'since 2025\tJunior Auditor, Accenture Indonesia',
      '• Reconciled 400 bank transactions per month',
      '2023–25\tFinance Officer, PT Mitra Sejahtera Abadi',
      '• Audited 15 client financial statements',
    ]);
    expect(entries.map((e) => [e.start, e.current])).toEqual([
      ['2025', true],
      ['2023', false],
    ]);
  });
});
