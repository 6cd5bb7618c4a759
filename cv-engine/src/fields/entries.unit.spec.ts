import { describe, expect, it } from 'vitest';
import {
  joinSplitRanges,
  parseDegree,
  parseEducation,
  parseExperience,
  parseGpa,
} from './entries.ts';

describe('parseExperience: a wrapped bullet that closes its bracket', () => {
  it('joins a line that closes the bracket the bullet opened, even in upper case', () => {
    const [e] = parseExperience([
      'Research Assistant — Bina Nusantara University 2024 – Present',
      '• Contributed to 5+ AI research projects (Sentiment Analysis, Building Damage',
      'Detection, and more) involving datasets of 100,000+ samples',
      '• Conducted data preprocessing and model training',
    ]);
    expect(e!.bullets).toEqual([
      'Contributed to 5+ AI research projects (Sentiment Analysis, Building Damage Detection, and more) involving datasets of 100,000+ samples',
      'Conducted data preprocessing and model training',
    ]);
  });
});

describe('parseExperience: wrapped bullets and a company above its city', () => {
  it('joins the rest of a sentence and a one-word tail to their bullet, so the next entry keeps its employer', () => {
    const e = parseExperience([
      'Senior Software Engineer Jan 2023 - Present',
      'Stripe San Francisco, CA',
      '• Designed a fraud detection pipeline processing 50K+ transactions per second using',
      'Kafka and Go, reducing fraudulent charges by 18% through optimized distributed system architecture',
      '• Developed enterprise applications using Java and Spring',
      'Boot',
      '• Mentored 3 junior engineers',
      'Software Engineer Jun 2021 - Dec 2022',
      'Figma San Francisco, CA',
      '• Built collaborative editing infrastructure',
    ]);
    expect(e.map((x) => [x.title, x.company])).toEqual([
      ['Senior Software Engineer', 'Stripe'],
      ['Software Engineer', 'Figma'],
    ]);
    expect(e[0]!.bullets).toEqual([
      'Designed a fraud detection pipeline processing 50K+ transactions per second using Kafka and Go, reducing fraudulent charges by 18% through optimized distributed system architecture',
      'Developed enterprise applications using Java and Spring Boot',
      'Mentored 3 junior engineers',
    ]);
  });
});

describe('parseExperience', () => {
  it('reads "Title — Company" with dates on the same line', () => {
    const e = parseExperience([
      'Staf Akuntansi — PT Sinar Terang   Jan 2020 – Sekarang',
      '• Menyusun laporan keuangan bulanan',
      '• Rekonsiliasi bank mingguan',
      'Kasir — Toko Makmur   Maret 2018 - Desember 2019',
      '• Melayani 200 pelanggan per hari',
    ]);
    expect(e).toEqual([
      {
        title: 'Staf Akuntansi',
        company: 'PT Sinar Terang',
        start: '2020-01',
        end: null,
        current: true,
        bullets: ['Menyusun laporan keuangan bulanan', 'Rekonsiliasi bank mingguan'],
      },
      {
        title: 'Kasir',
        company: 'Toko Makmur',
        start: '2018-03',
        end: '2019-12',
        current: false,
        bullets: ['Melayani 200 pelanggan per hari'],
      },
    ]);
  });

  it('reads "Company | Title"', () => {
    const [e] = parseExperience(['PT Kereta Cepat | Data Analyst | 2021 - 2023']);
    expect(e).toMatchObject({ title: 'Data Analyst', company: 'PT Kereta Cepat' });
  });

  it('reads title and company on separate lines with dates on the next line', () => {
    const e = parseExperience([
      'Senior Software Engineer',
      'Lumen Labs • Austin, TX',
      'Jun 2021 - Present',
      '• Built the billing service in Go',
      'continued onto a second line',
      'Software Engineer',
      'Brightside Inc.',
      'Jan 2019 - May 2021',
      '• Shipped the mobile app',
    ]);
    expect(e).toHaveLength(2);
    expect(e[0]).toMatchObject({
      title: 'Senior Software Engineer',
      company: 'Lumen Labs',
      start: '2021-06',
      current: true,
      bullets: ['Built the billing service in Go continued onto a second line'],
    });
    expect(e[1]).toMatchObject({ title: 'Software Engineer', company: 'Brightside Inc.' });
  });

  it('reads a company line followed by "Title (dates)"', () => {
    const e = parseExperience([
      'PT Andalan Data Nusantara, Jakarta',
      'Database Administrator (September 2022-Sekarang)',
      '• Menjaga basis data ERP',
    ]);
    expect(e).toHaveLength(1);
    expect(e[0]).toMatchObject({
      title: 'Database Administrator',
      company: 'PT Andalan Data Nusantara',
      start: '2022-09',
      current: true,
    });
  });

  it('does not start entries at years inside bullets or prose', () => {
    const e = parseExperience([
      'Research Assistant 2024 – Present',
      'Universitas Harapan',
      '• Led a study that was accepted at a conference in 2025',
      'and presented in Bali in 2025.',
    ]);
    expect(e).toHaveLength(1);
  });
});

describe('parseEducation', () => {
  it('reads Indonesian entries with IPK', () => {
    const e = parseEducation([
      'Universitas Gadjah Mada (2016 - 2020)',
      'S1 Teknik Informatika - IPK 3,75/4,00',
      'SMA Negeri 3 Semarang (2013 - 2016)',
      'Jurusan IPA',
    ]);
    expect(e).toEqual([
      {
        institution: 'Universitas Gadjah Mada',
        degree: 'S1',
        field: 'Teknik Informatika',
        gpa: '3,75/4,00',
        start: '2016',
        end: '2020',
      },
      {
        institution: 'SMA Negeri 3 Semarang',
        degree: 'Jurusan',
        field: 'IPA',
        gpa: null,
        start: '2013',
        end: '2016',
      },
    ]);
  });

  it('reads English entries with the degree first', () => {
    const e = parseEducation([
      'Bachelor of Science in Computer Science',
      'Lakeside University',
      'Sept 2015 – June 2019',
      'GPA: 3.8',
      'High School Diploma',
      'Northgate High School',
      '2011 – 2015',
    ]);
    expect(e).toHaveLength(2);
    expect(e[0]).toMatchObject({
      institution: 'Lakeside University',
      degree: 'Bachelor of Science',
      field: 'Computer Science',
      gpa: '3.8',
      start: '2015-09',
      end: '2019-06',
    });
    expect(e[1]).toMatchObject({ institution: 'Northgate High School', start: '2011' });
  });

  it('reads dates-first layouts', () => {
    const e = parseEducation([
      '2019 - 2023',
      'Institut Teknologi Sepuluh Nopember / Bachelor’s Degree / Civil Engineering',
      '2016 - 2019',
      'SMAN 2 Malang / Science',
    ]);
    expect(e.map((x) => [x.institution, x.start])).toEqual([
      ['Institut Teknologi Sepuluh Nopember', '2019'],
      ['SMAN 2 Malang', '2016'],
    ]);
  });

  it('reads a school whose name has no institution word from the dates below it', () => {
    const e = parseEducation(['MTs Al-Hikmah', '2017-2020', 'Pondok Darul Ulum', '2014-2017']);
    expect(e.map((x) => x.institution)).toEqual(['MTs Al-Hikmah', 'Pondok Darul Ulum']);
  });
});

describe('degrees and GPA', () => {
  it("reads the major printed after a comma, not the degree's own subject", () => {
    expect(parseDegree('Bachelor of Arts, Business Administration')).toEqual({
      degree: 'Bachelor of Arts',
      field: 'Business Administration',
    });
    // A school or a place after the comma is no major.
    expect(parseDegree('Bachelor of Science, University of Lagos')).toEqual({
      degree: 'Bachelor of Science',
      field: 'Science',
    });
  });

  it('parses degree and field', () => {
    expect(parseDegree('S1 Teknik Informatika')).toEqual({
      degree: 'S1',
      field: 'Teknik Informatika',
    });
    expect(parseDegree('Bachelor of Science in Computer Science')).toEqual({
      degree: 'Bachelor of Science',
      field: 'Computer Science',
    });
    expect(parseDegree('D3 Akuntansi')).toEqual({ degree: 'D3', field: 'Akuntansi' });
    expect(parseDegree('BS in Mechanical Engineering')).toEqual({
      degree: 'BS',
      field: 'Mechanical Engineering',
    });
    expect(parseDegree('Cambridge, MA, USA')).toBeNull();
  });

  it('parses GPA and IPK', () => {
    expect(parseGpa('IPK 3.75/4.00')).toBe('3.75/4.00');
    expect(parseGpa('IPK: 3,71')).toBe('3,71');
    expect(parseGpa('GPA: 3.8')).toBe('3.8');
    expect(parseGpa('GPA 3.53/4.00')).toBe('3.53/4.00');
    expect(parseGpa('Nilai rata-rata 80')).toBeNull();
  });

  it('keeps the GPA as written: decimal commas and the spacing around the slash', () => {
    expect(parseGpa('IPK 3,46 / 4,00')).toBe('3,46 / 4,00');
    expect(parseGpa('IPK 3,46  dari 4,00')).toBe('3,46 dari 4,00');
    expect(parseGpa('GPA 3.8 out of 4.0')).toBe('3.8 out of 4.0');
  });
});

describe('parseExperience without dates', () => {
  it('starts an entry at each title line after a description', () => {
    const e = parseExperience([
      'Admin Toko Online',
      'Toko Berkah Jaya',
      '• Mengelola pesanan harian',
      'Kasir',
      'Minimarket Sejahtera',
      'melayani pembayaran pelanggan setiap hari',
    ]);
    expect(e.map((x) => [x.title, x.company, x.start])).toEqual([
      ['Admin Toko Online', 'Toko Berkah Jaya', null],
      ['Kasir', 'Minimarket Sejahtera', null],
    ]);
  });

  it('reads a bare list as one entry per line', () => {
    const e = parseExperience(['Kasir — Toko Maju', 'Pramuniaga — Toko Makmur']);
    expect(e.map((x) => [x.title, x.company])).toEqual([
      ['Kasir', 'Toko Maju'],
      ['Pramuniaga', 'Toko Makmur'],
    ]);
  });
});

describe('title and company', () => {
  it('drops location parts and finds the role in long company lines', () => {
    const [a] = parseExperience([
      'Harbor Financial, Portland, OR, Senior Accountant',
      'Mar. 2020 – Current',
      '• Closed the books monthly',
    ]);
    expect(a).toMatchObject({
      title: 'Senior Accountant',
      company: 'Harbor Financial',
      current: true,
    });
  });

  it('prefers the line that names both over a location line', () => {
    const [a] = parseExperience([
      'ACME ROBOTICS | CONTROLS ENGINEER',
      'Jan 2019 - Present | Boston, MA',
      '• Tuned PID loops',
    ]);
    expect(a).toMatchObject({ title: 'CONTROLS ENGINEER', company: 'ACME ROBOTICS' });
  });

  it('splits "Title / Company" and "Company • City, ST"', () => {
    expect(parseExperience(['Secretary / Karang Taruna Melati  2018 – 2019'])[0]).toMatchObject({
      title: 'Secretary',
      company: 'Karang Taruna Melati',
    });
    expect(
      parseExperience(['Data Engineer', 'Contoso • Seattle, WA', 'Feb 2020 - Present'])[0],
    ).toMatchObject({ title: 'Data Engineer', company: 'Contoso' });
  });

  it('keeps a company description out of the title', () => {
    const [a] = parseExperience([
      'PT Sinar Logistik',
      'Sinar Logistik adalah perusahaan ekspedisi yang melayani seluruh Indonesia.',
      'Koordinator Gudang (Mei 2021 - Sekarang)',
      '• Mengatur 12 staf gudang',
    ]);
    expect(a).toMatchObject({ title: 'Koordinator Gudang', company: 'PT Sinar Logistik' });
  });
});

describe('joinSplitRanges', () => {
  it('joins a range broken over two lines', () => {
    expect(joinSplitRanges(['Product Manager 2017 –', 'Present'])).toEqual([
      'Product Manager 2017 – Present',
    ]);
    expect(parseExperience(['Guru Honorer 2019 -', 'Sekarang', '• Mengajar IPA'])[0]).toMatchObject(
      {
        start: '2019',
        current: true,
      },
    );
    expect(joinSplitRanges(['Led a team of 5 -', '2020 was great'])).toHaveLength(2);
  });
});

describe('parseEducation: ongoing study', () => {
  it('keeps "Juni 2023 – Sekarang" ongoing, and sets no flag on finished study', () => {
    const [ongoing, done] = parseEducation([
      'Universitas Terbuka',
      'S2 Manajemen Keuangan',
      'Juni 2023 – Sekarang',
      'Institut Teknologi Sepuluh Nopember',
      'S1 Teknik Industri',
      '2014 – 2018',
    ]);
    expect(ongoing).toMatchObject({ start: '2023-06', end: null, current: true });
    expect(done).toMatchObject({
      institution: 'Institut Teknologi Sepuluh Nopember',
      field: 'Teknik Industri',
      start: '2014',
      end: '2018',
    });
    expect(done).not.toHaveProperty('current');
  });
});

describe('parseExperience: unmarked description lines', () => {
  it('joins a wrapped line (lower case after an unfinished line) to the line it continues', () => {
    const [e] = parseExperience([
      'Product Manager — Google   1999 – 2002',
      'Software Development Engineer II, Apple, Cupertino, CA, USA',
      'Designed and implemented software components for various Apple services. Optimized the',
      'performance of applications and improved code quality through thorough testing.',
      'Shipped two releases a year.',
    ]);
    expect(e!.bullets).toContain(
      'Designed and implemented software components for various Apple services. Optimized the performance of applications and improved code quality through thorough testing.',
    );
    expect(e!.bullets).toContain('Shipped two releases a year.');
    expect(e!.bullets.some((b) => b.startsWith('performance'))).toBe(false);
  });
});

describe('parseExperience: a long bullet wrapped before a capital', () => {
  it('joins the closing sentence to the long unpunctuated bullet it ends', () => {
    const [e] = parseExperience([
      'Site Reliability Engineer — Danggeun Pay   Mar 2021 – Jun 2023',
      '• Established a core architecture for regulating outbound DNS traffic utilizing AWS Route53 DNS',
      'Firewall and FMS. This significantly increased the level of security confidence.',
      '• Saved over 30% of the overall AWS costs.',
    ]);
    expect(e!.bullets).toEqual([
      'Established a core architecture for regulating outbound DNS traffic utilizing AWS Route53 DNS Firewall and FMS. This significantly increased the level of security confidence.',
      'Saved over 30% of the overall AWS costs.',
    ]);
  });
});

describe('parseExperience: dates first, then a wrapped "Title / Company"', () => {
  it('keeps a company wrapped inside its bracket or onto a bracketed line with its entry', () => {
    const e = parseExperience([
      'APRIL 2026 – JUNE 2026',
      'Data Analyst and Data Scientist Intern / (Balai Latihan Kerja dan Pengembangan',
      'Produktivitas) BLKPP DIY',
      '• Built 4 interactive dashboards using Microsoft Power BI',
      'SEPTEMBER 2022 – SEPTEMBER 2023',
      'Head of Course and Workshop Division/ Society of Exploration Geophysicists UGM',
      'Student Chapter (SEG UGM SC)',
      '• Led a division of 8 team members',
      'SEPTEMBER 2017 – SEPTEMBER 2019',
      'Secretary/ Rohis Adz-Dzikri SMA N 7 Yogyakarta',
      '• Authored 3 accountability reports',
    ]);
    expect(e.map((x) => [x.title, x.company])).toEqual([
      [
        'Data Analyst and Data Scientist Intern',
        '(Balai Latihan Kerja dan Pengembangan Produktivitas) BLKPP DIY',
      ],
      [
        'Head of Course and Workshop Division',
        'Society of Exploration Geophysicists UGM Student Chapter (SEG UGM SC)',
      ],
      ['Secretary', 'Rohis Adz-Dzikri SMA N 7 Yogyakarta'],
    ]);
  });
});

describe('parseExperience: a description paragraph under an entry', () => {
  it('reads a wrapped paragraph as its sentences, not one bullet per printed line', () => {
    const [e] = parseExperience([
      'Google Developer Group Community Nov 2024',
      'DevFest Bogor 2024 is a community-driven technology conference organized by the Google Developer Group (GDG)',
      'Bogor chapter. This annual event is part of the global DevFest series, celebrating the growth and impact of the GDG',
      'community. On November 9th, 2024, DevFest Bogor 2024 will feature talks and coding',
      'competitions across various themed halls:',
      'Cyber Haven: Dedicated to sessions on Web Technology and Firebase. Shadow Alley: Focused',
      'on Machine Learning and Data. Neo Metropolis: Hosting discussions on Android and Kotlin',
      'Multiplatform.',
    ]);
    expect(e!.bullets).toEqual([
      'DevFest Bogor 2024 is a community-driven technology conference organized by the Google Developer Group (GDG) Bogor chapter. This annual event is part of the global DevFest series, celebrating the growth and impact of the GDG community. On November 9th, 2024, DevFest Bogor 2024 will feature talks and coding competitions across various themed halls:',
      'Cyber Haven: Dedicated to sessions on Web Technology and Firebase. Shadow Alley: Focused on Machine Learning and Data. Neo Metropolis: Hosting discussions on Android and Kotlin Multiplatform.',
    ]);
  });
});
