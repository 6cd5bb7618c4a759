import { describe, expect, it } from 'vitest';
import { roundtripFixtures } from '../../test/fixtures/roundtrip-cvs.ts';
import { allCvFixtures } from '../../test/fixtures/make-cvs.ts';
import { extractDocument } from '../extract/index.ts';
import { asPrintedBullets, revisedContent, revisionSummary, withPrintedDegree } from '../engine.ts';
import { leftover, streamOf } from './account-leftover.ts';
import { verbatimItems } from './account-lists.ts';
import { parseCv } from '../analyse/parse.ts';

const lines = (t: string) => t.split('\n').filter((l) => l.trim()).length;

describe('lossless parse: every line accounted for', () => {
  it('accounts for 100 % of the lines of every generated CV', async () => {
    const fixtures = [
      ...(await roundtripFixtures()),
      ...(await allCvFixtures()).filter((f) => !f.labels.error),
    ];
    for (const fx of fixtures) {
      const text = (await extractDocument(fx.buffer)).text;
      const { coverage } = parseCv(text).verbatim!;
      expect(coverage.lines, fx.name).toBe(lines(text));
      expect(coverage.accounted, fx.name).toBe(coverage.lines);
    }
  }, 60_000);

  it('keeps sections after a heading with no canonical key, as printed', () => {
    const cv = parseCv(
      [
        'Rina Putri',
        'rina@contoh.id',
        'Pengalaman Kerja',
        'Staf Gudang - PT Maju',
        '2020 - 2022',
        '',
        'Data Keluarga',
        'Ayah: Budi',
        '',
        'Pendidikan',
        'Universitas Airlangga',
        '2014 - 2018',
      ].join('\n'),
    );
    expect(cv.verbatim!.sections).toContainEqual({
      key: null,
      heading: 'Data Keluarga',
      items: ['Ayah: Budi'],
    });
    expect(cv.verbatim!.coverage.accounted).toBe(cv.verbatim!.coverage.lines);
  });

  it('joins a wrapped bullet to its first line and keeps entry lines no field holds', () => {
    const cv = parseCv(
      [
        'Rina Putri',
        'Staf Akuntansi',
        'rina@contoh.id',
        'Pengalaman Kerja',
        'Staf Akuntansi - PT Mei Sejahtera',
        'Februari 2021 – Sekarang',
        'Surabaya',
        '• Menyusun laporan keuangan bulanan untuk 3 cabang dan memastikan seluruh',
        'transaksi tercatat tepat waktu',
        'Organisasi',
        'Bendahara — Himpunan Mahasiswa (2016 – 2017)',
        '• Mengelola kas himpunan sebesar Rp 15 juta per tahun',
      ].join('\n'),
    );
    const [job] = cv.experience;
    expect(job!.bullets.join(' ')).toContain('memastikan seluruh transaksi tercatat tepat waktu');
    // The job's location line is kept with the job (as a line of its own).
    expect([...job!.bullets, ...cv.verbatim!.experienceNotes[0]!]).toContain('Surabaya');
    expect(cv.verbatim!.header).toEqual(['Staf Akuntansi']);
    expect(cv.verbatim!.sections).toContainEqual({
      key: 'organizations',
      heading: 'Organisasi',
      items: [
        'Bendahara — Himpunan Mahasiswa (2016 – 2017)',
        '• Mengelola kas himpunan sebesar Rp 15 juta per tahun',
      ],
    });
  });

  it('keeps skills as the CV lists them, in their labelled groups', () => {
    const cv = parseCv(
      ['Rina Putri', 'Keahlian', 'Tools: Microsoft Excel, SAP', 'Komunikasi • Kerja Tim'].join(
        '\n',
      ),
    );
    expect(cv.verbatim!.skillGroups).toEqual([
      { label: 'Tools', skills: ['Microsoft Excel', 'SAP'] },
      { label: '', skills: ['Komunikasi', 'Kerja Tim'] },
    ]);
  });
});

describe('lossless parse: dates', () => {
  it('keeps a line of dates that no entry carries, as printed', () => {
    const cv = parseCv(
      [
        'Rina Putri',
        'Pengalaman Kerja',
        'Staf Gudang - PT Maju',
        '2020 - 2022',
        '• Mengelola stok 300 barang',
        '2016 - 2017',
        '',
        'Keahlian',
        'Excel',
      ].join('\n'),
    );
    const kept = [
      ...cv.verbatim!.experienceNotes.flat(),
      ...cv.experience.flatMap((e) => [`${e.start} - ${e.end}`, ...e.bullets]),
    ];
    expect(kept.join('\n')).toContain('2016 - 2017');
  });

  it("keeps a header's leftover ('Part-time') as a note of its own entry, not the one before", () => {
    const cv = parseCv(
      [
        'Bryan Viriya',
        'WORK EXPERIENCE',
        'Marketing | Binus University - Part-time 2021 – Present',
        '• Promoted Binus to 100+ prospective students',
        '',
        'Swimming Coach | Yordan Swimming Club – Part-time 2020 - 2021',
        '• Training and teaching swimmers athlete',
        '',
        'SKILLS',
        'Excel',
      ].join('\n'),
    );
    expect(cv.experience.map((e) => e.title)).toEqual(['Marketing', 'Swimming Coach']);
    expect(cv.verbatim!.experienceNotes).toEqual([['Part-time'], ['Part-time']]);
  });

  it('an employer line above its title opens that entry (its country is its own note)', () => {
    const cv = parseCv(
      [
        'Byungjin Park',
        'Work Experience',
        'Dunamu Inc. Seoul, S.Korea',
        'DevOps Engineer Sep. 2023 - Mar. 2024',
        '• Led service mesh technology research',
        'Kasa Seoul, S.Korea',
        'Software Architect Jun. 2018 - Jan. 2021',
        '• Migrated the orchestration system to Kubernetes',
        '',
        'Skills',
        'Kubernetes',
      ].join('\n'),
    );
    expect(cv.experience.map((e) => e.company)).toEqual(['Dunamu Inc. Seoul', 'Kasa Seoul']);
    expect(cv.verbatim!.experienceNotes).toEqual([['S.Korea'], ['S.Korea']]);
  });

  it('an employer line with its dates and an Indonesian town opens that entry (the town is its note)', () => {
    const cv = parseCv(
      [
        'Sinta Maharani',
        'Work Experience',
        'PT Bukit Asam\t2024 – Present',
        'Civil Engineer',
        '• Inspected 300 units per shift',
        'Koperasi Maju Bersama, Makassar\t2023 – 2024',
        'Quality Control Inspector',
        '• Maintained 20 production machines every week',
        '',
        'Skills',
        'AutoCAD',
      ].join('\n'),
    );
    expect(cv.experience.map((e) => e.company)).toEqual(['PT Bukit Asam', 'Koperasi Maju Bersama']);
    // The town is the second entry's, never a line of the first entry's with the dates again.
    expect(cv.verbatim!.experienceNotes).toEqual([[], ['Makassar']]);
  });
});

describe('lossless parse: skill lists', () => {
  it('does not split a list inside brackets', () => {
    const cv = parseCv(
      ['Rina Putri', 'Keahlian', 'Microsoft Office (Word, Excel, Power Point), SQL'].join('\n'),
    );
    expect(cv.verbatim!.skillGroups).toEqual([
      { label: '', skills: ['Microsoft Office (Word, Excel, Power Point)', 'SQL'] },
    ]);
  });

  it('joins a bracket the next line closes, even after a full stop (two skill columns)', () => {
    const cv = parseCv(
      [
        'Rafif Arsalan',
        'Keahlian',
        'Programming (HTML, CSS, PHP, Problem solving.',
        'JAVASCRIPT, PHYTON) Critical Thinking.',
        'JSON RESTful',
      ].join('\n'),
    );
    expect(cv.verbatim!.skillGroups.flatMap((g) => g.skills)).toEqual([
      'Programming (HTML, CSS, PHP, Problem solving. JAVASCRIPT, PHYTON) Critical Thinking.',
      'JSON RESTful',
    ]);
  });
});

describe('lossless parse: header', () => {
  it('keeps a headline and a printed date as printed, not a labelled contact detail', () => {
    const cv = parseCv(
      [
        'John Doe',
        'Full Stack Developer',
        'LinkedIn: linkedin.com/in/johndoe — Email: john@example.com',
        'Surabaya, 30 Maret 2008',
        'Pengalaman Kerja',
        'Developer - PT Maju',
        '2020 - 2022',
      ].join('\n'),
    );
    expect(cv.verbatim!.header).toEqual(['Full Stack Developer', 'Surabaya, 30 Maret 2008']);
  });
});

describe('lossless parse: entry notes hold only what no field holds', () => {
  const cv = () =>
    parseCv(
      [
        'Andrew Fantino',
        'andrew@example.com',
        'Education',
        'University of California Los Angeles Expected June 2023',
        'BS in Computer Engineering; Concentration in Business Management GPA: 3.59',
        'Work Experience',
        'Viasat Inc. Carlsbad, CA',
        'Software Engineer Intern June 2022 – Sept. 2022',
        '• Built network encryption test scripts in Tcl and Python for 3 modules',
      ].join('\n'),
    );

  it('takes the fields out of a school line and keeps the rest ("Expected", the concentration)', () => {
    const parsed = cv();
    expect(parsed.education[0]).toMatchObject({
      institution: 'University of California Los Angeles',
      degree: 'BS',
      field: 'Computer Engineering',
      gpa: '3.59',
    });
    expect(parsed.verbatim!.educationNotes[0]).toEqual([
      'Expected',
      'Concentration in Business Management',
    ]);
  });

  it('ends a company at its legal suffix and keeps the city as one place', () => {
    const parsed = cv();
    expect(parsed.experience[0]!.company).toBe('Viasat Inc.');
    expect(parsed.verbatim!.experienceNotes[0]).toEqual(['Carlsbad, CA']);
  });

  it('keeps the phone number as printed, and a short headline the summary repeats', () => {
    const parsed = parseCv(
      [
        'John Doe',
        'Senior Software Engineer',
        'john.doe@email.com (909) 555-­‐5555 San Francisco, CA linkedin.com/in/johndoe github.com/johndoe',
        'Summary',
        'Senior Software Engineer with 8 years of building payment systems for global teams.',
      ].join('\n'),
    );
    expect(parsed.verbatim!.phone).toBe('(909) 555-5555');
    // The contact values on one line are fields, not a leftover line; the headline stays.
    expect(parsed.verbatim!.header).toEqual(['Senior Software Engineer']);
  });

  it('takes each contact value out once: a second handle on the page stays', () => {
    const parsed = parseCv(
      [
        'Byungjin Park',
        '(123) 456-7890 | posquit0.bj@gmail.com | GitHub posquit0 | LinkedIn posquit0',
        'Experience',
        'DevOps Engineer — Kasa 2018 – 2020',
      ].join('\n'),
    );
    expect(parsed.contact.linkedin).toBe('posquit0');
    expect(parsed.verbatim!.phone).toBe('(123) 456-7890');
    expect(parsed.verbatim!.header.join(' ')).toMatch(/posquit0/u);
  });

  it('prints no icon glyph or empty separator left when the contact values are taken out', () => {
    const parsed = parseCv(
      [
        'Byungjin Park',
        '📱 (+82) 10-9030-1843 | 🖂 posquit0.bj@gmail.com | GITHUB-SQUARE posquit0 | LINKEDIN posquit0',
        'Experience',
        'DevOps Engineer — Kasa 2018 – 2020',
      ].join('\n'),
    );
    expect(parsed.verbatim!.header).toEqual(['posquit0']);
  });

  it('keeps the heading of a second block of the same kind as a line', () => {
    const parsed = parseCv(
      [
        'Leo Leopard',
        'leo@example.com',
        'On Campus Involvement',
        'Enactus, University of La Verne August 2013 – Present',
        'Volunteer Experience',
        'YMCA, Pomona, CA Summer 2013',
      ].join('\n'),
    );
    const orgs = parsed.verbatim!.sections.find((s) => s.key === 'organizations')!;
    expect(orgs.items).toContain('Volunteer Experience');
    expect(orgs.items.at(-1)).toMatch(/^YMCA/u);
  });
});

describe('the revision prints the phone number as the CV does', () => {
  it('"(021) 555-0142" stays so, not +62…', () => {
    const parsed = parseCv(
      [
        'Sari Dewi',
        'sari@contoh.id | (021) 5550-1420 | Jakarta',
        'Pendidikan',
        'Universitas Indonesia 2016 – 2020',
      ].join('\n'),
    );
    expect(parsed.contact.phone).toMatch(/^\+62/u);
    expect(revisedContent(parsed, '').contact.phone).toBe('(021) 5550-1420');
  });
});

describe('lossless parse: school lines and dated tails', () => {
  it('reads "High School, Diploma of …" under a school as its degree, not a second school', () => {
    const parsed = parseCv(
      [
        'Rizky Pratama',
        'rizky@contoh.id',
        'Education',
        'SMKN 2 Banjarmasin Jul 2019 – May 2022',
        'High School, Diploma of Computer Software Engineering',
      ].join('\n'),
    );
    expect(parsed.education).toHaveLength(1);
    expect(parsed.education[0]).toMatchObject({
      institution: 'SMKN 2 Banjarmasin',
      degree: 'High School',
      field: 'Diploma of Computer Software Engineering',
    });
  });

  it('holds a GPA cut at its own slash ("IPK 3,46 / 4,00"): no note prints it a second time', () => {
    const parsed = parseCv(
      [
        'Sri Lestari',
        'sri@contoh.id',
        'Pendidikan',
        'Universitas Padjadjaran',
        'S1 Akuntansi, IPK 3,46 / 4,00',
        '2015 - 2019',
      ].join('\n'),
    );
    expect(parsed.education[0]).toMatchObject({ degree: 'S1', gpa: '3,46 / 4,00' });
    expect(parsed.verbatim!.educationNotes).toEqual([[]]);
  });

  it('gives a school line with a part no field holds to its own entry, not the one before', () => {
    const parsed = parseCv(
      [
        'Lukas Stanley',
        'lukas@contoh.id',
        'Education',
        'Binus University – Computer Science 2023 – 2027',
        'SMAS K Kolese Santo Yusup – Mathematics and Natural Sciences 2020 – 2023',
      ].join('\n'),
    );
    expect(parsed.verbatim!.educationNotes).toEqual([
      ['Computer Science'],
      ['Mathematics and Natural Sciences'],
    ]);
  });

  it('keeps a dated tail of a long bullet in the bullet, not as a note printed again', () => {
    const parsed = parseCv(
      [
        'Lukas Stanley',
        'lukas@contoh.id',
        'Experience',
        'Research Assistant 2024 – Present',
        'Bina Nusantara University',
        '• Independently led an AI research project on Decision Tree optimization, accepted for publication at',
        'ICCSCI 2025',
      ].join('\n'),
    );
    expect(parsed.experience[0]!.bullets[0]).toMatch(/publication at ICCSCI 2025$/u);
    expect(parsed.verbatim!.experienceNotes[0]).toEqual([]);
  });
});

describe('lossless parse: a role under an entry keeps its own dates', () => {
  it('prints "Kepala Divisi Humas (2017-2018)" whole under a 2017 – 2018 internship', () => {
    const parsed = parseCv(
      [
        'Bagus Andi',
        'bagus@contoh.id',
        'Pengalaman Kerja',
        'Kanwil Badan Pertanahan Nasional DIY',
        'Magang (2017-2018)',
        '• Bertanggung jawab mengembangkan sistem informasi pengarsipan surat berbasis web.',
        '',
        'Information Technology Club (ITC) UPNVY',
        'ITC adalah salah satu kelompok studi dari program studi Informatika UPNVY yang secara khusus',
        'mempelajari, memahami dan mengembangkan teknologi pada bidang IT.',
        'Anggota Divisi Humas (2016-2017)',
        '• Membantu membuat desain dan poster untuk kebutuhan sosial media.',
        'Kepala Divisi Humas (2017-2018)',
        '• Membantu menciptakan dan mengkomunikasikan segala bentuk informasi organisasi kepada',
        'anggota maupun publik.',
      ].join('\n'),
    );
    const notes = parsed.verbatim!.experienceNotes.flat();
    const printed = [...notes, ...parsed.experience.map((e) => `${e.title} (${e.start}-${e.end})`)];
    expect(printed).toContain('Kepala Divisi Humas (2017-2018)');
    expect(notes).toContain('mempelajari, memahami dan mengembangkan teknologi pada bidang IT.');
  });
});

describe('a two-column CV with undated projects and a sidebar contact', () => {
  const text = [
    'MUHAMMAD RAFIF',
    'ABDILLAH ARSALAN',
    '',
    'About Me',
    'saya seorang freshgraduate yang memiliki minat besar dalam bekerja di dunia IT.',
    'saya siap berkarir di bidang Front-End Developer di perusahaan anda.',
    '',
    '+62 815-1589-2907',
    '',
    'Arafif305@gmail.com',
    '',
    'EXPERIENCE',
    '',
    'PROJEK BROSUR DIGITAL',
    'projek ini dikerjakan secara tim yaitu membuat brosur',
    'digital untuk sekolah smp saya. saya berpartisipasi dalam',
    'tim untuk mengoding dan mengatur tampilan brosur',
    '',
    'EDUCATION',
    '',
    'MTs Bilingual Muslimat Nu',
    '2020-2023',
    'Mi Al-Ihsan Damarsi 2014 – 2020',
  ].join('\n');

  it('reads a wrapped project description as one paragraph, and names no project as a role', () => {
    const parsed = parseCv(text);
    expect(parsed.experience[0]!.bullets).toEqual([
      'projek ini dikerjakan secara tim yaitu membuat brosur digital untuk sekolah smp saya. saya berpartisipasi dalam tim untuk mengoding dan mengatur tampilan brosur',
    ]);
    expect(revisionSummary(parsed)).not.toMatch(/PROJEK BROSUR/u);
  });

  it('keeps the sidebar contact lines out of the summary, and reads "Mi Al-Ihsan" as a school', () => {
    const parsed = parseCv(text);
    expect(parsed.summaryText).not.toMatch(/815|gmail/u);
    expect(parsed.education.map((e) => e.institution)).toEqual([
      'MTs Bilingual Muslimat Nu',
      'Mi Al-Ihsan Damarsi',
    ]);
  });
});

describe('a block headed "Pengalaman Kerja & Organisasi"', () => {
  it('prints the organisations that follow the jobs as the organisations section', () => {
    const parsed = parseCv(
      [
        'Bagus Andi',
        'bagus@contoh.id',
        'Pengalaman Kerja & Organisasi',
        'Kanwil Badan Pertanahan Nasional DIY',
        'Magang (2017-2018)',
        '• Mengembangkan sistem informasi pengarsipan surat berbasis web.',
        'Information Technology Club (ITC) UPNVY',
        'Anggota Divisi Humas (2016-2017)',
        '• Membuat desain dan poster untuk kebutuhan sosial media.',
        'Kepala Divisi Humas (2017-2018)',
        '• Menyusun jadwal publikasi kegiatan.',
      ].join('\n'),
    );
    expect(parsed.experience.map((e) => e.title)).toEqual(['Magang']);
    expect(parsed.verbatim!.experienceNotes).toEqual([[]]);
    const orgs = parsed.verbatim!.sections.find((s) => s.key === 'organizations')!;
    expect(orgs.items).toEqual([
      'Information Technology Club (ITC) UPNVY',
      'Anggota Divisi Humas (2016-2017)',
      '• Membuat desain dan poster untuk kebutuhan sosial media.',
      'Kepala Divisi Humas (2017-2018)',
      '• Menyusun jadwal publikasi kegiatan.',
    ]);
  });
});

describe('a town inside a school or company name', () => {
  it('keeps "La Verne, CA" after "University of La Verne"', () => {
    const parsed = parseCv(
      [
        'Leo Leopard',
        'leo@example.com',
        'Education',
        'University of La Verne, La Verne, CA Expected Graduation: June 2016',
        'Bachelor of Arts, Business Administration',
      ].join('\n'),
    );
    expect(parsed.education[0]!.institution).toBe('University of La Verne');
    expect(parsed.verbatim!.educationNotes[0]!.join(' ')).toMatch(/La Verne, CA/u);
  });
});

describe('a column of dates above the schools', () => {
  it('gives each school its date in order, and its own lines as notes', () => {
    const parsed = parseCv(
      [
        'Alfred Pennyworth',
        'alfred@example.com',
        'Education',
        '',
        '2016 – 2018',
        '1997 – 1999',
        '1994 – 1997',
        'Master of Business Administration, Stanford University, Stanford, CA, USA',
        'Master of Science in Computer Science, Massachusetts Institute of Technology,',
        'Cambridge, MA, USA',
        'Bachelor of Science in Computer Science, University of California, Berkeley,',
        'Berkeley, CA, USA',
      ].join('\n'),
    );
    expect(parsed.education.map((e) => [e.institution, e.degree, e.field, e.start, e.end])).toEqual(
      [
        [
          'Stanford University',
          'Master of Business Administration',
          'Business Administration',
          '2016',
          '2018',
        ],
        [
          'Massachusetts Institute of Technology',
          'Master of Science',
          'Computer Science',
          '1997',
          '1999',
        ],
        ['University of California', 'Bachelor of Science', 'Computer Science', '1994', '1997'],
      ],
    );
    expect(parsed.verbatim!.educationNotes).toEqual([
      ['Stanford, CA, USA'],
      ['Cambridge, MA, USA'],
      ['Berkeley', 'Berkeley, CA, USA'],
    ]);
  });
});

describe('skills a two-column layout mixed with dated lines', () => {
  it('keeps a short dated line whole, so each town stays', () => {
    const parsed = parseCv(
      [
        'Haykal',
        'haykal@contoh.id',
        'Skills',
        'TEAMWORK',
        'Surabaya, Indonesia Sep 23',
        'Surabaya , Indonesia Apr 23',
        'HTML CSS JS',
      ].join('\n'),
    );
    const printed = parsed.verbatim!.skillGroups.flatMap((g) => g.skills);
    expect(printed).toContain('Surabaya, Indonesia Sep 23');
    expect(printed).toContain('Surabaya , Indonesia Apr 23');
  });
});

describe('an employer line with its place above the next title', () => {
  it('opens that entry: the place is its note, not a line of the job before', () => {
    const parsed = parseCv(
      [
        'Claud Park',
        'claud@example.com',
        'Experience',
        'Computer Vision Lab (Prof. Bohyung Han) Pohang, S.Korea',
        'Undergraduate Researcher Sep. 2012 Feb. 2013',
        '• Researched means of retrieving a corresponding video based on image contents.',
        'Software Maestro (funded by Korea Ministry of Knowledge and Economy) Seoul, S.Korea',
        'Software Engineer Trainee Jul. 2012 Jun. 2013',
        '• Implemented in Python an interactive simulator for Linux kernel memory management.',
      ].join('\n'),
    );
    const notes = parsed.verbatim!.experienceNotes;
    expect(notes.flat().join(' ')).not.toMatch(/Software Maestro/u);
    expect(notes.flat()).toContain('S.Korea');
  });
});

describe('lossless parse: a leftover keeps its commas', () => {
  it('prints two parts a comma joined on the page with that comma, not a bar', () => {
    const rest = leftover('Ayu Hidayat • Alamat: Denpasar, Bali', streamOf(['Ayu Hidayat']), null);
    expect(rest).toBe('Denpasar, Bali');
    // A part taken out between them leaves a bar: they were not side by side.
    const held = leftover('Denpasar, Pemandu Wisata, Bali', streamOf(['Pemandu Wisata']), null);
    expect(held).toBe('Denpasar | Bali');
  });
});

describe('revised content: the degree as printed', () => {
  it('prints "Associate Degree" when the parse read the level without the word', () => {
    const entry = {
      institution: 'Universitas Bina Nusantara',
      degree: 'Associate',
      field: 'Tourism',
      gpa: null,
      start: '2014-08',
      end: '2018-10',
    };
    const lines = ['Associate Degree Tourism — Universitas Bina Nusantara', 'August 2014 — 2018'];
    expect(withPrintedDegree(entry, lines).degree).toBe('Associate Degree');
    expect(withPrintedDegree(entry, ['Associate Tourism']).degree).toBe('Associate');
    expect(withPrintedDegree({ ...entry, degree: 'S1' }, lines).degree).toBe('S1');
  });
});

describe('revised content: bullets as printed', () => {
  it('prints two printed achievement lines the parse joined as two bullets', () => {
    const lines = [
      'Sales Executive',
      'PT Bank Harapan Nusantara, Denpasar',
      '2023–2026',
      'Membuat 60 konten video pendek untuk kampanye produk baru',
      'Mengelola anggaran iklan Rp 50.000.000 per bulan di Google Ads',
    ];
    const joined =
      'Membuat 60 konten video pendek untuk kampanye produk baru Mengelola anggaran iklan Rp 50.000.000 per bulan di Google Ads';
    expect(asPrintedBullets([joined], lines)).toEqual([lines[3], lines[4]]);
  });

  it('splits achievements printed without marks even when one of them wraps onto a line of its own', () => {
    const lines = [
      'Mengurangi waktu muat halaman sebesar 40% dengan optimasi kueri basis data',
      'Menyusun dasbor penjualan di Power BI untuk tim manajemen',
      'Mengotomatiskan laporan harian dengan Python sehingga menghemat 6 jam',
      'kerja per minggu',
    ];
    expect(asPrintedBullets([lines.join(' ')], lines)).toEqual([
      lines[0],
      lines[1],
      `${lines[2]} ${lines[3]}`,
    ]);
  });

  it('splits an achievement that opens with a filler verb from the one before it', () => {
    const lines = [
      'Mengawasi proyek gedung 4 lantai senilai Rp 12 miliar',
      'Melakukan perawatan rutin 20 mesin produksi setiap minggu',
    ];
    expect(asPrintedBullets([lines.join(' ')], lines)).toEqual(lines);
  });

  it('keeps a wrapped bullet whole when its next line is no new sentence', () => {
    const lines = [
      '• Mengelola anggaran iklan Rp 50.000.000 per bulan di',
      'Google Ads dan Meta Ads',
    ];
    const whole = 'Mengelola anggaran iklan Rp 50.000.000 per bulan di Google Ads dan Meta Ads';
    expect(asPrintedBullets([whole], lines)).toEqual([whole]);
  });
});

describe('lossless parse: a wrapped web address', () => {
  it('joins an address wrapped at its dash without a space, and wrapped words with one', () => {
    expect(verbatimItems(['LinkedIn:', 'www.linkedin.com/in/budi-', '21'])).toEqual([
      'LinkedIn:',
      'www.linkedin.com/in/budi-21',
    ]);
    expect(verbatimItems(['Bahasa Inggris –', 'TOEFL 520'])).toEqual([
      'Bahasa Inggris – TOEFL 520',
    ]);
  });
});
