import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCv } from './parse.ts';

const indonesian = `Curriculum Vitae
NUR AINI RAHMAWATI
Jl. Melati No. 12, Kota Malang, Jawa Timur | 0812-3456-7890 | nur.aini@contoh.id
linkedin.com/in/nuraini-r

Lulusan S1 Administrasi Bisnis yang teliti, terbiasa mengelola dokumen dan jadwal kantor, serta mampu bekerja dalam tim.

P E N G A L A M A N   K E R J A
Staf Administrasi — PT Sumber Rejeki   Agu 2021 - saat ini
• Mengelola pengarsipan dan surat menyurat untuk 3 divisi
• Menyusun jadwal rapat direksi
Admin Magang | CV Karya Mandiri | Jan 2021 - Jul 2021
• Input data penjualan harian

Pendidikan Formal
Universitas Brawijaya (2017 - 2021)
S1 Administrasi Bisnis - IPK 3,58

Keterampilan
Microsoft Office, Data Entry, Komunikasi, Manajemen Waktu

Organisasi
Himpunan Mahasiswa Administrasi Bisnis (2018 - 2019)

Bahasa
Indonesia (aktif), Inggris (pasif)

Data Keluarga
Ayah: Slamet`;

const english = `JAMES O'NEILL
Mechanical Engineer
Austin, TX • (512) 555-0123 • james.oneill@example.com • github.com/joneill

PROFESSIONAL EXPERIENCE
Mechanical Engineer
Northwind Manufacturing • Austin, TX
June 2019 - Present
• Redesigned a conveyor assembly in SolidWorks, cutting downtime by 30%
• Led lean manufacturing workshops for 40 technicians

Engineering Intern, Contoso Motors   May 2018 – Aug 2018
• Built fixtures for the welding line

EDUCATION
University of Texas at Austin
Bachelor of Science in Mechanical Engineering, GPA: 3.7
2015 – 2019

Technical Skills: AutoCAD, SolidWorks, MATLAB, Six Sigma
Certifications & Awards
Certified SolidWorks Associate (2019)
Dean's List 2017
Languages
English, Spanish`;

describe('parseCv', () => {
  it('parses an Indonesian CV', () => {
    const cv = parseCv(indonesian);
    expect(cv.language).toBe('id');
    expect(cv.industry).toBe('administration/HR');
    expect(cv.contact).toMatchObject({
      name: 'Nur Aini Rahmawati',
      email: 'nur.aini@contoh.id',
      phone: '+6281234567890',
      linkedin: 'linkedin.com/in/nuraini-r',
    });
    expect(cv.contact.location).toContain('Malang');
    expect(cv.sections).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
      'organizations',
      'languages',
    ]);
    expect(cv.otherHeadings).toEqual(['Data Keluarga']);
    expect(cv.summaryText).toMatch(/^Lulusan S1/u);
    expect(cv.experience.map((e) => [e.title, e.company, e.start, e.end, e.current])).toEqual([
      ['Staf Administrasi', 'PT Sumber Rejeki', '2021-08', null, true],
      ['Admin Magang', 'CV Karya Mandiri', '2021-01', '2021-07', false],
    ]);
    expect(cv.education).toEqual([
      {
        institution: 'Universitas Brawijaya',
        degree: 'S1',
        field: 'Administrasi Bisnis',
        gpa: '3,58',
        start: '2017',
        end: '2021',
      },
    ]);
    expect(cv.skills).toEqual(
      expect.arrayContaining([
        'Microsoft Office',
        'Data Entry',
        'Communication',
        'Time Management',
        'Filing',
      ]),
    );
    expect(cv.organizations).toEqual(['Himpunan Mahasiswa Administrasi Bisnis']);
    expect(cv.languages).toEqual(['Indonesia (aktif)', 'Inggris (pasif)']);
    expect(cv.wordCount).toBeGreaterThan(80);
  });

  it('parses an English CV', () => {
    const cv = parseCv(english);
    expect(cv.language).toBe('en');
    expect(cv.industry).toBe('engineering/manufacturing');
    expect(cv.contact).toEqual({
      name: "James O'Neill",
      email: 'james.oneill@example.com',
      phone: '+15125550123',
      location: 'Austin, TX',
      linkedin: null,
      website: 'github.com/joneill',
    });
    expect(cv.sections).toEqual([
      'experience',
      'education',
      'skills',
      'certifications',
      'awards',
      'languages',
    ]);
    expect(cv.summaryText).toBeNull();
    expect(cv.experience).toHaveLength(2);
    expect(cv.experience[0]).toMatchObject({
      title: 'Mechanical Engineer',
      company: 'Northwind Manufacturing',
      start: '2019-06',
      current: true,
    });
    expect(cv.experience[1]).toMatchObject({
      title: 'Engineering Intern',
      company: 'Contoso Motors',
      start: '2018-05',
      end: '2018-08',
    });
    expect(cv.education[0]).toMatchObject({
      institution: 'University of Texas at Austin',
      degree: 'Bachelor of Science',
      field: 'Mechanical Engineering',
      gpa: '3.7',
    });
    expect(cv.skills.slice(0, 4)).toEqual([
      'SolidWorks',
      'Lean Manufacturing',
      'Welding',
      'AutoCAD',
    ]);
    expect(cv.languages).toEqual(['English', 'Spanish']);
  });

  it('never throws on odd input and stays fast', () => {
    for (const text of ['', '\n\n\n', '•••', 'x'.repeat(10_000), 'Education\n'.repeat(500)]) {
      expect(() => parseCv(text)).not.toThrow();
    }
    // Long tokens must not make the email/URL/phone patterns quadratic: on 100,000 characters a
    // quadratic pattern takes minutes, a linear one milliseconds. The bounds are that gap, not a
    // speed target (a loaded CI machine runs 10× slower than a quiet one).
    for (const hostile of ['a'.repeat(100_000), '1'.repeat(100_000), 'a.'.repeat(50_000)]) {
      const t = performance.now();
      parseCv(hostile);
      expect(performance.now() - t).toBeLessThan(10_000);
    }
    const big = `${english}\n`.repeat(20);
    const t0 = performance.now();
    parseCv(big);
    expect(performance.now() - t0).toBeLessThan(10_000);
  });

  it('is deterministic', () => {
    expect(parseCv(indonesian)).toEqual(parseCv(indonesian));
  });

  it('reads list sections: dated entries, labelled lines of combined blocks, languages', () => {
    const cv = parseCv(
      [
        'Rudi Hartono',
        'Medan | rudi@contoh.id',
        'PENGALAMAN ORGANISASI',
        'Ketua — Himpunan Mahasiswa Teknik Sipil   2021 – 2022',
        'Himpunan ini adalah organisasi mahasiswa teknik sipil di kampus.',
        '• Memimpin 40 anggota',
        'Bendahara — Karang Taruna Melati   2019 – 2020',
        'PROYEK',
        '• Jembatan Mini – model jembatan rangka baja untuk lomba',
        '• Aplikasi Absensi – aplikasi web untuk absensi kelas',
        'KEAHLIAN & SERTIFIKAT',
        'Soft Skills: Komunikasi, Kepemimpinan',
        'Sertifikat: AutoCAD Certified User, K3 Umum',
        'BAHASA',
        'Indonesia | aktif',
        'Inggris — pasif',
      ].join('\n'),
    );
    expect(cv.organizations).toEqual([
      'Ketua — Himpunan Mahasiswa Teknik Sipil',
      'Bendahara — Karang Taruna Melati',
    ]);
    expect(cv.projects).toEqual(['Jembatan Mini', 'Aplikasi Absensi']);
    expect(cv.certifications).toEqual(['AutoCAD Certified User', 'K3 Umum']);
    expect(cv.languages).toEqual(['Indonesia (aktif)', 'Inggris (pasif)']);
    expect(cv.sections).toEqual([
      'organizations',
      'projects',
      'skills',
      'certifications',
      'languages',
    ]);
  });

  it('treats an unheaded intro paragraph as the summary, but not a motto', () => {
    const withIntro = parseCv(
      [
        'Lina Marlina',
        'lina@contoh.id',
        'Perawat lulusan D3 Keperawatan dengan pengalaman dua tahun di rumah sakit swasta dan puskesmas.',
        'Pendidikan',
        'Poltekkes Kemenkes Bandung',
      ].join('\n'),
    );
    expect(withIntro.sections[0]).toBe('summary');
    expect(withIntro.summaryText).toMatch(/^Perawat lulusan/u);
    const motto = parseCv(
      [
        'Tom Baker',
        '“Stay hungry, stay foolish, and keep building things that matter.”',
        'Education',
        'X College',
      ].join('\n'),
    );
    expect(motto.sections).toEqual(['education']);
  });

  it('reads no summary from personal data rows or a letter-spaced name above the sections', () => {
    const rows = parseCv(
      [
        'DAFTAR RIWAYAT HIDUP',
        'Nama : Wahyu Setiadi',
        'Tempat, Tanggal Lahir : Pekanbaru, 2 Februari 1999',
        'Alamat : Jl. Kenanga Gg. Mawar No. 12, Kelurahan Sukajadi, Pekanbaru',
        'Pendidikan',
        'Universitas Riau',
      ].join('\n'),
    );
    expect(rows.sections).toEqual(['education']);
    const spaced = parseCv(
      [
        'W A H Y U S E T I A D I P R A T A M A',
        'wahyu@contoh.id',
        'Education',
        'Universitas Riau',
      ].join('\n'),
    );
    expect(spaced.sections).toEqual(['education']);
  });

  it('names no certificates section for an education-and-training block of schools only', () => {
    const schools = parseCv(
      [
        'Dewi Lestari',
        'Pendidikan dan Pelatihan',
        '2016 – 2020',
        'S1 Farmasi',
        'Universitas Andalas',
        'IPK 3,41 / 4,00',
        '2013 – 2016',
        'SMA/SMK IPA',
        'SMA Negeri 2 Padang',
      ].join('\n'),
    );
    expect(schools.sections).toEqual(['education']);
    expect(schools.education).toHaveLength(2);
    expect(schools.certifications).toEqual([]);
    const mixed = parseCv(
      [
        'Dewi Lestari',
        'Pendidikan dan Pelatihan',
        'S1 Farmasi — Universitas Andalas (2016 – 2020)',
        'Pelatihan Cara Pembuatan Obat yang Baik — BPOM (2021)',
      ].join('\n'),
    );
    expect(mixed.sections).toEqual(['education', 'certifications']);
  });

  it('keeps organisation roles of a combined work/organisation block out of experience', () => {
    const cv = parseCv(
      [
        'Yusuf Maulana',
        'Pengalaman Kerja & Organisasi',
        'PT Arta Boga Cemerlang',
        'Staf Gudang (Januari 2022 - Sekarang)',
        '• Mengelola stok barang masuk',
        'Himpunan Mahasiswa Manajemen',
        'Anggota Divisi Acara (2019 - 2020)',
        '• Menyusun rundown acara',
      ].join('\n'),
    );
    expect(cv.sections).toEqual(['experience', 'organizations']);
    expect(cv.experience.map((e) => e.title)).toEqual(['Staf Gudang']);
    expect(cv.organizations).toContain('Anggota Divisi Acara — Himpunan Mahasiswa Manajemen');
  });

  it('reads lone carriage returns inside lines as spaces', () => {
    expect(parseCv('Leo\r Leopard\nleo@example.com').contact.name).toBe('Leo Leopard');
  });

  it('holds its invariants on arbitrary text', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'PENGALAMAN KERJA',
        'Education',
        'Skills: Excel, Python',
        '• did things',
        'Jan 2020 – Sekarang',
        '0812-3456-7890',
        'a@b.co',
        'S1 Akuntansi IPK 3.5',
        '\n',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const cv = parseCv(parts.join('\n'));
        expect(new Set(cv.sections).size).toBe(cv.sections.length);
        for (const e of [...cv.experience, ...cv.education]) {
          for (const d of [e.start, e.end]) if (d !== null) expect(d).toMatch(/^\d{4}(-\d{2})?$/u);
        }
        if (cv.contact.phone !== null) expect(cv.contact.phone).toMatch(/^\+\d{8,15}$/u);
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseCv: a "Contact" block after the summary', () => {
  it.each([
    [
      'John Doe\n\nProfessional Summary\nDeveloper with five years.\n\nContact\njohn.doe@email.com\n+11234567890\n123 Main St, Anywhere, USA\n\nSkills\nJava',
      { phone: '+11234567890', location: '123 Main St, Anywhere, USA' },
    ],
    [
      'Rina Putri\n\nRingkasan Profesional\nStaf pajak dengan lima tahun pengalaman.\n\nKontak\nrina@contoh.id\n0812-3456-7890\nKota Surabaya, Jawa Timur\n\nKeahlian\nExcel',
      { phone: '+6281234567890', location: 'Kota Surabaya, Jawa Timur' },
    ],
  ])('reads its phone and location as the header’s', (text, want) => {
    expect(parseCv(text).contact).toMatchObject(want);
  });
});

describe('content words of a job portal export', () => {
  it('counts the keys of its records ("Posisi:", "Perusahaan:") as no content', () => {
    const head = ['Budi Santoso', 'budi@contoh.id', '', 'Pengalaman Kerja'];
    const keyed = parseCv(
      [
        ...head,
        'Posisi: Staf Akuntansi',
        'Perusahaan: PT Mitra Sejahtera',
        'Periode: 2021 – 2024',
        'Deskripsi: Menyusun laporan keuangan bulanan',
        'Posisi: Kasir',
        'Perusahaan: CV Karya Mandiri',
        'Periode: 2019 – 2021',
      ].join('\n'),
    );
    const plain = parseCv(
      [
        ...head,
        'Staf Akuntansi',
        'PT Mitra Sejahtera',
        '2021 – 2024',
        '• Menyusun laporan keuangan bulanan',
        'Kasir',
        'CV Karya Mandiri',
        '2019 – 2021',
      ].join('\n'),
    );
    expect(keyed.experience).toHaveLength(2);
    expect(keyed.wordCount).toBe(plain.wordCount);
  });
});
