import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { TEMPLATES, type TemplateName } from '../types.ts';
import { buildRevisedCv } from './build-docx.ts';
import type { RevisedCvInput } from './content.ts';
import { fitName } from './themes.ts';
import { enSample, idSample } from './spec-fixtures.ts';

interface Unzipped {
  files: string[];
  document: string;
  styles: string;
  numbering: string;
  core: string;
}

async function unzip(buffer: Buffer): Promise<Unzipped> {
  const zip = await JSZip.loadAsync(buffer);
  const read = (name: string) => zip.file(name)!.async('string');
  return {
    files: Object.keys(zip.files),
    document: await read('word/document.xml'),
    styles: await read('word/styles.xml'),
    numbering: await read('word/numbering.xml'),
    core: await read('docProps/core.xml'),
  };
}

const build = async (input: RevisedCvInput, template: TemplateName = 'modern') =>
  unzip(await buildRevisedCv(input, template));

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const unescapeXml = (s: string) => s.replace(/&(?:amp|lt|gt|quot|apos);/g, (m) => ENTITIES[m]!);

/** The document's text, paragraph by paragraph (runs joined, tabs as '\t', entities decoded). */
function paragraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) =>
    [...m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map((t) => (t[0] === '<w:tab/>' ? '\t' : unescapeXml(t[1]!)))
      .join(''),
  );
}

/** Paragraphs carrying list numbering, as their text. */
function bulletParagraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .filter((m) => m[0].includes('<w:numPr>'))
    .map((m) => paragraphs(m[0]).join(''));
}

const ID_HEADINGS = [
  'Ringkasan Profesional',
  'Pengalaman Kerja',
  'Pendidikan',
  'Keahlian',
  'Sertifikasi',
  'Bahasa',
  'Organisasi',
  'Proyek',
  'Penghargaan',
];
const EN_HEADINGS = [
  'Professional Summary',
  'Work Experience',
  'Education',
  'Skills',
  'Certifications',
  'Languages',
];

const empty: RevisedCvInput = {
  language: 'id',
  contact: {
    name: 'Rina',
    email: null,
    phone: null,
    location: null,
    linkedin: null,
    website: null,
  },
  summary: '',
  experience: [],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  organizations: [],
  projects: [],
  awards: [],
};

describe('buildRevisedCv', () => {
  it('writes a valid DOCX package with document properties, on A4', async () => {
    const buffer = await buildRevisedCv(idSample, 'modern');
    expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
    const doc = await unzip(buffer);
    expect(doc.files).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'docProps/core.xml']),
    );
    expect(doc.core).toContain('<dc:creator>Karier</dc:creator>');
    expect(doc.core).toContain('<dc:title>CV – Siti Nurhaliza Putri Ramadhani</dc:title>');
    expect(doc.document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(doc.styles).toContain('w:val="id-ID"');
  });

  it.each(TEMPLATES)('prints Indonesian headings and dates (%s)', async (template) => {
    const text = paragraphs((await build(idSample, template)).document);
    for (const h of ID_HEADINGS) expect(text).toContain(h);
    for (const h of EN_HEADINGS) expect(text).not.toContain(h);
    const all = text.join('\n');
    expect(all).toContain('Senior Backend Engineer\tAgu 2021 – Sekarang');
    expect(all).toContain('Backend Engineer\tMar 2018 – Jul 2021');
    expect(all).toContain('Software Engineer Intern\t2017');
    expect(all).toContain('Institut Teknologi Bandung\tAgu 2014 – Agu 2018');
    expect(all).toContain('S1 Teknik Informatika · IPK 3,72');
    expect(all).not.toMatch(/2021-08|Present|Aug /);
  });

  it('prints English headings and dates', async () => {
    const doc = await build(enSample, 'classic');
    const text = paragraphs(doc.document);
    for (const h of EN_HEADINGS) expect(text).toContain(h);
    for (const h of ID_HEADINGS) expect(text).not.toContain(h);
    expect(text).toContain('Marketing Manager\tJan 2019 – Present');
    expect(text).toContain('Brand Executive\tJun 2015 – Dec 2018');
    expect(text).toContain('Bachelor of Economics, Management · GPA 3.55');
    expect(doc.styles).toContain('w:val="en-US"');
    expect(doc.core).toContain('<dc:title>CV – Budi Santoso</dc:title>');
  });

  it('omits empty sections', async () => {
    const en = paragraphs((await build(enSample, 'creative')).document);
    expect(en).not.toContain('Organizations');
    expect(en).not.toContain('Projects');
    expect(en).not.toContain('Awards');

    for (const template of TEMPLATES) {
      const doc = await build(empty, template);
      const text = paragraphs(doc.document).filter(Boolean);
      expect(text).toEqual(['Rina']);
      expect(doc.document).not.toContain('<w:numPr>');
    }
  });

  it('makes bullets real Word list items, never typed characters', async () => {
    const input: RevisedCvInput = {
      ...idSample,
      experience: [{ ...idSample.experience[0]!, bullets: ['• Sudah berpoin', '- Pakai strip'] }],
    };
    const doc = await build(input, 'classic');
    const bullets = bulletParagraphs(doc.document);
    expect(bullets).toContain('Sudah berpoin');
    expect(bullets).toContain('Pakai strip');
    expect(bullets).toContain('AWS Certified Solutions Architect – Associate (2022)');
    for (const b of bullets) expect(b).not.toMatch(/^[•\-*]/);
    expect(doc.numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(paragraphs(doc.document).some((p) => p.startsWith('•'))).toBe(false);
  });

  it('groups skills by the given groups, the rest under Lainnya', async () => {
    const text = paragraphs((await build(idSample, 'modern')).document);
    expect(text).toContain('Bahasa Pemrograman: Go, TypeScript, Node.js');
    expect(text).toContain(
      'Data & Infrastruktur: PostgreSQL, Redis, Kafka, Docker, Kubernetes, AWS',
    );
    expect(text).toContain('Lainnya: Kepemimpinan Tim, Komunikasi');
  });

  it('lists ungrouped skills compactly on one line', async () => {
    const text = paragraphs((await build(enSample, 'modern')).document);
    expect(text).toContain(
      'Digital Marketing, Brand Strategy, Google Analytics, Meta Ads, SEO, Market Research, Budgeting, Team Leadership',
    );
  });

  it('gives the three templates clearly different styles', async () => {
    const [modern, classic, creative] = await Promise.all(
      (['modern', 'classic', 'creative'] as const).map((t) => build(idSample, t)),
    );
    expect(modern!.styles).toContain('w:ascii="Calibri"');
    expect(modern!.document).toContain('w:color="1F6F8B"'); // the rule under headings
    expect(modern!.document).toContain('<w:color w:val="1F6F8B"/>');
    expect(modern!.document).not.toContain('<w:tbl>');

    expect(classic!.styles).toContain('w:ascii="Times New Roman"');
    // Small caps and letter-spacing break a name into letters or words in an exported PDF.
    expect(classic!.document).not.toMatch(/<w:smallCaps/);
    expect(classic!.document).not.toMatch(/<w:spacing w:val=/);
    expect(classic!.document).toMatch(/<w:caps\/>|<w:caps w:val="true"\/>/);
    expect(classic!.document).toMatch(/<w:jc w:val="center"\/>/);
    expect(classic!.document).not.toMatch(/w:color(?: w:val)?="(?!000000|auto)[0-9A-F]{6}"/);
    expect(classic!.document).not.toContain('<w:tbl>');

    expect(creative!.styles).toContain('w:ascii="Arial"');
    expect(creative!.document).toContain('<w:tbl>');
    expect(creative!.document).toMatch(/<w:shd [^>]*w:fill="1D3557"/);
    expect(creative!.document).toContain('<w:color w:val="D9534F"/>');
  });

  it('escapes special characters and keeps Indonesian names intact', async () => {
    const input: RevisedCvInput = {
      ...empty,
      contact: { ...empty.contact, name: `Ni Luh Putu Ayu "Wédhani" O'Neil <Dev> & Co` },
      summary: 'Mengelola anggaran < Rp 5 M & tim > 10 orang',
      experience: [
        {
          title: 'R&D Lead',
          company: 'PT "Maju" <Jaya>',
          start: '2020-13',
          end: null,
          current: false,
          bullets: ['Naik 50% & hemat <biaya>'],
        },
      ],
    };
    for (const template of TEMPLATES) {
      const doc = await build(input, template);
      expect(doc.document).toContain(
        'Ni Luh Putu Ayu &quot;Wédhani&quot; O&apos;Neil &lt;Dev&gt; &amp; Co',
      );
      expect(doc.document).toContain('Mengelola anggaran &lt; Rp 5 M &amp; tim &gt; 10 orang');
      expect(doc.document).toContain('PT &quot;Maju&quot; &lt;Jaya&gt;');
      expect(doc.document).not.toContain('<Dev>');
      expect(doc.document).not.toContain('<Jaya>');
      expect(doc.core).toContain('&lt;Dev&gt; &amp; Co');
      expect(paragraphs(doc.document)).toContain('R&D Lead\t2020');
    }
  });

  it.each(TEMPLATES)('stays ATS-readable: a text extractor reads it in order (%s)', async (t) => {
    const buffer = await buildRevisedCv(idSample, t);
    const { value } = await mammoth.extractRawText({ buffer });
    const order = [
      'Siti Nurhaliza Putri Ramadhani',
      'Ringkasan Profesional',
      'Pengalaman Kerja',
      'Senior Backend Engineer',
      'PT Dompet Digital Nusantara',
      'Memimpin migrasi monolit',
      'Pendidikan',
      'Institut Teknologi Bandung',
    ];
    let from = 0;
    for (const s of order) {
      const at = value.indexOf(s, from);
      expect(at, s).toBeGreaterThanOrEqual(0);
      from = at + s.length;
    }
    for (const s of ['siti.nurhaliza@contoh.co.id', '+62 812-3456-7890', 'Kubernetes', 'Sunda']) {
      expect(value).toContain(s);
    }
  });

  it.each(TEMPLATES)(
    'puts the name, then one contact line, in the flow before the first heading (%s)',
    async (t) => {
      const doc = await build({ ...idSample, headline: ['Backend Engineer'] }, t);
      const body = doc.document.slice(0, doc.document.search(/<w:tbl>|<w:pStyle w:val="Heading1"/));
      const texts = paragraphs(body).filter(Boolean);
      expect(texts[0]).toBe('Siti Nurhaliza Putri Ramadhani');
      expect(texts[1]).toBe('Backend Engineer');
      expect(texts[2]).toContain('siti.nurhaliza@contoh.co.id');
      expect(texts[2]).toContain('+62 812-3456-7890');
      expect(texts).toHaveLength(3);
      // Plain weight: a bold line under the name could pass for the name.
      const headline = [...body.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].find((m) =>
        m[0].includes('Backend Engineer'),
      )![0];
      expect(headline).not.toContain('<w:b/>');
    },
  );

  it.each(TEMPLATES)('prints a headline in capitals after the contact line (%s)', async (t) => {
    const doc = await build({ ...idSample, headline: ['SENIOR DATA ANALYST'] }, t);
    const texts = paragraphs(doc.document).filter(Boolean);
    expect(texts[0]).toBe('Siti Nurhaliza Putri Ramadhani');
    expect(texts[1]).toContain('siti.nurhaliza@contoh.co.id');
    expect(texts[2]).toBe('SENIOR DATA ANALYST');
  });

  it('creative: one column in reading order, the lists last in a one-cell coloured box', async () => {
    const doc = await build(idSample, 'creative');
    const at = doc.document.indexOf('<w:tbl>');
    const table = doc.document.slice(at, doc.document.indexOf('</w:tbl>'));
    expect(table.match(/<w:tc>/g)).toHaveLength(1);
    expect(table).toMatch(/<w:shd [^>]*w:fill="1D3557"/);
    const box = paragraphs(table).filter(Boolean);
    expect(box[0]).toBe('Keahlian');
    expect(box.join('\n')).not.toMatch(/@|Kontak|\+62|Pendidikan|Pengalaman/u);
    const before = paragraphs(doc.document.slice(0, at));
    for (const h of ['Pengalaman Kerja', 'Pendidikan', 'Organisasi', 'Penghargaan']) {
      expect(before).toContain(h);
    }
    expect(
      paragraphs(doc.document.slice(doc.document.indexOf('</w:tbl>'))).filter(Boolean),
    ).toEqual([]);
  });

  it('creative: no box when there are no lists', async () => {
    const bare = { ...idSample, skills: [], skillGroups: [], languages: [], certifications: [] };
    const doc = await build(bare, 'creative');
    expect(doc.document).not.toContain('<w:tbl>');
  });
});

describe('buildRevisedCv with unusual input', () => {
  it('creative box: ungrouped skills on one line, as in the other templates', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `Skill ${i + 1}`);
    const doc = await build({ ...enSample, skills: many }, 'creative');
    expect(bulletParagraphs(doc.document)).not.toContain('Skill 1');
    expect(paragraphs(doc.document)).toContain(many.join(', '));
  });

  it('tolerates missing arrays in stored content', async () => {
    const partial = { ...empty, experience: undefined, education: undefined, skills: undefined };
    const doc = await build(partial as unknown as RevisedCvInput, 'modern');
    expect(paragraphs(doc.document).filter(Boolean)).toEqual(['Rina']);
  });
});

describe('fitName', () => {
  it('keeps short names at full size and shrinks long ones to fit one line', () => {
    expect(fitName('Budi Santoso', 9752, 52)).toBe(52);
    const long = 'Raden Mas Muhammad Abdurrahman Wahyudi Kusumanegara';
    const size = fitName(long, 9752, 52);
    expect(size).toBeLessThan(52);
    expect(long.length * 0.6 * (size / 2)).toBeLessThanOrEqual((9752 / 20) * 0.92);
  });
});

describe('buildRevisedCv prints what the parse kept as printed', () => {
  const kept = {
    ...idSample,
    headline: ['Staf Akuntansi'],
    listStyle: 'as-printed' as const,
    experienceNotes: [['Surabaya', 'Part-time', '• Mengelola kas cabang']],
    education: [
      {
        institution: 'Universitas Terbuka',
        degree: 'S2',
        field: 'Manajemen Keuangan',
        gpa: null,
        start: '2023-06',
        end: null,
        current: true,
      },
    ],
    educationNotes: [['Tesis: Analisis arus kas UMKM']],
    organizations: ['Bendahara — Himpunan Mahasiswa (2016 – 2017)', '• Mengelola kas himpunan'],
    extraSections: [{ heading: 'Data Keluarga', items: ['Ayah: Budi'] }],
  };

  it.each(['modern', 'classic', 'creative'] as const)(
    'headline, entry notes, ongoing study, items as printed and other sections (%s)',
    async (template) => {
      const doc = await build(kept, template);
      const all = paragraphs(doc.document);
      const bullets = bulletParagraphs(doc.document);
      for (const text of [
        'Staf Akuntansi',
        'Surabaya',
        'Tesis: Analisis arus kas UMKM',
        'Bendahara — Himpunan Mahasiswa (2016 – 2017)',
        'Data Keluarga',
        'Ayah: Budi',
      ]) {
        expect(all.join('\n')).toContain(text);
      }
      expect(all.join('\n')).toContain('Jun 2023 – Sekarang');
      // Bullets stay bullets, lines stay lines.
      expect(bullets).toContain('Mengelola kas cabang');
      expect(bullets).toContain('Mengelola kas himpunan');
      expect(bullets).not.toContain('Surabaya');
      expect(bullets).not.toContain('Bendahara — Himpunan Mahasiswa (2016 – 2017)');
      // A short note of the header stays on the employer's line, above the bullets; the
      // employer's town with it, as printed ("PT X, Surabaya").
      expect(all).toContain('PT Dompet Digital Nusantara, Surabaya | Part-time');
      const joined = all.join('\n');
      expect(joined.indexOf('PT Dompet Digital Nusantara, Surabaya | Part-time')).toBeLessThan(
        joined.indexOf('Mengelola kas cabang'),
      );
    },
  );
});
